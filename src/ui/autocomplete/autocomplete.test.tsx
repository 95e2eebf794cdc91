import { waitFor } from '@testing-library/dom';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { Autocomplete, type AutocompleteSuggestion } from './Autocomplete';
import { highlightParts, nextActiveIndex } from './autocomplete-rules';

const CITIES: AutocompleteSuggestion[] = [
  { id: 'paris', label: 'Paris', description: 'France' },
  { id: 'parma', label: 'Parma', description: 'Italy' },
  { id: 'porto', label: 'Porto' },
  { id: 'berlin', label: 'Berlin' },
];

interface Calls {
  changes: string[];
  selected: AutocompleteSuggestion[];
  submitted: string[];
}

/** A parent as a surface would write it: it keeps the text and "fetches" matching suggestions. */
function CitySearch({ calls, initialValue = '', withSubmit = false }: { calls: Calls; initialValue?: string; withSubmit?: boolean }) {
  const [value, setValue] = useState(initialValue);
  const suggestions = CITIES.filter((city) => city.label.toLowerCase().startsWith(value.toLowerCase()));
  return (
    <>
      <Autocomplete
        label="Search cities"
        placeholder="Type a city"
        value={value}
        onChange={(text) => {
          calls.changes.push(text);
          setValue(text);
        }}
        suggestions={value ? suggestions : []}
        onSelect={(suggestion) => calls.selected.push(suggestion)}
        onSubmit={withSubmit ? (text) => calls.submitted.push(text) : undefined}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const newCalls = (): Calls => ({ changes: [], selected: [], submitted: [] });

async function renderSearch(options: { initialValue?: string; withSubmit?: boolean } = {}) {
  const calls = newCalls();
  const rendered = await renderInElement(<CitySearch calls={calls} {...options} />);
  const input = rendered.view.getByRole<HTMLInputElement>('combobox', { name: 'Search cities' });
  return { ...rendered, calls, input };
}

/** The option aria-activedescendant points at, or null. */
function activeOption(input: HTMLInputElement): HTMLElement | null {
  const id = input.getAttribute('aria-activedescendant');
  return id ? (input.getRootNode() as ShadowRoot).getElementById(id) : null;
}

const optionNames = (root: ShadowRoot) => [...root.querySelectorAll('[role="option"]')].map((option) => option.querySelector('.eb-autocomplete__option-label')!.textContent);

afterEach(async () => {
  cleanupElements();
  await resetMouse();
});

describe('Autocomplete (spec 000 §4): "suggestions open when focused and suggestions exist"', () => {
  it('is a labelled combobox controlling a listbox, closed before it is focused', async () => {
    const { view, input } = await renderSearch({ initialValue: 'par' });
    const listbox = view.getByRole('listbox', { hidden: true });
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    expect(input.getAttribute('aria-controls')).to.equal(listbox.id);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.placeholder).to.equal('Type a city');
    expect(listbox.hidden).to.equal(true);
    expect(view.queryAllByRole('option')).to.have.length(0);
  });

  it('opens when focused and suggestions exist', async () => {
    const { view, root, input } = await renderSearch({ initialValue: 'par' });
    input.focus();
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('true'));
    expect(view.getByRole('listbox', { name: 'Search cities' }).hidden).to.equal(false);
    expect(optionNames(root)).to.deep.equal(['Paris', 'Parma']);
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
  });

  it('stays closed when focused while no suggestions exist', async () => {
    const { view, input } = await renderSearch();
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(view.getByRole('listbox', { hidden: true }).hidden).to.equal(true);
  });

  it('opens as suggestions arrive for the typed text, and closes when they become empty', async () => {
    const { root, input, calls } = await renderSearch();
    input.focus();
    await sendKeys({ type: 'P' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('true'));
    expect(optionNames(root)).to.deep.equal(['Paris', 'Parma', 'Porto']);
    await sendKeys({ type: 'ax' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('false'));
    expect(calls.changes).to.deep.equal(['P', 'Pa', 'Pax']);
    expect(root.querySelectorAll('[role="option"]')).to.have.length(0);
  });

  it('closes when the text box loses focus', async () => {
    const { view, input } = await renderSearch({ initialValue: 'p' });
    input.focus();
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('true'));
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('false'));
    expect((input.getRootNode() as ShadowRoot).activeElement).to.equal(view.getByRole('button', { name: 'Elsewhere' }));
  });
});

