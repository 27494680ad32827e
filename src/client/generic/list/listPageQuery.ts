import { keys, type CrudFilter, type CrudSort } from '@refinedev/core';
import { hashKey, type QueryKey } from '@tanstack/react-query';

/** A list page as the list asks refine's getList for it: with the labels of the records it references. */
export interface ListPageParams {
  resource: string;
  pagination: { currentPage: number; pageSize: number; mode: 'server' };
  sorters: CrudSort[];
  filters: CrudFilter[];
  meta: { labels: true };
}

/** refine's query key of a list page (useList's: data provider, resource, "list", then the meta and the request). */
export function listPageKey({ resource, meta, filters, pagination, sorters }: ListPageParams): QueryKey {
  return keys()
    .data()
    .resource(resource)
    .action('list')
    .params({ ...meta, filters, pagination, sorters })
    .get();
}

/** refine's key of every list page of a resource. */
export const listPagesKey = (resource: string): QueryKey => keys().data().resource(resource).action('list').get();

/**
 * The cache entry of a list page, by what its request asks. refine's list keys also hold the meta of the
 * resource and of the route (its label, the language), which do not change the answer and which a
 * preload running before refine cannot know; hashed without them, the page a list's preload asked for
 * (listPagePrefetch.ts) is the one the list finds.
 */
export function listPageHash(queryKey: QueryKey): string {
  const [data, provider, resource, action, params] = queryKey as [string, string, string, string, Partial<ListPageParams> & { labels?: true }];
  const { labels, filters, pagination, sorters } = params;
  return hashKey([data, provider, resource, action, { labels, filters, pagination, sorters }]);
}
