import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';

/**
 * The name of a list page request for early answers (api/earlyAnswers.ts): resource, page, sort and
 * filters as refine sends them (sorters without an order and filters without a value are dropped there).
 */
export function listPageRequest(params: { resource: string; pagination?: Pagination; sorters?: CrudSort[]; filters?: CrudFilter[] }): string {
  const sorters = (params.sorters ?? []).filter((sorter) => sorter.order != null).map((sorter) => [sorter.field, sorter.order]);
  const filters = (params.filters ?? []).filter((filter) => filter.value != null);
  return `list ${JSON.stringify([params.resource, params.pagination?.currentPage ?? 1, params.pagination?.pageSize, sorters, filters])}`;
}
