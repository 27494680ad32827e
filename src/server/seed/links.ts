import type { Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { boundsOf } from '../links/bounds';
import { resolvedLinks, type ResolvedLink } from '../links/declarations';
import { SqlParams } from '../resources/sql-params';
import { quoteIdent, tableName } from '../resources/sql-names';
import { floor3 } from './prng';
import { SEED_USER } from './seeded-rows';

/** One demo link: source and target keys, and the quantity where the link has one. */
export interface SeedLinkRow {
  sourceKey: string;
  targetKey: string;
  quantity?: number;
}

/** Sources of a link that get demo links: every second of the first ones, each with one to three targets. */
const DEMO_SOURCES = 40;
const MAX_DEMO_TARGETS = 3;

function findLink(registry: Registry, source: string, name: string): ResolvedLink {
  const link = resolvedLinks(registry).find((candidate) => candidate.source['x-resource'] === source && candidate.name === name);
  if (!link) throw new Error(`no link ${source}.${name} in the registry`);
  return link;
}

/** `alias` is a generated record no user touched (any version): the demo figures were made for it. */
function untouched(link: ResolvedLink, side: 'source' | 'target', params: SqlParams, tenant: string, key: string): string {
  const entity = link[side];
  const table = tableName(entity['x-resource']);
  const column = quoteIdent(entity, entity['x-key']);
  const seed = params.add(SEED_USER);
  const tenantParam = params.add(tenant);
  return `EXISTS (SELECT 1 FROM ${table} r WHERE r.tenant = ${tenantParam} AND r.${column}::text = ${key})
    AND NOT EXISTS (SELECT 1 FROM ${table} r WHERE r.tenant = ${tenantParam} AND r.${column}::text = ${key} AND (r.created_by <> ${seed} OR r.updated_by <> ${seed}))`;
}

/**
 * Writes demo links of the link `source`.`link` as the seed user (so a re-seed replaces them), no audit
 * entries. The caller keeps the link's rules within `rows` (bounds, exclusive, maxTargets); a row is left
 * out where its source or target is not a generated record no user touched, or already has links of this
 * link (a user's, which the re-seed kept), so what users made stays right. Returns the links written.
 */
export async function seedLinks(db: Queryable, registry: Registry, tenant: string, source: string, link: string, rows: SeedLinkRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const resolved = findLink(registry, source, link);
  const params = new SqlParams();
  const [tenantParam, sourceParam, linkParam, seed] = [params.add(tenant), params.add(source), params.add(link), params.add(SEED_USER)];
  const linked = (column: string) =>
    `NOT EXISTS (SELECT 1 FROM record_links l WHERE l.tenant = ${tenantParam} AND l.source_resource = ${sourceParam} AND l.link = ${linkParam} AND l.${column} = n.${column})`;
  const { rows: written } = await db.query<{ count: number }>(
    `WITH written AS (
       INSERT INTO record_links (tenant, source_resource, link, source_key, target_resource, target_key, quantity, exclusive, created_by, updated_by)
       SELECT ${tenantParam}, ${sourceParam}, ${linkParam}, n.source_key, ${params.add(resolved.target['x-resource'])}, n.target_key, n.quantity,
         ${params.add(!!resolved.declaration.exclusive)}, ${seed}, ${seed}
       FROM jsonb_to_recordset(${params.add(JSON.stringify(rows.map((row) => ({ source_key: row.sourceKey, target_key: row.targetKey, quantity: row.quantity ?? null }))))}::jsonb)
         AS n(source_key text, target_key text, quantity numeric)
       WHERE ${untouched(resolved, 'source', params, tenant, 'n.source_key')} AND ${untouched(resolved, 'target', params, tenant, 'n.target_key')}
         AND ${linked('source_key')} AND ${linked('target_key')}
       ON CONFLICT DO NOTHING RETURNING 1
     ) SELECT count(*)::int AS count FROM written`,
    params.values,
  );
  return written[0].count;
}

/** Keys and bound values of generated records no user touched, in key order, with room under `property` if given. */
async function generatedRecords(db: Queryable, link: ResolvedLink, side: 'source' | 'target', tenant: string, property: string | undefined, limit: number) {
  const entity = link[side];
  const params = new SqlParams();
  const key = quoteIdent(entity, entity['x-key']);
  const value = property ? `s.${quoteIdent(entity, property)}` : 'NULL';
  const { rows } = await db.query<{ key: string; value: number | null }>(
    `SELECT DISTINCT s.${key}::text AS key, ${value} AS value FROM ${tableName(entity['x-resource'])} s
     WHERE s.tenant = ${params.add(tenant)} AND ${untouched(link, side, params, tenant, `s.${key}::text`)}${property ? ` AND ${value} > 0` : ''}
     ORDER BY 1 LIMIT ${params.add(limit)}`,
    params.values,
  );
  return rows;
}

/**
 * Demo links of every link of the registry, derived from the generated records alone (so the same data
 * set gets the same links): every second of the first sources links one to three targets not linked yet
 * (at most maxTargets), each target once, a quantity link taking what the target's bound allows up to a
 * share of the source's bound, so every bound holds and some room is left. `derived` names links (`source.link`)
 * seeded from the data instead.
 */
export async function seedDemoLinks(db: Queryable, registry: Registry, tenant: string, derived: string[] = []): Promise<number> {
  let written = 0;
  for (const link of resolvedLinks(registry)) {
    if (derived.includes(`${link.source['x-resource']}.${link.name}`)) continue;
    const bounds = boundsOf(link);
    const sourceBound = bounds.find((bound) => bound.bound === 'source');
    const targetBound = bounds.find((bound) => bound.bound === 'target');
    const perSource = Math.min(link.declaration.maxTargets ?? MAX_DEMO_TARGETS, MAX_DEMO_TARGETS);
    const sources = (await generatedRecords(db, link, 'source', tenant, sourceBound?.property, DEMO_SOURCES)).filter((_, index) => index % 2 === 0);
    const targets = await generatedRecords(db, link, 'target', tenant, targetBound?.property, sources.length * perSource);
    const rows: SeedLinkRow[] = [];
    let next = 0;
    sources.forEach((source, index) => {
      const count = 1 + (index % perSource);
      for (const target of targets.slice(next, next + count)) {
        if (!link.declaration.quantity) {
          rows.push({ sourceKey: source.key, targetKey: target.key });
          continue;
        }
        const shares = [Number(source.value ?? Infinity) / (count + 1), targetBound ? Number(target.value) / targetBound.divisor : Infinity];
        const quantity = floor3(Math.min(...shares));
        if (Number.isFinite(quantity) && quantity > 0) rows.push({ sourceKey: source.key, targetKey: target.key, quantity });
      }
      next += count;
    });
    written += await seedLinks(db, registry, tenant, link.source['x-resource'], link.name, rows);
  }
  return written;
}

/** A re-seed first removes the generated links no user changed; the ones users made or changed stay. */
export async function removeSeededLinks(tx: Queryable, tenant: string): Promise<void> {
  await tx.query('DELETE FROM record_links WHERE tenant = $1 AND created_by = $2 AND updated_by = $2', [tenant, SEED_USER]);
}
