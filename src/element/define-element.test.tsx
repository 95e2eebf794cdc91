import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { useEffect, useState } from 'react';
import { expectNoAxeViolations } from '../test-support/axe';
import { captureConsole } from '../test-support/console';
import { cleanupElements, mountHtml, nextTask, rendered, shadow } from '../test-support/elements';
import { defineElement } from './define-element';
import { useEmit } from './element-context';

interface ProbeProps {
  label?: string;
  size?: number;
  enabled?: boolean;
  layout?: string;
  data?: { name: string };
}

/** Shows every prop it gets, with the defaults a real component would use. */
function Probe({ label = 'default label', size = 3, enabled = false, layout = 'vertical', data = { name: 'default data' } }: ProbeProps) {
  return (
    <dl>
      <dt>label</dt>
      <dd data-prop="label">{label}</dd>
      <dt>size</dt>
      <dd data-prop="size">{String(size)}</dd>
      <dt>enabled</dt>
      <dd data-prop="enabled">{String(enabled)}</dd>
      <dt>layout</dt>
      <dd data-prop="layout">{layout}</dd>
      <dt>data</dt>
      <dd data-prop="data">{data.name}</dd>
    </dl>
  );
}

defineElement({
  tag: 'eb-probe',
  load: () => Promise.resolve({ component: Probe }),
  attributes: { label: 'string', size: 'number', enabled: 'boolean', layout: ['vertical', 'horizontal'], data: 'json' },
});

function prop(element: Element, name: string): string | null | undefined {
  return element.shadowRoot?.querySelector(`[data-prop="${name}"]`)?.textContent;
}

async function probe(html = '<eb-probe></eb-probe>'): Promise<HTMLElement> {
  return rendered(mountHtml(html).querySelector<HTMLElement>('eb-probe'));
}

afterEach(cleanupElements);

describe('the element wrapper: boolean attributes', () => {
  it('is true when the attribute is present, whatever its value, and false when absent', async () => {
    const [bare, empty, falseText, absent] = await Promise.all([
      probe('<eb-probe enabled></eb-probe>'),
      probe('<eb-probe enabled=""></eb-probe>'),
      probe('<eb-probe enabled="false"></eb-probe>'),
      probe('<eb-probe></eb-probe>'),
    ]);
    expect(prop(bare, 'enabled')).to.equal('true');
    expect(prop(empty, 'enabled')).to.equal('true');
    expect(prop(falseText, 'enabled')).to.equal('true');
    expect(prop(absent, 'enabled')).to.equal('false');
  });

  it('removing a boolean attribute re-renders with false', async () => {
    const element = await probe('<eb-probe enabled></eb-probe>');
    element.removeAttribute('enabled');
    await waitFor(() => expect(prop(element, 'enabled')).to.equal('false'));
  });

  it('setting the property true or false adds or removes the attribute', async () => {
    const element = await probe();
    (element as HTMLElement & ProbeProps).enabled = true;
    expect(element.hasAttribute('enabled')).to.equal(true);
    await waitFor(() => expect(prop(element, 'enabled')).to.equal('true'));
    (element as HTMLElement & ProbeProps).enabled = false;
    expect(element.hasAttribute('enabled')).to.equal(false);
    await waitFor(() => expect(prop(element, 'enabled')).to.equal('false'));
  });
});

describe('the element wrapper: removing any attribute re-renders with the default', () => {
  it('for string, number, list and JSON attributes', async () => {
    const element = await probe(`<eb-probe label="Given" size="7" layout="horizontal" data='{"name":"given data"}'></eb-probe>`);
    expect([prop(element, 'label'), prop(element, 'size'), prop(element, 'layout'), prop(element, 'data')]).to.deep.equal(['Given', '7', 'horizontal', 'given data']);
    for (const attribute of ['label', 'size', 'layout', 'data']) element.removeAttribute(attribute);
    await waitFor(() =>
      expect([prop(element, 'label'), prop(element, 'size'), prop(element, 'layout'), prop(element, 'data')]).to.deep.equal(['default label', '3', 'vertical', 'default data']),
    );
  });

  it('changing an attribute re-renders with the new value', async () => {
    const element = await probe('<eb-probe label="first"></eb-probe>');
    element.setAttribute('label', 'second');
    await waitFor(() => expect(prop(element, 'label')).to.equal('second'));
  });
});

