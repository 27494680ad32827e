import { useDataProvider, type BaseRecord } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { EntitySchema } from '../../../shared/registry';
import { registry } from '../../registry/registry';
import { referenceLabel } from '../referenceLabel';

/** The referenced keys on a page, per referenced resource (sorted, so equal pages share a query). */
export function referencedKeys(entity: EntitySchema, columns: string[], rows: readonly BaseRecord[]): [string, string[]][] {
  const keys = new Map<string, Set<string>>();
  for (const property of columns) {
    const target = entity.properties[property]?.['x-ref']?.resource;
    if (!target) continue;
    const set = keys.get(target) ?? new Set<string>();
    for (const row of rows) if (row[property] !== undefined && row[property] !== null) set.add(String(row[property]));
    if (set.size) keys.set(target, set);
  }
  return [...keys].map(([resource, set]) => [resource, [...set].sort()] as [string, string[]]).sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Labels of the records the shown reference columns point to: one getMany per referenced resource
 * for the whole page instead of a request per cell. Answers undefined until loaded (the key shows).
 */
export function useReferenceLabels(entity: EntitySchema, columns: string[], rows: readonly BaseRecord[] | undefined) {
  const dataProvider = useDataProvider()();
  const wanted = referencedKeys(entity, columns, rows ?? []);
  const { data } = useQuery({
    queryKey: ['reference-labels', wanted],
    enabled: wanted.length > 0,
    staleTime: 60_000,
    queryFn: async () => {
      const labels = new Map<string, string>();
      await Promise.all(
        wanted.map(async ([resource, ids]) => {
          const { data: records } = await dataProvider.getMany!({ resource, ids });
          const target = registry.get(resource);
          for (const record of records) labels.set(`${resource}\u0000${record[target?.['x-key'] ?? 'id']}`, referenceLabel(target, record));
        }),
      );
      return labels;
    },
  });
  return (property: string, key: unknown): string | undefined => {
    const resource = entity.properties[property]?.['x-ref']?.resource;
    return resource ? data?.get(`${resource}\u0000${String(key)}`) : undefined;
  };
}
