import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import { cloneElement, isValidElement, type MouseEvent, type ReactElement } from 'react';
import { COUNT_CAP, isCappedTotal } from '../../../shared/list-count';
import { ITEMS_PER_PAGE_OPTIONS } from '../../../shared/settings';
import { formatNumber } from '../../format/number';
import { opensElsewhere } from '../newTab';

/** The address of one page of a list that keeps its page in the address. */
export type PageHref = (page: number) => string;

/**
 * A page number as a link to that page (`pageHref`), so it opens in a new tab, middle-clicked or from the
 * browser's menu, and its address can be copied. A plain click stays in the tab: the pager turns the page and
 * the list writes its address itself. A click with Ctrl, ⌘ or Shift is the browser's (a new tab or window) and
 * leaves this tab's page as it is. The pager's item is what the keyboard reaches, so the link is no second stop.
 * Without `pageHref` (a table whose page is not in the address) and for the arrows, the pager's own buttons.
 */
function pagerItem(pageHref?: PageHref): NonNullable<TablePaginationConfig['itemRender']> {
  return (page, type, element) => {
    if (!pageHref || type !== 'page' || !isValidElement(element)) return element;
    const followInPage = (event: MouseEvent) => {
      if (opensElsewhere(event)) event.stopPropagation();
      else event.preventDefault();
    };
    return cloneElement(element as ReactElement<{ href?: string; tabIndex?: number; onClick?: (event: MouseEvent) => void }>, {
      href: pageHref(page),
      tabIndex: -1,
      onClick: followInPage,
    });
  };
}

/**
 * The pager of a server-paged table (refine's useTable): the page sizes of the settings and "Showing x to
 * y of N" with the server's total. Above a list's count cap the server answers cap + 1: "more than 10,000",
 * and the pages still work. Its page numbers link to their pages where the list keeps its page in the
 * address (`pageHref`); refine's own links named no page of ours (pagerItem).
 */
export function serverPagination(
  pagination: TablePaginationConfig | false | undefined,
  t: TFunction,
  pageHref?: PageHref,
): TablePaginationConfig | false | undefined {
  return (
    pagination && {
      ...pagination,
      showSizeChanger: true,
      pageSizeOptions: [...ITEMS_PER_PAGE_OPTIONS],
      itemRender: pagerItem(pageHref),
      showTotal: (total, [start, end]) =>
        isCappedTotal(total)
          ? t('generic.list.showingMore', { start: formatNumber(start), end: formatNumber(end), cap: formatNumber(COUNT_CAP) })
          : t('generic.list.showing', { start: formatNumber(start), end: formatNumber(end), total: formatNumber(total) }),
    }
  );
}
