import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CrudFilter } from '@refinedev/core';
import type { EntitySchema } from '../../../shared/registry';
import { sumProperties, type ListSums } from '../../../shared/sums';
import { http } from '../../api/http';
import { listQuery } from '../../providers/dataProvider';

/** The list's summed columns (x-sum) among the shown ones. */
export function summedColumns(entity: EntitySchema, columns: string[]): string[] {
  return sumProperties(entity).filter((name) => columns.includes(name));
}

/**
 * The totals of the `summed` columns over the whole filtered list (GET /{resource}.sums). Asked again whenever
 * the page was loaded (`pageLoadedAt`), so a write the page shows shows in the totals too; the server answers a
 * repeat from its list cache. An answer stays fresh, as the page's arrival decides when to ask: a list shown again
 * from the cache shows the totals of its cached page and asks once, when its page arrives anew. Nothing is asked
 * while no summed column is shown. The totals row asks, not the list: their arrival draws that row alone.
 */
export function useListSums(entity: EntitySchema, summed: string[], filters: CrudFilter[], pageLoadedAt: number): ListSums | undefined {
  const query = listQuery(filters, []);
  const resource = entity['x-resource'];
  const { data } = useQuery({
    queryKey: ['list-sums', resource, query, pageLoadedAt],
    enabled: summed.length > 0 && pageLoadedAt > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    queryFn: async () => (await http.get<ListSums>(`/${resource}.sums${query ? `?${query}` : ''}`)).data,
  });
  return data;
}
