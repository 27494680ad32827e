import { Pagination } from 'antd';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverPagination, type PageHref } from '../../../../src/client/generic/list/serverPagination';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** The server pager of page 2 of 95 records, 20 a page; answers what the pager asked to turn to. */
function showPager(pageHref?: PageHref) {
  const onChange = vi.fn();
  const config = serverPagination({ current: 2, pageSize: 20, total: 95, onChange }, i18next.t, pageHref);
  if (!config) throw new Error('no pager');
  act(() => root.render(<Pagination {...config} />));
  return onChange;
}
const pageLink = (page: number) => container.querySelector<HTMLAnchorElement>(`.ant-pagination-item-${page} a`)!;

describe('a server-paged table’s pager', () => {
  it('links each page number to that page of the list', () => {
    showPager((page) => `/en/movement-data/inbounds?currentPage=${page}`);
    expect([1, 2, 3, 4, 5].map((page) => pageLink(page).getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5].map((page) => `/en/movement-data/inbounds?currentPage=${page}`),
    );
  });

  it('turns the page in the tab on a plain click, without following the link', () => {
    const onChange = showPager((page) => `/list?currentPage=${page}`);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void pageLink(3).dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenCalledWith(3, 20);
  });

  it('leaves a Ctrl- or Shift-click to the browser and the tab’s page as it is', () => {
    const onChange = showPager((page) => `/list?currentPage=${page}`);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...modifier });
      act(() => void pageLink(4).dispatchEvent(click));
      expect(click.defaultPrevented).toBe(false);
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is one keyboard stop per page: the link is not a second one', () => {
    showPager((page) => `/list?currentPage=${page}`);
    expect(pageLink(3).tabIndex).toBe(-1);
  });

  it('has no links where the table does not keep its page in the address', () => {
    showPager();
    expect(container.querySelectorAll('.ant-pagination a[href]')).toHaveLength(0);
    expect(container.querySelectorAll('.ant-pagination-item')).toHaveLength(5);
  });
});
