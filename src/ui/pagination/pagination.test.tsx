import { waitFor, within } from '@testing-library/dom';
import { resetMouse, selectOption, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { Pagination, type PaginationProps } from './Pagination';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, isValidPage, pageCountFor, pageItems, shownPage } from './pagination-rules';

afterEach(async () => {
  cleanupElements();
  await resetMouse();
});

/** A parent that follows every page change it is asked for, and records them. */
function Pager({ initialPage, requests, ...props }: Omit<PaginationProps, 'page' | 'onPageChange'> & { initialPage: number; requests: number[] }) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        requests.push(next);
        setPage(next);
      }}
    />
  );
}

async function renderPager(props: Omit<PaginationProps, 'page' | 'onPageChange'> & { initialPage: number }) {
  const requests: number[] = [];
  const rendered = await renderInElement(<Pager {...props} requests={requests} />);
  const nav = rendered.view.getByRole('navigation', { name: 'Pagination' });
  return { ...rendered, requests, nav, button: (name: string) => within(nav).getByRole('button', { name }) };
}

/** What the page list shows, in order: page numbers, '…' for gaps; the current page in [brackets]. */
function shownItems(nav: HTMLElement): string[] {
  return [...nav.querySelectorAll('.eb-pagination__page, .eb-pagination__ellipsis')].map((item) =>
    item.getAttribute('aria-current') === 'page' ? `[${item.textContent}]` : item.textContent.trim(),
  );
}

const activeElement = (root: ShadowRoot) => root.activeElement;

