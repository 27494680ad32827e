import type { EntitySchema, Registry } from '../../shared/registry';
import type { PageLabels } from '../../shared/page-labels';
import type { Queryable } from '../db/db';
import { labelledTargets, recordLabels } from './record-labels';

/**
 * The labels of the records the page's reference properties name, each once: one query per referenced
 * resource, and only from resources the tenant may see (a getMany there would be refused with 403).
 */
export async function pageLabels(
  db: Queryable,
  registry: Registry,
  tenant: string,
  /** The menu keys the tenant shows (visibility.ts shownKeys). */
  shown: readonly string[],
  entity: EntitySchema,
  rows: Record<string, unknown>[],
): Promise<PageLabels> {
  const keys = new Map<EntitySchema, Set<string>>();
  for (const [property, target] of labelledTargets(registry, shown, entity, Object.keys(entity.properties))) {
    const set = keys.get(target) ?? new Set<string>();
    for (const row of rows) if (row[property] !== null && row[property] !== undefined) set.add(String(row[property]));
    keys.set(target, set);
  }
  const answers = await Promise.all(
    [...keys].map(async ([target, set]) => [target['x-resource'], Object.fromEntries(await recordLabels(db, target, tenant, [...set]))] as const),
  );
  return Object.fromEntries(answers.filter(([, labels]) => Object.keys(labels).length > 0));
}
