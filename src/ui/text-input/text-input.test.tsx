import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements, mountHtml } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { BORDER_TYPES, FIELD_STYLES, TEXT_INPUT_TYPES, TextArea, TextInput, type TextAreaProps, type TextInputProps } from './TextInput';

afterEach(cleanupElements);

type Uncontrolled<P> = Omit<P, 'value' | 'onChange' | 'label'> & { label?: string; initial?: string };

/** The field as a form uses it: the parent keeps the value it is handed. */
function Input({ initial = '', label = 'Event name', ...props }: Uncontrolled<TextInputProps>) {
  const [value, setValue] = useState(initial);
  return <TextInput label={label} value={value} onChange={setValue} {...props} />;
}

function Area({ initial = '', label = 'Description', ...props }: Uncontrolled<TextAreaProps>) {
  const [value, setValue] = useState(initial);
  return <TextArea label={label} value={value} onChange={setValue} {...props} />;
}

async function renderInput(props: Uncontrolled<TextInputProps> = {}) {
  const rendered = await renderInElement(<Input {...props} />);
  return { ...rendered, control: rendered.view.getByLabelText<HTMLInputElement>(props.label ?? 'Event name', { exact: false }) };
}

async function renderArea(props: Uncontrolled<TextAreaProps> = {}) {
  const rendered = await renderInElement(<Area {...props} />);
  return { ...rendered, control: rendered.view.getByLabelText<HTMLTextAreaElement>(props.label ?? 'Description', { exact: false }) };
}

/** A real paste: the text is copied from a scratch field with Ctrl+C and pasted with Ctrl+V. */
async function paste(control: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const scratch = mountHtml('<textarea aria-label="scratch"></textarea>').querySelector('textarea')!;
  scratch.value = text;
  scratch.select();
  await sendKeys({ press: 'ControlOrMeta+C' });
  scratch.remove();
  control.focus();
  await sendKeys({ press: 'ControlOrMeta+V' });
}

async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  await sendKeys({ type: text });
}

describe('TextInput (spec 000 §5): input types date, email, number, password, search, tel, text, url', () => {
  it('renders each input type as a labelled control of that type', async () => {
    for (const type of TEXT_INPUT_TYPES) {
      const { control } = await renderInput({ type, label: `A ${type} field` });
      expect(control.type, type).to.equal(type === 'number' ? 'tel' : type);
      cleanupElements();
    }
  });

  it('search renders as a searchbox, text, email, tel and url as textboxes', async () => {
    const { view } = await renderInElement(
      <>
        <Input type="search" label="Search events" />
        <Input type="email" label="Email" />
        <Input type="url" label="Website" />
      </>,
    );
    expect(view.getByRole('searchbox', { name: 'Search events' })).to.exist;
    expect(view.getByRole('textbox', { name: 'Email' })).to.exist;
    expect(view.getByRole('textbox', { name: 'Website' })).to.exist;
  });
});

describe('TextInput (spec 000 §5): number type accepts only digits and behaves as telephone type', () => {
  it('renders a number field as type tel with a numeric keyboard', async () => {
    const { control } = await renderInput({ type: 'number' });
    expect(control.getAttribute('type')).to.equal('tel');
    expect(control.inputMode).to.equal('numeric');
  });

  it('typing "12ab3" gives "123"', async () => {
    const { control } = await renderInput({ type: 'number' });
    await typeInto(control, '12ab3');
    await waitFor(() => expect(control.value).to.equal('123'));
  });

  it('a paste keeps only its digits', async () => {
    const { control } = await renderInput({ type: 'number' });
    await paste(control, '+1 (555) 12-34');
    await waitFor(() => expect(control.value).to.equal('15551234'));
  });
});

