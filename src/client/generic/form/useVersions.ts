import { useApiUrl, useCustom, type BaseRecord } from '@refinedev/core';
import { MAX_PAGE_SIZE } from '../../../shared/paging';

/** The versions of a versioned record, newest first (GET /{resource}/{key}/versions), as many as one page holds. */
export function useVersions(resource: string, key: string, enabled: boolean) {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<BaseRecord[]>({
    url: `${apiUrl}/${resource}/${encodeURIComponent(key)}/versions`,
    method: 'get',
    config: { query: { _start: 0, _end: MAX_PAGE_SIZE } },
    queryOptions: { enabled },
  });
  // While loading refine hands out an empty object, not an array.
  return { versions: Array.isArray(result.data) ? result.data : [], loading: query.isLoading, failed: query.isError };
}
