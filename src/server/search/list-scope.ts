import type { EntitySchema, Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import type { QueryInput } from '../lists/page-params';
import { searchTerm, type ListScope } from '../resources/list-query';
import { indexedPart } from './indexed-part';
import { SHARES_MIN_RECORDS, trigramShares } from './trigram-shares';

/**
 * The scope a list query of the tenant is built in; with a search `q`, the tenant's trigram shares choose what
 * the index is asked for (from `minRecords` records of the entity on).
 */
export async function listScope(
  db: Queryable,
  registry: Registry,
  entity: EntitySchema,
  tenant: string,
  query: QueryInput,
  minRecords = SHARES_MIN_RECORDS,
): Promise<ListScope> {
  const share = searchTerm(query) ? await trigramShares(db, entity, tenant, minRecords) : undefined;
  return share ? { registry, tenant, indexedPart: (term) => indexedPart(term, share) } : { registry, tenant };
}
