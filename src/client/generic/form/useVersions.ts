import { useApiUrl, useCustom, type BaseRecord } from '@refinedev/core';

/** All versions of a versioned record, newest first (GET /{resource}/{key}/versions). */
export function useVersions(resource: string, key: string, enabled: boolean) {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<BaseRecord[]>({
    url: `${apiUrl}/${resource}/${encodeURIComponent(key)}/versions`,
    method: 'get',
    queryOptions: { enabled },
  });
  // While loading refine hands out an empty object, not an array.
  return { versions: Array.isArray(result.data) ? result.data : [], loading: query.isLoading, failed: query.isError };
}