describe('the element wrapper: a property set before the tag was defined is honoured', () => {
  it('keeps the value given to the not-yet-upgraded element', async () => {
    const element = document.createElement('eb-late') as HTMLElement & { label?: string; data?: { name: string } };
    element.label = 'set before definition';
    element.data = { name: 'object before definition' };
    mountHtml('').append(element);
    defineElement({ tag: 'eb-late', load: () => Promise.resolve({ component: Probe }), attributes: { label: 'string', data: 'json' } });
    await rendered(element);
    expect(prop(element, 'label')).to.equal('set before definition');
    expect(prop(element, 'data')).to.equal('object before definition');
    // The value now goes through the element's own accessor.
    expect(Object.prototype.hasOwnProperty.call(element, 'label')).to.equal(false);
    expect(element.getAttribute('label')).to.equal('set before definition');
  });

  it('a JSON property accepts the object itself, kept as given', async () => {
    const element = (await probe()) as HTMLElement & ProbeProps;
    const data = { name: 'from a property' };
    element.data = data;
    await waitFor(() => expect(prop(element, 'data')).to.equal('from a property'));
    expect(element.data).to.equal(data);
  });
});

describe("the element wrapper: `defer-hydration` (Lit's convention, written by the React wrappers)", () => {
  it('an element with it draws nothing until it is removed, then draws with the properties set meanwhile', async () => {
    const container = mountHtml('<eb-probe defer-hydration label="from the attribute"></eb-probe>');
    const element = container.querySelector('eb-probe') as HTMLElement & ProbeProps;
    await nextTask(100);
    expect(element.shadowRoot?.querySelector('[data-prop]') ?? null).to.equal(null);
    element.data = { name: 'set while deferred' };
    element.removeAttribute('defer-hydration');
    await rendered(element);
    expect(prop(element, 'label')).to.equal('from the attribute');
    expect(prop(element, 'data')).to.equal('set while deferred');
  });

  it('moved while it waits, it still draws once, when the attribute goes', async () => {
    const container = mountHtml('<div id="first"><eb-probe defer-hydration></eb-probe></div><div id="second"></div>');
    const element = container.querySelector('eb-probe')!;
    container.querySelector('#second')!.append(element);
    await nextTask(50);
    element.removeAttribute('defer-hydration');
    await rendered(element);
    expect(element.shadowRoot!.querySelectorAll('dl')).to.have.length(1);
  });
});

describe('the element wrapper: a malformed attribute gives one console.warn naming tag and attribute', () => {
  it('malformed JSON warns once and renders with the default', async () => {
    const warnings = captureConsole('warn');
    try {
      const element = await probe(`<eb-probe data='{"name": oops'></eb-probe>`);
      expect(prop(element, 'data')).to.equal('default data');
      await nextTask();
      expect(warnings.calls).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('<eb-probe>').and.to.contain('"data"').and.to.contain('not valid JSON');
    } finally {
      warnings.restore();
    }
  });

  it('a value outside a list, or a number that is not one, warns and uses the default', async () => {
    const warnings = captureConsole('warn');
    try {
      const element = await probe('<eb-probe layout="diagonal" size="many"></eb-probe>');
      expect(prop(element, 'layout')).to.equal('vertical');
      expect(prop(element, 'size')).to.equal('3');
      expect(warnings.messages()).to.have.length(2);
      expect(warnings.messages().join('\n')).to.contain('"layout"').and.to.contain('"size"').and.to.contain('<eb-probe>');
    } finally {
      warnings.restore();
    }
  });
});