describe('Autocomplete (APG combobox): "Up/Down move" the active suggestion, wrapping', () => {
  it('moves to the next or previous suggestion and wraps at both ends (pure rule)', () => {
    expect(nextActiveIndex(-1, 1, 3)).to.equal(0);
    expect(nextActiveIndex(-1, -1, 3)).to.equal(2);
    expect(nextActiveIndex(0, 1, 3)).to.equal(1);
    expect(nextActiveIndex(2, 1, 3)).to.equal(0);
    expect(nextActiveIndex(0, -1, 3)).to.equal(2);
    expect(nextActiveIndex(-1, 1, 0)).to.equal(-1);
  });

  it('ArrowDown and ArrowUp move aria-activedescendant through the options, wrapping', async () => {
    const { input } = await renderSearch({ initialValue: 'p' });
    input.focus();
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('true'));
    const steps: [string, string][] = [
      ['ArrowDown', 'Paris'],
      ['ArrowDown', 'Parma'],
      ['ArrowDown', 'Porto'],
      ['ArrowDown', 'Paris'],
      ['ArrowUp', 'Porto'],
      ['ArrowUp', 'Parma'],
    ];
    for (const [key, expected] of steps) {
      await sendKeys({ press: key });
      await waitFor(() => expect(activeOption(input)?.querySelector('.eb-autocomplete__option-label')!.textContent).to.equal(expected));
      const active = activeOption(input)!;
      expect(active.getAttribute('role')).to.equal('option');
      expect(active.getAttribute('aria-selected')).to.equal('true');
      const others = [...(input.getRootNode() as ShadowRoot).querySelectorAll('[role="option"]')].filter((option) => option !== active);
      expect(others.map((option) => option.getAttribute('aria-selected'))).to.deep.equal(['false', 'false']);
    }
    // DOM focus never leaves the text box.
    expect((input.getRootNode() as ShadowRoot).activeElement).to.equal(input);
  });

  it('ArrowUp from no active suggestion starts at the last one', async () => {
    const { input } = await renderSearch({ initialValue: 'p' });
    input.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => expect(activeOption(input)?.textContent).to.equal('Porto'));
  });

  it('typing clears the active suggestion', async () => {
    const { input } = await renderSearch({ initialValue: 'p' });
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(activeOption(input)).to.not.equal(null));
    await sendKeys({ type: 'a' });
    await waitFor(() => expect(input.value).to.equal('pa'));
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
  });
});

describe('Autocomplete (spec 000 §4): "enter selects"', () => {
  it('Enter selects the active suggestion and closes the list', async () => {
    const { input, calls } = await renderSearch({ initialValue: 'p' });
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(activeOption(input)?.textContent).to.contain('Parma'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('false'));
    expect(calls.selected.map((city) => city.id)).to.deep.equal(['parma']);
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
  });

  it('Enter with no active suggestion submits the text instead', async () => {
    const { input, calls } = await renderSearch({ initialValue: 'p', withSubmit: true });
    input.focus();
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('true'));
    await sendKeys({ type: 'o' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(calls.submitted).to.deep.equal(['po']));
    expect(calls.selected).to.deep.equal([]);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
  });

  it('a click on a suggestion selects it, and focus stays in the text box', async () => {
    const { view, input, calls } = await renderSearch({ initialValue: 'pa' });
    input.focus();
    const parma = await view.findByRole('option', { name: 'Parma Italy' });
    const box = parma.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await waitFor(() => expect(calls.selected.map((city) => city.id)).to.deep.equal(['parma']));
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('false'));
    expect((input.getRootNode() as ShadowRoot).activeElement).to.equal(input);
  });
});

describe('Autocomplete (APG combobox): "Escape closes"', () => {
  it('Escape closes the list; a second Escape clears the text', async () => {
    const { input, calls } = await renderSearch({ initialValue: 'pa' });
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(activeOption(input)).to.not.equal(null));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('false'));
    expect(input.value).to.equal('pa');
    expect(calls.selected).to.deep.equal([]);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(input.value).to.equal(''));
    expect(calls.changes).to.deep.equal(['']);
  });

  it('ArrowDown reopens a list closed with Escape', async () => {
    const { input } = await renderSearch({ initialValue: 'pa' });
    input.focus();
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('true'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('false'));
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).to.equal('true'));
    expect(activeOption(input)?.textContent).to.contain('Paris');
  });
});

describe('Autocomplete: suggestions are shown as text', () => {
  it('shows a label containing HTML as text, never as markup', async () => {
    const hostile = { id: 'x', label: '<img src="x" onerror="window.hacked=1">Rome', description: '<b>Italy</b>' };
    const { root, view } = await renderInElement(<Autocomplete label="Search cities" value="" onChange={() => {}} suggestions={[hostile]} onSelect={() => {}} />);
    view.getByRole<HTMLInputElement>('combobox').focus();
    const option = await view.findByRole('option');
    expect(option.querySelector('.eb-autocomplete__option-label')!.textContent).to.equal(hostile.label);
    expect(option.querySelector('.eb-autocomplete__option-description')!.textContent).to.equal('<b>Italy</b>');
    expect(root.querySelector('img, b')).to.equal(null);
  });

  it('highlights the typed text within each suggestion', async () => {
    expect(highlightParts('Paris', 'AR')).to.deep.equal([
      { text: 'P', match: false },
      { text: 'ar', match: true },
      { text: 'is', match: false },
    ]);
    expect(highlightParts('Paris', 'x')).to.deep.equal([{ text: 'Paris', match: false }]);
    expect(highlightParts('Paris', '')).to.deep.equal([{ text: 'Paris', match: false }]);
    const { root, input } = await renderSearch({ initialValue: 'Par' });
    input.focus();
    await waitFor(() => expect(root.querySelectorAll('mark')).to.have.length(2));
    expect([...root.querySelectorAll('mark')].map((mark) => mark.textContent)).to.deep.equal(['Par', 'Par']);
  });
});

describe('Autocomplete: accessibility', () => {
  it('has no axe-core violations when closed', async () => {
    const { host } = await renderSearch({ initialValue: 'pa' });
    await expectNoAxeViolations(host);
  });

  it('has no axe-core violations when open with an active option', async () => {
    const { host, input } = await renderSearch({ initialValue: 'p' });
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(activeOption(input)).to.not.equal(null));
    await expectNoAxeViolations(host);
  });
});
