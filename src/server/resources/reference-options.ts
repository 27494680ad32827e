import { REFERENCE_OPTION_PARAMS, type ReferenceOption } from '../../shared/reference-options';
import type { EntitySchema, Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { errors } from '../errors';
import type { QueryInput } from '../lists/page-params';
import { buildListQuery } from './list-query';
import type { ListCache } from './list-cache';
import { listPage, type Row } from './repository';
import { listScope } from '../search/list-scope';

const PARAMS = new Set<string>(REFERENCE_OPTION_PARAMS);

function optionOf(target: EntitySchema, row: Row): ReferenceOption {
  const option: ReferenceOption = { key: String(row[target['x-key']]) };
  const label = target['x-label'] && target['x-label'] !== target['x-key'] ? row[target['x-label']] : undefined;
  if (label !== undefined && label !== null && label !== '') option.label = String(label);
  return option;
}

/**
 * A page of the tenant's `target` records as options (shared/reference-options.ts): the list's own search,
 * paging and default order, so an option list finds what the referenced list finds. `id` names keys even
 * where the target has a property of that name.
 */
export async function referenceOptions(
  db: Queryable,
  scope: { registry: Registry; listCache: ListCache; tenant: string },
  target: EntitySchema,
  query: QueryInput,
): Promise<{ options: ReferenceOption[]; total: number }> {
  const unknown = Object.keys(query).filter((name) => !PARAMS.has(name));
  if (unknown.length) throw errors.unknownField(unknown);
  const { id, ...rest } = query;
  const listQuery = id === undefined ? rest : { ...rest, [target['x-key']]: id };
  const searchScope = await listScope(db, scope.registry, target, scope.tenant, listQuery);
  const { rows, total } = await listPage(db, target, scope.tenant, (params) => buildListQuery(target, listQuery, params, searchScope), scope.listCache);
  return { options: rows.map((row) => optionOf(target, row)), total };
}
