import type { EntitySchema } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { hasMaintainedCount, writeState } from '../resources/record-counts';
import { searchDocument } from '../resources/text-search';
import { tableName } from '../resources/sql-names';
import type { TrigramShare } from './indexed-part';

/** Below this many records a search is quick whatever it asks the index, so no sample is taken. */
export const SHARES_MIN_RECORDS = 50_000;
/** Documents sampled: enough to tell the trigrams in a few percent of them from the rare ones. */
const SAMPLE_DOCUMENTS = 4_000;
/** How long a sample serves before it is taken again (in the background; the old one serves meanwhile). */
const KEEP_MS = 10 * 60_000;

interface Kept {
  taken: number;
  shares: Promise<TrigramShare | undefined>;
}

const NOT_ASCII = /[^ -~]/;

/** Per database handle (a node's), per entity and tenant. */
const kept = new WeakMap<Queryable, Map<string, Kept>>();

/**
 * The share of the tenant's search documents holding each trigram, from a sample of its pages (TABLESAMPLE
 * SYSTEM, about SAMPLE_DOCUMENTS of the tenant's records); undefined for an entity without free text, a
 * tenant with fewer than `minRecords` records, or a versioned entity (master data, which no count is kept of).
 */
async function sampleShares(db: Queryable, entity: EntitySchema, tenant: string, minRecords: number): Promise<TrigramShare | undefined> {
  const document = searchDocument(entity);
  if (!document || !hasMaintainedCount(entity)) return undefined;
  const { total } = await writeState(db, entity, tenant);
  if (total < minRecords) return undefined;
  const percent = Math.min(100, (100 * SAMPLE_DOCUMENTS) / total);
  const { rows } = await db.query<{ trigram: string; documents: number; sampled: number }>(
    `WITH s AS MATERIALIZED (SELECT ${document} AS d FROM ${tableName(entity['x-resource'])} TABLESAMPLE SYSTEM ($2::real) WHERE tenant = $1)
     SELECT t AS trigram, count(*)::int AS documents, (SELECT count(*)::int FROM s) AS sampled FROM s, unnest(show_trgm(s.d)) AS t GROUP BY t`,
    [tenant, percent],
  );
  if (rows.length === 0) return undefined;
  const sampled = rows[0].sampled;
  const documents = new Map(rows.map((row) => [row.trigram, row.documents]));
  // pg_trgm keeps a trigram with a character beyond ASCII as a hash, which show_trgm shows as such: it cannot be
  // looked up, and is taken as common (the whole term is asked for rather than a part that might not be rare).
  // A trigram the sample missed is rarer than one document in it.
  return (trigram) => (NOT_ASCII.test(trigram) ? 1 : (documents.get(trigram) ?? 0.5) / sampled);
}

/** The tenant's trigram shares of the entity (sampleShares), taken once per KEEP_MS per node; a failed first sample leaves searches as they are, a failed later one keeps the earlier. */
export function trigramShares(db: Queryable, entity: EntitySchema, tenant: string, minRecords = SHARES_MIN_RECORDS): Promise<TrigramShare | undefined> {
  let byEntity = kept.get(db);
  if (!byEntity) kept.set(db, (byEntity = new Map()));
  const name = JSON.stringify([entity['x-resource'], tenant, minRecords]);
  const entry = byEntity.get(name);
  const now = performance.now();
  if (entry && now - entry.taken < KEEP_MS) return entry.shares;
  const taking = sampleShares(db, entity, tenant, minRecords);
  if (!entry) {
    const first: Kept = { taken: now, shares: taking.catch(() => undefined) };
    byEntity.set(name, first);
    return first.shares;
  }
  // A sample being taken again: the one it replaces serves until it is there, and on if it fails.
  byEntity.set(name, { taken: now, shares: entry.shares });
  taking.then(
    () => byEntity.set(name, { taken: now, shares: taking }),
    () => undefined,
  );
  return entry.shares;
}
