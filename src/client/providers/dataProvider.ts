import dataProviderFactory, { generateFilter, generateSort, stringify } from '@refinedev/simple-rest';
import type { BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import { LABELS_PARAM, type LabelledPage, type PageLabels } from '../../shared/page-labels';
import { http } from '../api/http';

/**
 * The stock simple-rest provider on the shared axios instance (auth headers, 401 handling). Its API URL
 * is empty because the instance's baseURL already is /api/v1 (axios would prefix it a second time).
 */
const restProvider = dataProviderFactory('', http);

/**
 * getList with `meta.labels`: the page comes with the labels of the records it references (GET …?_labels=1),
 * answered as `labels` beside `data` and `total`.
 */
async function getLabelledList<TData extends BaseRecord = BaseRecord>(
  params: Parameters<DataProvider['getList']>[0],
): Promise<{ data: TData[]; total: number; labels: PageLabels }> {
  // The stock getList writes the paging, sort and filter parameters; `_labels` rides along as one more.
  const filters = [...(params.filters ?? []), { field: LABELS_PARAM, operator: 'eq' as const, value: 1 }];
  const { data, total } = await restProvider.getList({ ...params, filters });
  const page = data as unknown as LabelledPage<TData>;
  // The stock total falls back to the body's length, which an object has not: an empty list counts 0.
  return { data: page.data, total: total || 0, labels: page.labels };
}

/** The filter and sort parameters of a list request, written by simple-rest as its getList writes them (the list's export sends them too). */
export function listQuery(filters: CrudFilter[], sorters: CrudSort[]): string {
  const sort = generateSort(sorters);
  return stringify({ ...generateFilter(filters), ...(sort && { _sort: sort._sort.join(','), _order: sort._order.join(',') }) });
}

/** getOne with `meta.version`: that version of a versioned record instead of the one active today (GET …/{key}?version=n). */
export const dataProvider: DataProvider = {
  ...restProvider,
  getList: <TData extends BaseRecord = BaseRecord>(params: Parameters<DataProvider['getList']>[0]) =>
    params.meta?.labels ? getLabelledList<TData>(params) : restProvider.getList<TData>(params),
  getOne: async <TData extends BaseRecord = BaseRecord>(params: Parameters<DataProvider['getOne']>[0]) => {
    const version = params.meta?.version;
    if (version === undefined) return restProvider.getOne<TData>(params);
    const { data } = await http.get<TData>(`/${params.resource}/${params.id}`, { params: { version } });
    return { data };
  },
};