defineElement({
  tag: 'eb-far-probe',
  load: () => Promise.resolve({ component: Probe }),
  attributes: { data: 'json' },
  renderNearViewport: true,
});

describe('the element wrapper: a JSON attribute is read when the element first needs it (issue 16)', () => {
  // Defining a tag upgrades every element of it in one task; a page of 200 cards spent 40% of it
  // checking JSON of cards not drawn yet.
  it('a malformed one far below the window warns only once it is read, once, and the element draws with the default', async () => {
    const warnings = captureConsole('warn');
    try {
      const container = mountHtml(`<div style="height: 30000px"></div><eb-far-probe data='{"name": oops'></eb-far-probe>`);
      const element = container.querySelector('eb-far-probe') as HTMLElement & { data?: unknown };
      await nextTask(100);
      expect(element.shadowRoot!.querySelector('dl'), 'not drawn while far from the window').to.equal(null);
      expect(warnings.calls, 'no warning before anything read the attribute').to.have.length(0);
      expect(element.data).to.equal(undefined);
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('<eb-far-probe>').and.to.contain('attribute "data"').and.to.contain('not valid JSON');
      element.scrollIntoView();
      await rendered(element);
      expect(prop(element, 'data')).to.equal('default data');
      expect(warnings.messages(), 'the same warning is not given again when it is drawn').to.have.length(1);
    } finally {
      warnings.restore();
    }
  });

  it('a valid one reads back as its data before the element is drawn, and draws as it was last set', async () => {
    const container = mountHtml(`<div style="height: 30000px"></div><eb-far-probe data='{"name": "first"}'></eb-far-probe>`);
    const element = container.querySelector('eb-far-probe') as HTMLElement & { data?: { name: string } };
    expect(element.data?.name).to.equal('first');
    element.setAttribute('data', '{"name": "second"}');
    expect(element.data?.name).to.equal('second');
    element.setAttribute('data', '{"name": "third"}');
    element.scrollIntoView();
    await rendered(element);
    expect(prop(element, 'data')).to.equal('third');
    element.data = { name: 'fourth' };
    await waitFor(() => expect(prop(element, 'data')).to.equal('fourth'));
  });
});

/** Counts clicks in React state, and records unmounts. */
let unmounts = 0;
function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => () => void unmounts++, []);
  return (
    <button type="button" onClick={() => setCount((current) => current + 1)}>
      Clicked {count} times
    </button>
  );
}
defineElement({ tag: 'eb-counter', load: () => Promise.resolve({ component: Counter }) });

describe('the element wrapper: a JSON property given text warns naming the property (issue 11)', () => {
  it('\'property "data" is not valid JSON\', once, and the default', async () => {
    const element = (await probe()) as HTMLElement & { data?: unknown };
    const warnings = captureConsole('warn');
    try {
      element.data = '{"name": oops';
      await nextTask();
      expect(prop(element, 'data')).to.equal('default data');
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('<eb-probe>').and.to.contain('property "data"').and.to.contain('not valid JSON');
    } finally {
      warnings.restore();
    }
  });
});

