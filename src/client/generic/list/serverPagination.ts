import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import { COUNT_CAP, isCappedTotal } from '../../../shared/list-count';
import { ITEMS_PER_PAGE_OPTIONS } from '../../../shared/settings';
import { formatNumber } from '../../format/number';

/**
 * The pager of a server-paged table (refine's useTable): the page sizes of the settings and "Showing x to
 * y of N" with the server's total. Above a list's count cap the server answers cap + 1: "more than 10,000",
 * and the pages still work.
 */
export function serverPagination(pagination: TablePaginationConfig | false | undefined, t: TFunction): TablePaginationConfig | false | undefined {
  return (
    pagination && {
      ...pagination,
      showSizeChanger: true,
      pageSizeOptions: [...ITEMS_PER_PAGE_OPTIONS],
      showTotal: (total, [start, end]) =>
        isCappedTotal(total)
          ? t('generic.list.showingMore', { start: formatNumber(start), end: formatNumber(end), cap: formatNumber(COUNT_CAP) })
          : t('generic.list.showing', { start: formatNumber(start), end: formatNumber(end), total: formatNumber(total) }),
    }
  );
}