describe('TextInput (spec 000 §5): control characters and unassigned or invisible code points stripped while typing', () => {
  it('typing keeps plain text as typed', async () => {
    const { control } = await renderInput();
    await typeInto(control, 'Jazz night');
    await waitFor(() => expect(control.value).to.equal('Jazz night'));
  });

  it('strips control characters from a paste', async () => {
    const { control } = await renderInput();
    await paste(control, 'a\u0007b\u001Bc\u007Fd\u0085e');
    await waitFor(() => expect(control.value).to.equal('abcde'));
  });

  it('strips unassigned code points from a paste', async () => {
    const { control } = await renderInput();
    await paste(control, 'a\u0378b\uFDD0c');
    await waitFor(() => expect(control.value).to.equal('abc'));
  });

  it('strips invisible code points (zero-width space, marks, byte order mark, bidi overrides) from a paste', async () => {
    const { control } = await renderInput();
    await paste(control, 'a\u200Bb\u200Ec\u200Fd\uFEFFe\u2060f\u202Eg\u2066h');
    await waitFor(() => expect(control.value).to.equal('abcdefgh'));
  });

  it('keeps private-use characters: they are visible', async () => {
    const { control } = await renderInput();
    await paste(control, 'a\uE000b');
    await waitFor(() => expect(control.value).to.equal('a\uE000b'));
  });

  it('keeps the caret where the user was, less what was removed, instead of jumping', async () => {
    const { control } = await renderInput({ initial: 'abcd' });
    control.focus();
    control.setSelectionRange(2, 2);
    await paste(control, 'x\u200By');
    await waitFor(() => expect(control.value).to.equal('abxycd'));
    expect(control.selectionStart).to.equal(4);
    await sendKeys({ type: 'Z' });
    await waitFor(() => expect(control.value).to.equal('abxyZcd'));
  });

  it('an email field (which has no caret API) is cleaned too', async () => {
    const { control } = await renderInput({ type: 'email' });
    await typeInto(control, 'ada@');
    await paste(control, '\u200Bexample.org');
    await waitFor(() => expect(control.value).to.equal('ada@example.org'));
  });

  it('waits for an IME composition to end before cleaning', async () => {
    const { control } = await renderInput();
    control.focus();
    // No real IME can be driven from a test: the events it sends are dispatched instead.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, 'か\u200B');
    control.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, isComposing: true }));
    await new Promise(requestAnimationFrame);
    expect(control.value).to.equal('か\u200B');
    control.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, composed: true, data: 'か' }));
    await waitFor(() => expect(control.value).to.equal('か'));
  });
});

describe('TextInput (spec 000 §5): line and paragraph separators become newlines; unusual spaces become plain space', () => {
  it('a single-line input turns pasted line and paragraph separators into plain spaces', async () => {
    const { control } = await renderInput();
    await paste(control, 'one\u2028two\u2029three');
    await waitFor(() => expect(control.value).to.equal('one two three'));
  });

  it('turns pasted unusual spaces (no-break, em, ideographic, narrow) into plain spaces', async () => {
    const { control } = await renderInput();
    await paste(control, 'a\u00A0b\u2003c\u3000d\u202Fe');
    await waitFor(() => expect(control.value).to.equal('a b c d e'));
  });
});

describe('TextInput (spec 000 §5): value cut to maximum length', () => {
  it('typing stops at the maximum length', async () => {
    const { control } = await renderInput({ maxLength: 5 });
    await typeInto(control, 'abcdefgh');
    await waitFor(() => expect(control.value).to.equal('abcde'));
  });

  it('a paste is cut to the maximum length', async () => {
    const { control } = await renderInput({ maxLength: 5 });
    await paste(control, 'abcdefgh');
    await waitFor(() => expect(control.value).to.equal('abcde'));
  });

  it('typing inside a full field does not push the end of the text out', async () => {
    const { control } = await renderInput({ maxLength: 5, initial: 'abcde' });
    control.focus();
    control.setSelectionRange(2, 2);
    await sendKeys({ type: 'X' });
    await new Promise(requestAnimationFrame);
    expect(control.value).to.equal('abcde');
    expect(control.selectionStart).to.equal(2);
  });

  it('counts an emoji as one character and never keeps half of it at the boundary', async () => {
    const { control } = await renderInput({ maxLength: 3, showCounter: true });
    await paste(control, 'ab\u{1F600}\u{1F600}');
    await waitFor(() => expect(control.value).to.equal('ab\u{1F600}'));
    expect(control.value.length).to.equal(4);
  });
});

describe('TextInput (spec 000 §5): optional counter shows length/max', () => {
  it("shows '0/140' and updates while typing ('3/140')", async () => {
    const { view, control } = await renderInput({ maxLength: 140, showCounter: true });
    expect(view.getByText('0/140')).to.exist;
    await typeInto(control, 'abc');
    expect(await view.findByText('3/140')).to.exist;
  });

  it('is the description of the field', async () => {
    const { view, control } = await renderInput({ maxLength: 20, showCounter: true, initial: 'Gala' });
    expect(view.getByRole('textbox', { name: 'Event name', description: '4/20' })).to.equal(control);
  });

  it('is not shown unless asked for', async () => {
    const { root } = await renderInput({ maxLength: 20 });
    expect(root.querySelector('.eb-text-input__counter')).to.equal(null);
    expect(root.textContent).not.to.contain('0/20');
  });
});