describe('the element wrapper: a JSON value is read liberally, parts it cannot read left out with one warning naming them (issue 37)', () => {
  function nested(depth: number): unknown {
    let value: unknown = 1;
    for (let level = 0; level < depth; level += 1) value = { a: value };
    return value;
  }

  it('a property with a branch 1000 levels deep and a back-reference: the rest is used, one warning names the tag, property "data" and both paths', async () => {
    const element = (await probe()) as HTMLElement & { data?: unknown };
    const warnings = captureConsole('warn');
    try {
      const data: Record<string, unknown> = { name: 'kept', extra: nested(1000) };
      data.owner = { items: [data] };
      element.data = data;
      await waitFor(() => expect(prop(element, 'data')).to.equal('kept'));
      await nextTask();
      expect(warnings.messages()).to.deep.equal([
        '[eb-widgets] <eb-probe> property "data": what cannot be read is left out ("extra.a.a.a.a.a…" is nested more than 64 levels deep; "owner.items.0" refers back to an object that contains it); the rest is used.',
      ]);
      expect(element.data, 'the getter gives back what was given').to.equal(data);
    } finally {
      warnings.restore();
    }
  });

  it('an attribute nested past 64 levels names attribute "data"', async () => {
    const warnings = captureConsole('warn');
    try {
      const element = await probe(`<eb-probe data='{"name": "kept", "extra": ${'{"a":'.repeat(100)}1${'}'.repeat(100)}}'></eb-probe>`);
      expect(prop(element, 'data')).to.equal('kept');
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('<eb-probe> attribute "data": what cannot be read is left out ("extra.a.a.a.a.a…" is nested');
    } finally {
      warnings.restore();
    }
  });

  it('lists the first three parts, then "and N more"', async () => {
    const element = (await probe()) as HTMLElement & { data?: unknown };
    const warnings = captureConsole('warn');
    try {
      element.data = { name: 'kept', a: () => 1, b: () => 2, c: () => 3, d: () => 4, e: () => 5 };
      await waitFor(() => expect(prop(element, 'data')).to.equal('kept'));
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('("a" is a function; "b" is a function; "c" is a function; and 2 more)');
    } finally {
      warnings.restore();
    }
  });

  it('a value that is not data at all (a BigInt) still warns once and gives the default', async () => {
    const element = (await probe()) as HTMLElement & { data?: unknown };
    const warnings = captureConsole('warn');
    try {
      element.data = BigInt(7);
      await nextTask();
      expect(prop(element, 'data')).to.equal('default data');
      expect(warnings.messages()).to.deep.equal(['[eb-widgets] <eb-probe> property "data" is not JSON data: it is a BigInt (7n); the default is used instead.']);
    } finally {
      warnings.restore();
    }
  });
});

describe('the element wrapper: a property setter never throws (issue 37)', () => {
  const throwingToString = () => ({
    toString(): string {
      throw new Error('no text');
    },
  });

  for (const [what, make] of [
    ['an object whose toString throws', throwingToString],
    ['an object without a prototype', () => Object.create(null) as object],
  ] as const) {
    it(`${what} as a string, number or list property: one warning naming the property, and the default`, async () => {
      const element = (await probe('<eb-probe label="Given" size="7" layout="horizontal"></eb-probe>')) as HTMLElement & Record<string, unknown>;
      const warnings = captureConsole('warn');
      try {
        for (const name of ['label', 'size', 'layout']) expect(() => (element[name] = make()), name).not.to.throw();
        await waitFor(() => expect([prop(element, 'label'), prop(element, 'size'), prop(element, 'layout')]).to.deep.equal(['default label', '3', 'vertical']));
        expect(warnings.messages()).to.deep.equal(
          ['label', 'size', 'layout'].map(
            (name) => `[eb-widgets] <eb-probe> property "${name}" cannot be turned into text (String(value) threw an error); the default is used instead.`,
          ),
        );
      } finally {
        warnings.restore();
      }
    });
  }

  it('…and set before the tag was defined, the same', async () => {
    const element = document.createElement('eb-late-text') as HTMLElement & { label?: unknown };
    element.label = throwingToString();
    mountHtml('').append(element);
    const warnings = captureConsole('warn');
    try {
      expect(() => defineElement({ tag: 'eb-late-text', load: () => Promise.resolve({ component: Probe }), attributes: { label: 'string' } })).not.to.throw();
      await rendered(element);
      expect(prop(element, 'label')).to.equal('default label');
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('<eb-late-text> property "label" cannot be turned into text');
    } finally {
      warnings.restore();
    }
  });
});

describe('the element wrapper: an object a framework wrote as an attribute (issue 15)', () => {
  it('warns once that the property should be set instead, naming eb-widgets/react, and gives the default', async () => {
    const element = await probe();
    const warnings = captureConsole('warn');
    try {
      // What React 19 does with an object prop on a tag not defined yet: String({ id: 1 }).
      element.setAttribute('data', '[object Object]');
      await nextTask();
      expect(prop(element, 'data')).to.equal('default data');
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('attribute "data" is "[object Object]"').and.to.contain('set the property instead').and.to.contain('eb-widgets/react');
    } finally {
      warnings.restore();
    }
  });
});

