import type { EntitySchema, Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { labelledTargets, recordLabels } from '../resources/record-labels';
import type { Row } from '../resources/repository';

export type ReferenceLabel = (property: string, key: string) => string | undefined;

/**
 * The rows in batches of `size`, each with the labels of the records its reference columns name: one
 * query per referenced resource and batch, and only for resources the tenant shows (the list asks the
 * same resources and shows the bare key where it may not).
 */
export async function* withReferenceLabels(
  db: Queryable,
  registry: Registry,
  tenant: string,
  /** The menu keys the tenant shows (visibility.ts shownKeys). */
  shown: readonly string[],
  entity: EntitySchema,
  columns: string[],
  rows: AsyncIterable<Row>,
  size: number,
): AsyncGenerator<[Row[], ReferenceLabel]> {
  const targets = labelledTargets(registry, shown, entity, columns);
  const label = async (batch: Row[]): Promise<ReferenceLabel> => {
    const byResource = new Map<string, Map<string, string>>();
    for (const [column, target] of targets) {
      const resource = target['x-resource'];
      const keys = new Set<string>();
      for (const row of batch) if (row[column] !== null && row[column] !== undefined) keys.add(String(row[column]));
      const known = byResource.get(resource) ?? new Map<string, string>();
      const missing = [...keys].filter((key) => !known.has(key));
      for (const [key, text] of await recordLabels(db, target, tenant, missing)) known.set(key, text);
      byResource.set(resource, known);
    }
    return (property, key) => {
      const target = targets.get(property);
      return target && byResource.get(target['x-resource'])?.get(key);
    };
  };
  let batch: Row[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length < size) continue;
    yield [batch, await label(batch)];
    batch = [];
  }
  if (batch.length) yield [batch, await label(batch)];
}