async function click(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

describe('Pagination (spec 001 §9): "Pagination component defaults: 20 per page, options 5, 10, 20, 30, 40, 50"', () => {
  it('defaults to 20 per page with options 5, 10, 20, 30, 40, 50', () => {
    expect(DEFAULT_PAGE_SIZE).to.equal(20);
    expect(PAGE_SIZE_OPTIONS).to.deep.equal([5, 10, 20, 30, 40, 50]);
  });

  it('shows a labelled Results per page selector set to 20, with options 5, 10, 20, 30, 40, 50', async () => {
    const { view } = await renderPager({ initialPage: 1, total: 95, showPageSize: true });
    const select = view.getByRole<HTMLSelectElement>('combobox', { name: 'Results per page' });
    expect(select.value).to.equal('20');
    expect([...select.options].map((option) => option.textContent)).to.deep.equal(['5', '10', '20', '30', '40', '50']);
  });

  it('counts pages of 20 from the total by default', async () => {
    expect(pageCountFor(95, 20)).to.equal(5);
    expect(pageCountFor(100, 20)).to.equal(5);
    expect(pageCountFor(101, 20)).to.equal(6);
    expect(pageCountFor(0, 20)).to.equal(1);
    const { nav } = await renderPager({ initialPage: 1, total: 95 });
    expect(shownItems(nav)).to.deep.equal(['[1]', '2', '3', '4', '5']);
  });

  it('reports a newly chosen page size', async () => {
    const sizes: number[] = [];
    const { host } = await renderInElement(<Pagination page={1} total={95} showPageSize onPageChange={() => {}} onPageSizeChange={(size) => sizes.push(size)} />);
    await selectOption({ selector: `${host.localName} select`, value: '50' });
    expect(sizes).to.deep.equal([50]);
  });

  it('hides the selector unless asked for it', async () => {
    const { view } = await renderPager({ initialPage: 1, total: 95 });
    expect(view.queryByRole('combobox')).to.equal(null);
  });
});

describe('Pagination (spec 001 §9): "Pagination ignores page numbers below 1 or above the page count"', () => {
  it('accepts only whole pages from 1 to the page count (pure rule)', () => {
    expect(isValidPage(0, 5)).to.equal(false);
    expect(isValidPage(-1, 5)).to.equal(false);
    expect(isValidPage(1, 5)).to.equal(true);
    expect(isValidPage(5, 5)).to.equal(true);
    expect(isValidPage(6, 5)).to.equal(false);
    expect(isValidPage(2.5, 5)).to.equal(false);
    expect(isValidPage(Number.NaN, 5)).to.equal(false);
  });

  it('Previous on the first page is ignored', async () => {
    const { requests, button } = await renderPager({ initialPage: 1, pageCount: 5 });
    const previous = button('Previous page');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    await click(previous);
    previous.focus();
    await sendKeys({ press: 'Enter' });
    expect(requests).to.deep.equal([]);
    expect(button('Page 1').getAttribute('aria-current')).to.equal('page');
  });

  it('Next on the last page is ignored', async () => {
    const { requests, button } = await renderPager({ initialPage: 5, pageCount: 5 });
    const next = button('Next page');
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    await click(next);
    next.focus();
    await sendKeys({ press: 'Space' });
    expect(requests).to.deep.equal([]);
    expect(button('Page 5').getAttribute('aria-current')).to.equal('page');
  });

  it('a page given out of range shows the nearest page as current', async () => {
    expect(shownPage(0, 5)).to.equal(1);
    expect(shownPage(9, 5)).to.equal(5);
    expect(shownPage(3, 5)).to.equal(3);
    const { view } = await renderInElement(<Pagination page={9} pageCount={5} onPageChange={() => {}} />);
    expect(view.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).to.equal('page');
  });
});

describe('Pagination: previous, next and page buttons', () => {
  it('is a navigation landmark named Pagination', async () => {
    const { nav } = await renderPager({ initialPage: 1, pageCount: 3 });
    expect(nav.localName).to.equal('nav');
  });

  it('Previous and Next move one page, Previous is enabled past the first page and Next before the last', async () => {
    const { requests, button, nav } = await renderPager({ initialPage: 2, pageCount: 3 });
    expect(button('Previous page').hasAttribute('aria-disabled')).to.equal(false);
    await click(button('Next page'));
    await waitFor(() => expect(shownItems(nav)).to.deep.equal(['1', '2', '[3]']));
    expect(button('Next page').getAttribute('aria-disabled')).to.equal('true');
    await click(button('Previous page'));
    await click(button('Previous page'));
    await waitFor(() => expect(shownItems(nav)).to.deep.equal(['[1]', '2', '3']));
    expect(requests).to.deep.equal([3, 2, 1]);
  });

  it('a page button goes to its page; the current page is marked aria-current="page"', async () => {
    const { requests, button, nav } = await renderPager({ initialPage: 1, pageCount: 4 });
    expect(nav.querySelectorAll('[aria-current]')).to.have.length(1);
    await click(button('Page 3'));
    await waitFor(() => expect(button('Page 3').getAttribute('aria-current')).to.equal('page'));
    expect(button('Page 1').hasAttribute('aria-current')).to.equal(false);
    await click(button('Page 3'));
    expect(requests).to.deep.equal([3]);
  });

  it('shows every page up to 7 pages', () => {
    expect(pageItems(1, 1)).to.deep.equal([1]);
    expect(pageItems(4, 7)).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
  });

  it('with many pages, shows the first and last pages and the current one with its neighbours, with an ellipsis for each gap', async () => {
    expect(pageItems(1, 20)).to.deep.equal([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(4, 20)).to.deep.equal([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(5, 20)).to.deep.equal([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    expect(pageItems(10, 20)).to.deep.equal([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(pageItems(17, 20)).to.deep.equal([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).to.deep.equal([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(5, 8)).to.deep.equal([1, 'start-ellipsis', 4, 5, 6, 7, 8]);
    const { nav } = await renderPager({ initialPage: 10, pageCount: 20 });
    expect(shownItems(nav)).to.deep.equal(['1', '…', '9', '[10]', '11', '…', '20']);
    expect([...nav.querySelectorAll('.eb-pagination__ellipsis')].every((gap) => gap.getAttribute('aria-hidden') === 'true')).to.equal(true);
  });
});

describe('Pagination: keyboard', () => {
  it('Tab reaches the page buttons; Enter and Space choose a page, and focus stays on the chosen button', async () => {
    const { root, requests, button } = await renderPager({ initialPage: 1, pageCount: 5 });
    button('Previous page').focus();
    await sendKeys({ press: 'Tab' });
    expect(activeElement(root)).to.equal(button('Page 1'));
    await sendKeys({ press: 'Tab' });
    expect(activeElement(root)).to.equal(button('Page 2'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(button('Page 2').getAttribute('aria-current')).to.equal('page'));
    expect(activeElement(root)).to.equal(button('Page 2'));
    await sendKeys({ press: 'Tab' });
    expect(activeElement(root)).to.equal(button('Page 3'));
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(button('Page 3').getAttribute('aria-current')).to.equal('page'));
    expect(requests).to.deep.equal([2, 3]);
  });

  it('Next keeps focus when it reaches the last page', async () => {
    const { root, requests, button } = await renderPager({ initialPage: 4, pageCount: 5 });
    const next = button('Next page');
    next.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(next.getAttribute('aria-disabled')).to.equal('true'));
    expect(activeElement(root)).to.equal(next);
    await sendKeys({ press: 'Enter' });
    expect(requests).to.deep.equal([5]);
  });
});

describe('Pagination: accessibility', () => {
  for (const [where, page] of [
    ['first', 1],
    ['middle', 10],
    ['last', 20],
  ] as const) {
    it(`has no axe-core violations on the ${where} page`, async () => {
      const { host } = await renderPager({ initialPage: page, pageCount: 20, showPageSize: true });
      await expectNoAxeViolations(host);
    });
  }
});
