import { BULK_MAX, type BulkResult } from '../../shared/bulk';
import { isMalformedKey } from '../../shared/record-key';
import type { Registry } from '../../shared/registry';
import type { Db } from '../db/db';
import { ApiError, errors } from '../errors';
import type { Language } from '../i18n/translate';
import { buildListQuery } from '../resources/list-query';
import { matchingKeys } from '../resources/repository';
import type { ResourceService, WriteContext } from '../resources/service';
import { SqlParams } from '../resources/sql-params';
import { tenantToday } from '../time/tenant-day';
import { bulkRefusal } from './refusal';
import type { BulkPlan } from './request';
import { listScope } from '../search/list-scope';

/** "All matching the filter": the keys the list's filter matches (400 as the list answers a bad filter), BULK_TOO_LARGE above BULK_MAX. */
async function filteredKeys(db: Db, registry: Registry, service: ResourceService, tenant: string, filter: NonNullable<BulkPlan['filter']>) {
  const scope = await listScope(db, registry, service.entity, tenant, filter);
  const build = (params: SqlParams) => buildListQuery(service.entity, filter, params, scope, false);
  build(new SqlParams());
  const keys = await matchingKeys(db, service.entity, tenant, build, await tenantToday(db, tenant), BULK_MAX + 1);
  if (keys.length > BULK_MAX) throw errors.bulkTooLarge(BULK_MAX);
  return keys;
}

/**
 * A bulk action record by record through the single-record writes (ResourceService.remove / update), so
 * every rule holds as for one record: each record in its own transaction, done entirely or not at all, its
 * refusal listed and the next record handled. An error that is no refusal (the server's fault) stops the
 * request; the records done before it stay done.
 */
export async function runBulk(
  db: Db,
  registry: Registry,
  service: ResourceService,
  context: WriteContext,
  plan: BulkPlan,
  language: Language,
): Promise<BulkResult> {
  const keys = plan.keys ?? (await filteredKeys(db, registry, service, context.tenant, plan.filter!));
  const result: BulkResult = { done: [], refused: [] };
  for (const key of keys) {
    try {
      // A key no record can have: the refusal the record's URL would get.
      if (isMalformedKey(key, service.entity)) throw new ApiError(400, 'INVALID_ID', errors.invalidId().message);
      if (plan.action === 'delete') await service.remove(context, key);
      else await service.update(context, key, plan.values, false);
      result.done.push(key);
    } catch (error) {
      const refusal = bulkRefusal(service.entity, key, error, language);
      if (!refusal) throw error;
      result.refused.push(refusal);
    }
  }
  return result;
}