describe("TextInput (spec 000 §5): required shows an asterisk with hidden text 'required'", () => {
  it("shows a visual asterisk hidden from assistive technology and a visually hidden 'required'", async () => {
    const { root, view } = await renderInput({ required: true, label: 'Full name' });
    const label = root.querySelector('label')!;
    const asterisk = within(label).getByText('*');
    expect(asterisk.getAttribute('aria-hidden')).to.equal('true');
    const hidden = within(label).getByText('required');
    expect(hidden.closest('.eb-visually-hidden')).to.exist;
    expect(hidden.getBoundingClientRect().width).to.be.at.most(1);
    const control = view.getByRole('textbox', { name: 'Full name required' });
    expect((control as HTMLInputElement).required).to.equal(true);
  });

  it('a field that is not required has neither', async () => {
    const { root, control } = await renderInput();
    expect(root.querySelector('label')!.textContent).to.equal('Event name');
    expect(control.required).to.equal(false);
  });
});

describe("TextInput (spec 000 §5): length check message 'content must be N characters or less' (default 140)", () => {
  it('a paste past the maximum is cut and the message is shown, politely announced and describing the field', async () => {
    const { view, control } = await renderInput({ maxLength: 10 });
    expect(view.queryByText('content must be 10 characters or less')).to.equal(null);
    await paste(control, 'a very long event name');
    await waitFor(() => expect(control.value).to.equal('a very lon'));
    const message = await view.findByText('content must be 10 characters or less');
    expect(message.getAttribute('aria-live')).to.equal('polite');
    expect(view.getByRole('textbox', { description: 'content must be 10 characters or less' })).to.equal(control);
  });

  it('with the length check on and no maximum, the limit is 140', async () => {
    const { view, control } = await renderInput({ lengthCheck: true });
    await paste(control, 'x'.repeat(150));
    await waitFor(() => expect(control.value).to.have.length(140));
    expect(await view.findByText('content must be 140 characters or less')).to.exist;
  });

  it('the message goes away once an edit fits again', async () => {
    const { view, control } = await renderInput({ maxLength: 3 });
    await typeInto(control, 'abcd');
    expect(await view.findByText('content must be 3 characters or less')).to.exist;
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => expect(view.queryByText('content must be 3 characters or less')).to.equal(null));
    expect(control.value).to.equal('ab');
  });

  it('without a maximum or length check nothing is cut', async () => {
    const { view, control } = await renderInput();
    await paste(control, 'x'.repeat(150));
    await waitFor(() => expect(control.value).to.have.length(150));
    expect(view.queryByText(/characters or less/)).to.equal(null);
  });
});

describe('TextInput: error, helper text and disabled', () => {
  it('shows an error below the field, marks it invalid and describes it with the error', async () => {
    const { view, control } = await renderInput({ error: 'Enter an event name', helperText: 'Shown on the event page' });
    expect(control.getAttribute('aria-invalid')).to.equal('true');
    expect(view.getByRole('textbox', { description: 'Enter an event name Shown on the event page' })).to.equal(control);
  });

  it('is not marked invalid without an error', async () => {
    const { control } = await renderInput({ helperText: 'Shown on the event page' });
    expect(control.hasAttribute('aria-invalid')).to.equal(false);
    expect(control.getAttribute('aria-describedby')).to.be.a('string');
  });

  it('a disabled field cannot be typed into', async () => {
    const { control } = await renderInput({ disabled: true });
    expect(control.disabled).to.equal(true);
    await typeInto(control, 'abc');
    expect(control.value).to.equal('');
  });
});

describe('TextInput (spec 000 §5): field styles basic, dynamic, static', () => {
  it('each field style labels its control', async () => {
    for (const fieldStyle of FIELD_STYLES) {
      const { root, view } = await renderInput({ fieldStyle });
      expect(root.querySelector(`.eb-text-input--${fieldStyle}`)).to.exist;
      expect(view.getByRole('textbox', { name: 'Event name' })).to.exist;
      cleanupElements();
    }
  });

  it('basic puts the label above the field; static inside it', async () => {
    const basic = await renderInput({ fieldStyle: 'basic' });
    expect(basic.root.querySelector('label')!.getBoundingClientRect().bottom).to.be.at.most(basic.control.getBoundingClientRect().top);
    cleanupElements();
    const fixed = await renderInput({ fieldStyle: 'static' });
    const box = fixed.root.querySelector('.eb-text-input__field')!.getBoundingClientRect();
    expect(fixed.root.querySelector('label')!.getBoundingClientRect().top).to.be.greaterThan(box.top);
  });

  it('dynamic: the label stands in the field while empty and floats up once typed into', async () => {
    const { root, control } = await renderInput({ fieldStyle: 'dynamic' });
    const label = root.querySelector('label')!;
    const resting = label.getBoundingClientRect().top;
    await typeInto(control, 'a');
    control.blur();
    await waitFor(() => expect(label.getBoundingClientRect().top).to.be.lessThan(resting));
  });
});