describe('the element wrapper: an attribute the page never set is never read from Object.prototype (issue 11)', () => {
  it('with layout and enabled set on Object.prototype, the component still gets its defaults', async () => {
    // Not enumerable, so nothing else on the test page trips over them while they are there.
    for (const [key, value] of [
      ['layout', 'horizontal'],
      ['enabled', true],
      ['size', 99],
    ] as const) {
      Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true });
    }
    try {
      const element = await probe();
      expect([prop(element, 'layout'), prop(element, 'enabled'), prop(element, 'size')]).to.deep.equal(['vertical', 'false', '3']);
    } finally {
      for (const key of ['layout', 'enabled', 'size']) delete (Object.prototype as Record<string, unknown>)[key];
    }
  });
});

describe('the element wrapper: moving an element within the DOM keeps its state', () => {
  it('keeps React state when moved to another parent', async () => {
    const page = mountHtml('<section id="from"><eb-counter></eb-counter></section><section id="to"></section>');
    const counter = await rendered(page.querySelector('eb-counter'));
    const button = () => shadow(counter).getByRole('button');
    button().click();
    button().click();
    await waitFor(() => expect(button().textContent).to.equal('Clicked 2 times'));
    unmounts = 0;
    page.querySelector('#to')!.append(counter);
    await nextTask(20);
    expect(unmounts).to.equal(0);
    expect(button().textContent).to.equal('Clicked 2 times');
  });

  it('unmounts an element that stays out of the document', async () => {
    const page = mountHtml('<eb-counter></eb-counter>');
    const counter = await rendered(page.querySelector('eb-counter'));
    unmounts = 0;
    counter.remove();
    await waitFor(() => expect(unmounts).to.equal(1));
    expect(counter.shadowRoot!.childElementCount).to.equal(0);
  });
});

describe('the element wrapper: defining a tag twice', () => {
  it('never throws, and the first definition stays', async () => {
    const first = defineElement({ tag: 'eb-twice', load: () => Promise.resolve({ component: () => <p>first definition</p> }) });
    const second = defineElement({ tag: 'eb-twice', load: () => Promise.resolve({ component: () => <p>second definition</p> }) });
    expect(second).to.equal(first);
    const element = await rendered(mountHtml('<eb-twice></eb-twice>').querySelector('eb-twice'));
    expect(shadow(element).getByText('first definition')).to.exist;
  });
});

