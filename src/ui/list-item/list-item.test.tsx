import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { TextList } from '../text-list/TextList';
import { ListItem, listItemImageSource, type ListItemAlignment, type ListItemImageState } from './ListItem';

afterEach(cleanupElements);

// The test runner serves the repository root.
const DOT = '/src/test-support/list-item/fixtures/dot.svg';
const MISSING = '/src/test-support/list-item/fixtures/missing.svg';

const STATES: ListItemImageState[] = ['loading', 'loaded', 'failed'];

function stateOf(className: string | null): ListItemImageState | undefined {
  return STATES.find((state) => className?.split(' ').includes(`eb-list-item__image--${state}`));
}

function imageState(root: ShadowRoot): ListItemImageState | undefined {
  return stateOf(root.querySelector('.eb-list-item__image')?.getAttribute('class') ?? null);
}

/**
 * Renders an item with an image and records every state its image slot goes through, from the
 * first render on (a MutationObserver sees the first class before the image can load).
 */
async function renderWithImage(imageUrl: string) {
  const rendered = await renderInElement(<ul />);
  const seen: ListItemImageState[] = [];
  const record = (state: ListItemImageState | undefined) => {
    if (state && seen[seen.length - 1] !== state) seen.push(state);
  };
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') record(stateOf(mutation.oldValue));
      for (const node of mutation.addedNodes) {
        if (node instanceof Element) record(stateOf(node.querySelector('.eb-list-item__image')?.getAttribute('class') ?? null));
      }
    }
    record(imageState(rendered.root));
  });
  observer.observe(rendered.root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
  rendered.rerender(
    <ul>
      <ListItem imageUrl={imageUrl} imageAlt="Jazz night poster">
        <TextList primaryText="Jazz night" secondaryText="Sat, Jun 7" />
      </ListItem>
    </ul>,
  );
  return { ...rendered, seen, stop: () => observer.disconnect() };
}