describe('TextInput (spec 000 §5): border types default, simple, none, hidden, content', () => {
  const borders = (control: Element) => {
    const style = getComputedStyle(control);
    return [style.borderTopWidth, style.borderBottomWidth];
  };

  it('default has a border all round, simple only below, none no border', async () => {
    const { control } = await renderInput({ borderType: 'default' });
    expect(borders(control)).to.deep.equal(['1px', '1px']);
    cleanupElements();
    const simple = await renderInput({ borderType: 'simple' });
    expect(borders(simple.control)).to.deep.equal(['0px', '1px']);
    cleanupElements();
    const none = await renderInput({ borderType: 'none' });
    expect(borders(none.control)).to.deep.equal(['0px', '0px']);
  });

  it('hidden shows its border only once focused', async () => {
    const { control } = await renderInput({ borderType: 'hidden' });
    expect(getComputedStyle(control).borderTopColor).to.equal('rgba(0, 0, 0, 0)');
    control.focus();
    await waitFor(() => expect(getComputedStyle(control).borderTopColor).not.to.equal('rgba(0, 0, 0, 0)'));
  });

  it('content grows with the text', async () => {
    const { control } = await renderInput({ borderType: 'content' });
    const empty = control.getBoundingClientRect().width;
    await typeInto(control, 'a rather long event name for a field');
    await waitFor(() => expect(control.getBoundingClientRect().width).to.be.greaterThan(empty));
  });

  it('every border type renders its class', async () => {
    for (const borderType of BORDER_TYPES) {
      const { root } = await renderInput({ borderType });
      expect(root.querySelector(`.eb-text-input--border-${borderType}`)).to.exist;
      cleanupElements();
    }
  });
});

describe('TextArea (spec 000 §5): the same rules, multiline', () => {
  it('keeps typed newlines', async () => {
    const { control } = await renderArea();
    control.focus();
    await sendKeys({ type: 'one' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: 'two' });
    await waitFor(() => expect(control.value).to.equal('one\ntwo'));
  });

  it('turns pasted line and paragraph separators into newlines', async () => {
    const { control } = await renderArea();
    await paste(control, 'one\u2028two\u2029three');
    await waitFor(() => expect(control.value).to.equal('one\ntwo\nthree'));
  });

  it('strips control and invisible characters and turns unusual spaces into plain spaces', async () => {
    const { control } = await renderArea();
    await paste(control, 'a\u0007b\u200Bc\u00A0d\te');
    await waitFor(() => expect(control.value).to.equal('abc d e'));
  });

  it('cuts to its maximum, shows the counter and the length message', async () => {
    const { view, control } = await renderArea({ maxLength: 8, showCounter: true });
    await paste(control, 'one\ntwo\nthree');
    await waitFor(() => expect(control.value).to.equal('one\ntwo\n'));
    expect(await view.findByText('8/8')).to.exist;
    expect(await view.findByText('content must be 8 characters or less')).to.exist;
  });

  it('has its rows and a real label', async () => {
    const { control, view } = await renderArea({ rows: 6, required: true });
    expect(control.rows).to.equal(6);
    expect(view.getByRole('textbox', { name: 'Description required' })).to.equal(control);
  });
});

describe('TextInput and TextArea: accessibility', () => {
  it('has no axe-core violations in the default state', async () => {
    const { host } = await renderInElement(
      <>
        <Input />
        <Area />
      </>,
    );
    await expectNoAxeViolations(host);
  });

  it('has no axe-core violations when required with a counter', async () => {
    const { host } = await renderInElement(
      <>
        <Input required showCounter maxLength={140} initial="Gala" />
        <Area required showCounter lengthCheck />
      </>,
    );
    await expectNoAxeViolations(host);
  });

  it('has no axe-core violations with an error', async () => {
    const { host } = await renderInElement(
      <>
        <Input error="Enter an event name" helperText="Shown on the event page" />
        <Area error="Enter a description" />
      </>,
    );
    await expectNoAxeViolations(host);
  });

  it('has no axe-core violations when disabled', async () => {
    const { host } = await renderInElement(
      <>
        <Input disabled initial="Gala" />
        <Area disabled />
      </>,
    );
    await expectNoAxeViolations(host);
  });

  it('has no axe-core violations showing the length message, in every field style', async () => {
    const { host, root, view } = await renderInElement(
      <>
        {FIELD_STYLES.map((fieldStyle) => (
          <Input key={fieldStyle} label={`Title ${fieldStyle}`} fieldStyle={fieldStyle} maxLength={3} />
        ))}
      </>,
    );
    await paste(root.querySelector('input')!, 'abcdef');
    expect(await view.findByText('content must be 3 characters or less')).to.exist;
    await expectNoAxeViolations(host);
  });
});