describe("the element wrapper: defining a tag upgrades the page's elements at once, and mounts them in the tasks after (issue 16, 'long work is split')", () => {
  it('as define returns, each of 200 elements has its shadow root and stylesheet, and no code has been asked for; then all 200 render', async () => {
    const page = mountHtml(Array.from({ length: 200 }, (_, index) => `<eb-many label="card ${index}"></eb-many>`).join(''));
    let loads = 0;
    defineElement({
      tag: 'eb-many',
      attributes: { label: 'string' },
      load: () => {
        loads += 1;
        return Promise.resolve({ component: Probe });
      },
    });
    const elements = [...page.querySelectorAll('eb-many')];
    // The base styles and the page's colour scheme (element-stylesheets.ts), one of each for all 200.
    expect(elements.every((element) => element.shadowRoot?.adoptedStyleSheets.length === 2)).to.equal(true);
    expect(new Set(elements.flatMap((element) => element.shadowRoot!.adoptedStyleSheets)).size).to.equal(2);
    expect(loads, 'connecting them starts nothing in the task that defines the tag').to.equal(0);
    await Promise.all(elements.map((element) => rendered(element)));
    expect(loads).to.equal(1);
    expect(elements.map((element) => prop(element, 'label'))).to.deep.equal(elements.map((_, index) => `card ${index}`));
  });

  it('an element taken out before its turn is not rendered; put back, it renders', async () => {
    const page = mountHtml('<eb-taken-out></eb-taken-out><div id="elsewhere"></div>');
    const element = page.querySelector('eb-taken-out')!;
    const rendering: string[] = [];
    defineElement({
      tag: 'eb-taken-out',
      load: () =>
        Promise.resolve({
          component: () => {
            rendering.push('rendered');
            return <p>drawn</p>;
          },
        }),
    });
    element.remove();
    await nextTask(100);
    expect(rendering).to.deep.equal([]);
    expect(element.shadowRoot!.children).to.have.length(0);
    page.querySelector('#elsewhere')!.append(element);
    await rendered(element);
    expect(shadow(element).getByText('drawn')).to.exist;
  });

  it('an element moved before its turn renders once, where it now is', async () => {
    const page = mountHtml('<eb-moved-early></eb-moved-early><div id="elsewhere"></div>');
    const element = page.querySelector('eb-moved-early')!;
    let mounts = 0;
    function Drawn() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>drawn</p>;
    }
    defineElement({
      tag: 'eb-moved-early',
      load: () => Promise.resolve({ component: Drawn }),
    });
    page.querySelector('#elsewhere')!.append(element);
    await rendered(element);
    await nextTask(100);
    expect(mounts).to.equal(1);
  });
});

describe('the element wrapper: one constructed stylesheet per tag', () => {
  it('is adopted by every instance of the tag, in an open shadow root', async () => {
    const page = mountHtml('<eb-probe></eb-probe><eb-probe></eb-probe><eb-counter></eb-counter>');
    const [a, b] = await Promise.all([...page.querySelectorAll('eb-probe')].map((element) => rendered(element)));
    const counter = await rendered(page.querySelector('eb-counter'));
    expect(a.shadowRoot?.mode).to.equal('open');
    // Its tag's sheet, and the page's colour scheme shared by every element.
    expect(a.shadowRoot!.adoptedStyleSheets).to.have.length(2);
    expect(a.shadowRoot!.adoptedStyleSheets).to.deep.equal(b.shadowRoot!.adoptedStyleSheets);
    expect(counter.shadowRoot!.adoptedStyleSheets[1]).to.equal(a.shadowRoot!.adoptedStyleSheets[1]);
    expect(counter.shadowRoot!.adoptedStyleSheets[0]).not.to.equal(a.shadowRoot!.adoptedStyleSheets[0]);
  });

  it('keeps host-page CSS out and element CSS in', async () => {
    const page = mountHtml('<style>p { color: rgb(255, 0, 0); }</style><p id="host-text">host text</p><eb-styled></eb-styled>');
    defineElement({ tag: 'eb-styled', load: () => Promise.resolve({ component: () => <p>inside</p>, styles: 'p { color: rgb(0, 128, 0); }' }) });
    const element = await rendered(page.querySelector('eb-styled'));
    expect(getComputedStyle(shadow(element).getByText('inside')).color).to.equal('rgb(0, 128, 0)');
    expect(getComputedStyle(page.querySelector('#host-text')!).color).to.equal('rgb(255, 0, 0)');
  });
});

function Broken(): never {
  throw new Error('render failure in a test');
}
defineElement({ tag: 'eb-broken', load: () => Promise.resolve({ component: Broken }) });