describe('ListItem (spec 000 §4): "Image in list item: loading, then loaded or failed"', () => {
  it('an image that loads goes from loading to loaded, and is shown', async () => {
    const { root, seen, stop } = await renderWithImage(DOT);
    await waitFor(() => expect(imageState(root)).to.equal('loaded'));
    stop();
    expect(seen).to.deep.equal(['loading', 'loaded']);
    const img = root.querySelector('img')!;
    expect(img.alt).to.equal('Jazz night poster');
    expect(img.naturalWidth).to.equal(8);
    // Fades in once loaded.
    await waitFor(() => expect(getComputedStyle(img).opacity).to.equal('1'));
  });

  it('an image that fails goes from loading to failed, and shows a placeholder, not a broken image', async () => {
    const { root, view, seen, stop } = await renderWithImage(MISSING);
    await waitFor(() => expect(imageState(root)).to.equal('failed'));
    stop();
    expect(seen).to.deep.equal(['loading', 'failed']);
    expect(root.querySelector('img')).to.equal(null);
    const placeholder = view.getByRole('img', { name: 'Jazz night poster' });
    expect(getComputedStyle(placeholder).backgroundImage).to.match(/^url\("data:image\/svg\+xml/);
  });

  it('while loading, the image is hidden over a placeholder', async () => {
    const { root, rerender } = await renderInElement(<ul />);
    // Holds the image in its loading state, as a slow network would: the load event is stopped
    // on its way down to the image.
    const holdLoad = (event: Event) => event.stopPropagation();
    root.addEventListener('load', holdLoad, true);
    try {
      rerender(
        <ul>
          <ListItem imageUrl={`${DOT}?held`} imageAlt="Jazz night poster" />
        </ul>,
      );
      await waitFor(() => expect(root.querySelector('img')?.complete).to.equal(true));
      expect(imageState(root)).to.equal('loading');
      expect(getComputedStyle(root.querySelector('img')!).opacity).to.equal('0');
    } finally {
      root.removeEventListener('load', holdLoad, true);
    }
  });

  it('a new image URL starts loading again', async () => {
    const { root, rerender } = await renderWithImage(MISSING);
    await waitFor(() => expect(imageState(root)).to.equal('failed'));
    rerender(
      <ul>
        <ListItem imageUrl={DOT} imageAlt="Jazz night poster" />
      </ul>,
    );
    await waitFor(() => expect(imageState(root)).to.equal('loaded'));
  });
});

describe('ListItem: images load only from http(s) URLs', () => {
  it('accepts http(s) and page-relative URLs and refuses data:, javascript: and others', () => {
    expect(listItemImageSource('https://img.evbuc.com/a.png')).to.equal('https://img.evbuc.com/a.png');
    expect(listItemImageSource('http://example.com/a.png')).to.equal('http://example.com/a.png');
    expect(listItemImageSource(DOT)).to.equal(DOT);
    expect(listItemImageSource('data:image/png;base64,iVBORw0KGgo=')).to.equal(undefined);
    expect(listItemImageSource('javascript:alert(1)')).to.equal(undefined);
    expect(listItemImageSource(' java\tscript:alert(1)')).to.equal(undefined);
    expect(listItemImageSource('ftp://example.com/a.png')).to.equal(undefined);
    expect(listItemImageSource('')).to.equal(undefined);
    expect(listItemImageSource(undefined)).to.equal(undefined);
  });

  it('shows the placeholder instead of an image with any other URL', async () => {
    const { root, view } = await renderInElement(
      <ul>
        <ListItem imageUrl="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E" imageAlt="Poster" />
      </ul>,
    );
    expect(root.querySelector('img')).to.equal(null);
    expect(imageState(root)).to.equal('failed');
    expect(view.getByRole('img', { name: 'Poster' })).to.exist;
  });

  it('a failed image without alt text is hidden from screen readers', async () => {
    const { root } = await renderInElement(
      <ul>
        <ListItem imageUrl="javascript:alert(1)" />
      </ul>,
    );
    expect(root.querySelector('.eb-list-item__image')!.getAttribute('aria-hidden')).to.equal('true');
  });
});

describe('ListItem (spec 000 §9): "List item alignment top, middle, bottom"', () => {
  const expected: Record<ListItemAlignment, string> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };

  for (const alignment of Object.keys(expected) as ListItemAlignment[]) {
    it(`alignment ${alignment} lines the row up with align-items: ${expected[alignment]}`, async () => {
      const { root } = await renderInElement(
        <ul>
          <ListItem alignment={alignment}>Jazz night</ListItem>
        </ul>,
      );
      expect(getComputedStyle(root.querySelector('.eb-list-item')!).alignItems).to.equal(expected[alignment]);
    });
  }

  it('aligns to the middle by default', async () => {
    const { root } = await renderInElement(
      <ul>
        <ListItem>Jazz night</ListItem>
      </ul>,
    );
    expect(getComputedStyle(root.querySelector('.eb-list-item')!).alignItems).to.equal('center');
  });
});

describe('ListItem: image, content and end content in a row', () => {
  it('shows the content and end content after the image, as a list item or a plain row', async () => {
    const { view, root } = await renderInElement(
      <>
        <ul>
          <ListItem imageUrl={DOT} imageAlt="" endContent={<button type="button">Remove</button>}>
            <TextList primaryText="Jazz night" secondaryText="Sat, Jun 7" />
          </ListItem>
        </ul>
        <ListItem as="div">A row on its own</ListItem>
      </>,
    );
    const item = view.getByRole('listitem');
    const parts = [...item.children].map((child) => child.className.split(' ')[0]);
    expect(parts).to.deep.equal(['eb-list-item__image', 'eb-list-item__content', 'eb-list-item__end']);
    expect(within(item).getByText('Jazz night')).to.exist;
    expect(within(item).getByRole('button', { name: 'Remove' })).to.exist;
    expect(getComputedStyle(item).display).to.equal('flex');
    const row = root.querySelector('div.eb-list-item')!;
    expect(row.textContent).to.equal('A row on its own');
    expect(row.querySelector('.eb-list-item__image, .eb-list-item__end')).to.equal(null);
  });
});

describe('ListItem: accessibility', () => {
  it('has no axe-core violations while its image is loading', async () => {
    const { host, root, rerender } = await renderInElement(<ul />);
    const holdLoad = (event: Event) => event.stopPropagation();
    root.addEventListener('load', holdLoad, true);
    try {
      rerender(
        <ul>
          <ListItem imageUrl={`${DOT}?held-axe`} imageAlt="Jazz night poster" endContent={<button type="button">Remove</button>}>
            <TextList primaryText="Jazz night" secondaryText="Sat, Jun 7" />
          </ListItem>
        </ul>,
      );
      await waitFor(() => expect(root.querySelector('img')?.complete).to.equal(true));
      expect(imageState(root)).to.equal('loading');
      await expectNoAxeViolations(host);
    } finally {
      root.removeEventListener('load', holdLoad, true);
    }
  });

  it('has no axe-core violations once its image has loaded', async () => {
    const { host, root } = await renderWithImage(DOT);
    await waitFor(() => expect(imageState(root)).to.equal('loaded'));
    await expectNoAxeViolations(host);
  });

  it('has no axe-core violations once its image has failed', async () => {
    const { host, root } = await renderWithImage(MISSING);
    await waitFor(() => expect(imageState(root)).to.equal('failed'));
    await expectNoAxeViolations(host);
  });
});
