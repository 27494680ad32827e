import dataProviderFactory from '@refinedev/simple-rest';
import type { BaseRecord, DataProvider } from '@refinedev/core';
import { http } from '../api/http';

/**
 * The stock simple-rest provider on the shared axios instance (auth headers, 401 handling). Its API URL
 * is empty because the instance's baseURL already is /api/v1 (axios would prefix it a second time).
 */
const restProvider = dataProviderFactory('', http);

/** getOne with `meta.version`: that version of a versioned record instead of the one active today (GET …/{key}?version=n). */
export const dataProvider: DataProvider = {
  ...restProvider,
  getOne: async <TData extends BaseRecord = BaseRecord>(params: Parameters<DataProvider['getOne']>[0]) => {
    const version = params.meta?.version;
    if (version === undefined) return restProvider.getOne<TData>(params);
    const { data } = await http.get<TData>(`/${params.resource}/${params.id}`, { params: { version } });
    return { data };
  },
};
