import type { Page, SortTerm } from './page-params';

/** How a page is read: `offset` and `limit` in the list's order, or in the reverse order when `reversed`. */
export interface PageScan {
  reversed: boolean;
  offset: number;
  limit: number;
}

/**
 * How to read `page` of a list of exactly `total` rows (undefined: not known before the page is read). A page
 * in the first half is read from the start, skipping `offset` rows; a page in the second half from the end in
 * the reverse order, skipping only the rows after it, so the last pages cost what the first ones do. The
 * rows read backwards are put in the list's order again by the caller.
 */
export function pageScan(page: Page, total: number | undefined): PageScan {
  const forward = { reversed: false, ...page };
  if (total === undefined || page.offset + page.limit / 2 <= total / 2) return forward;
  const end = Math.min(page.offset + page.limit, total);
  return { reversed: true, offset: total - end, limit: Math.max(0, end - page.offset) };
}

/** The order read backwards: every direction turned (PostgreSQL's nulls, last ascending, then come first). */
export const reversedSort = (sort: SortTerm[]): SortTerm[] => sort.map((term) => ({ ...term, direction: term.direction === 'ASC' ? 'DESC' : 'ASC' }));