describe('the element wrapper: an error boundary per element', () => {
  it("logs a render error and shows spec 000 §8's generic fallback, while other elements keep working", async () => {
    const errors = captureConsole('error');
    try {
      const page = mountHtml('<eb-broken></eb-broken><eb-counter></eb-counter>');
      const broken = await rendered(page.querySelector('eb-broken'));
      const view = shadow(broken);
      await view.findByText('Oops, something went wrong!');
      expect(view.getByRole('link', { name: 'please let us know' }).getAttribute('href')).to.match(/^https?:\/\//);
      expect(view.getByRole('link', { name: 'Create an Event' }).getAttribute('href')).to.equal('https://www.eventbrite.com/create');
      expect(view.getByRole('link', { name: 'Find an Event' }).getAttribute('href')).to.equal('https://www.eventbrite.com/d/local/');
      expect(errors.messages().some((message) => message.includes('<eb-broken> failed to render'))).to.equal(true);

      await expectNoAxeViolations(broken);

      const counter = await rendered(page.querySelector('eb-counter'));
      shadow(counter).getByRole('button').click();
      await waitFor(() => expect(shadow(counter).getByRole('button').textContent).to.equal('Clicked 1 times'));
    } finally {
      errors.restore();
    }
  });
});

function Emitter({ onPick }: { onPick?: (detail: { value: string }) => boolean }) {
  const emit = useEmit();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOutcome(onPick?.({ value: 'picked' }) ? 'went ahead' : 'cancelled')}>
        Pick
      </button>
      <button type="button" onClick={() => emit('eb-analytics', { action: 'Probe' })}>
        Track
      </button>
      <output>{outcome}</output>
    </>
  );
}
defineElement({ tag: 'eb-emitter', load: () => Promise.resolve({ component: Emitter }), events: { onPick: { event: 'eb-pick', cancelable: true } } });

describe('the element wrapper: events', () => {
  it('are CustomEvents with the eb- prefix that bubble and are composed', async () => {
    const element = await rendered(mountHtml('<eb-emitter></eb-emitter>').querySelector('eb-emitter'));
    const seen: CustomEvent[] = [];
    const listener = (event: Event) => seen.push(event as CustomEvent);
    document.addEventListener('eb-pick', listener);
    document.addEventListener('eb-analytics', listener);
    try {
      shadow(element).getByRole('button', { name: 'Pick' }).click();
      shadow(element).getByRole('button', { name: 'Track' }).click();
      expect(seen.map((event) => event.type)).to.deep.equal(['eb-pick', 'eb-analytics']);
      for (const event of seen) {
        expect(event).to.be.instanceOf(CustomEvent);
        expect(event.bubbles).to.equal(true);
        expect(event.composed).to.equal(true);
        expect(event.target).to.equal(element);
      }
      expect(seen[0].detail).to.deep.equal({ value: 'picked' });
      expect(seen[1].detail).to.deep.equal({ action: 'Probe' });
    } finally {
      document.removeEventListener('eb-pick', listener);
      document.removeEventListener('eb-analytics', listener);
    }
  });

  it('a cancelable event tells the component when a listener cancelled it', async () => {
    const element = await rendered(mountHtml('<eb-emitter></eb-emitter>').querySelector('eb-emitter'));
    const view = shadow(element);
    view.getByRole('button', { name: 'Pick' }).click();
    await view.findByText('went ahead');
    const cancel = (event: Event) => event.preventDefault();
    element.addEventListener('eb-pick', cancel);
    view.getByRole('button', { name: 'Pick' }).click();
    await view.findByText('cancelled');
    element.removeEventListener('eb-pick', cancel);
  });
});

describe('the element wrapper: the class a page registers under its own name', () => {
  it('is returned undefined-as-a-tag: the page can register it under another name, and it works there too', async () => {
    const EbNamed = defineElement({
      tag: 'eb-named',
      attributes: { label: 'string' },
      load: () => Promise.resolve({ component: ({ label }: { label?: string }) => <p>label: {label}</p> }),
    })!;
    customElements.define('partner-named-card', EbNamed);
    const page = mountHtml('<eb-named label="ours"></eb-named><partner-named-card label="theirs"></partner-named-card>');
    const ours = await rendered(page.querySelector('eb-named'));
    const theirs = await rendered(page.querySelector('partner-named-card'));
    expect(shadow(ours).getByText('label: ours')).to.exist;
    expect(shadow(theirs).getByText('label: theirs')).to.exist;
    expect(theirs).to.be.instanceOf(EbNamed);
    expect(ours).to.be.instanceOf(EbNamed);
  });
});
