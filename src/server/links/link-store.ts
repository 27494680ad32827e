import type { Queryable } from '../db/db';
import { recordLabels } from '../resources/record-labels';
import { SqlParams } from '../resources/sql-params';
import type { ResolvedLink } from './declarations';

/** One row of record_links as the link code reads it. */
export interface LinkRow {
  source_key: string;
  target_key: string;
  quantity: number | null;
  created_at: Date | string;
  created_by: string;
}

/** The rows of one link (`l`) in the tenant: `WHERE` conditions and their parameters. */
export function linkScope(params: SqlParams, link: ResolvedLink, tenant: string, alias = 'l'): string {
  return `${alias}.tenant = ${params.add(tenant)} AND ${alias}.source_resource = ${params.add(link.source['x-resource'])} AND ${alias}.link = ${params.add(link.name)}`;
}

/** The links of one source record, in the order they were made; `target` narrows them to one. */
export async function linksOfSource(db: Queryable, link: ResolvedLink, tenant: string, sourceKey: string, target?: string): Promise<LinkRow[]> {
  const params = new SqlParams();
  const only = target === undefined ? '' : ` AND l.target_key = ${params.add(target)}`;
  const { rows } = await db.query<LinkRow>(
    `SELECT * FROM record_links l WHERE ${linkScope(params, link, tenant)} AND l.source_key = ${params.add(sourceKey)}${only}
     ORDER BY l.created_at, l.target_key`,
    params.values,
  );
  return rows;
}

/** The links that point at one target record, in the order they were made. */
export async function linksOfTarget(db: Queryable, link: ResolvedLink, tenant: string, targetKey: string): Promise<LinkRow[]> {
  const params = new SqlParams();
  const { rows } = await db.query<LinkRow>(
    `SELECT * FROM record_links l WHERE ${linkScope(params, link, tenant)} AND l.target_key = ${params.add(targetKey)} ORDER BY l.created_at, l.source_key`,
    params.values,
  );
  return rows;
}

/** Labels (x-label values) of the tenant's records of the link's `side`, by key. */
export function labelsOf(db: Queryable, link: ResolvedLink, side: 'source' | 'target', tenant: string, keys: string[]): Promise<Map<string, string>> {
  return recordLabels(db, link[side], tenant, keys);
}

export async function insertLink(
  tx: Queryable,
  link: ResolvedLink,
  tenant: string,
  user: string,
  sourceKey: string,
  targetKey: string,
  quantity?: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO record_links (tenant, source_resource, link, source_key, target_resource, target_key, quantity, exclusive, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [tenant, link.source['x-resource'], link.name, sourceKey, link.target['x-resource'], targetKey, quantity ?? null, !!link.declaration.exclusive, user],
  );
}

export async function updateQuantity(
  tx: Queryable,
  link: ResolvedLink,
  tenant: string,
  user: string,
  sourceKey: string,
  targetKey: string,
  quantity: number,
): Promise<void> {
  const params = new SqlParams();
  await tx.query(
    `UPDATE record_links l SET quantity = ${params.add(quantity)}, updated_at = now(), updated_by = ${params.add(user)}
     WHERE ${linkScope(params, link, tenant)} AND l.source_key = ${params.add(sourceKey)} AND l.target_key = ${params.add(targetKey)}`,
    params.values,
  );
}

/** Deletes the source record's links (to one target, or all); answers what was deleted. */
export async function deleteLinks(tx: Queryable, link: ResolvedLink, tenant: string, sourceKey: string, targetKey?: string): Promise<LinkRow[]> {
  const params = new SqlParams();
  const only = targetKey === undefined ? '' : ` AND l.target_key = ${params.add(targetKey)}`;
  const { rows } = await tx.query<LinkRow>(
    `DELETE FROM record_links l WHERE ${linkScope(params, link, tenant)} AND l.source_key = ${params.add(sourceKey)}${only} RETURNING l.*`,
    params.values,
  );
  return rows;
}

/** A renumbered source record takes its links along. */
export async function moveSourceKey(tx: Queryable, link: ResolvedLink, tenant: string, from: string, to: string): Promise<void> {
  const params = new SqlParams();
  await tx.query(
    `UPDATE record_links l SET source_key = ${params.add(to)} WHERE ${linkScope(params, link, tenant)} AND l.source_key = ${params.add(from)}`,
    params.values,
  );
}

/** The source record holding an exclusive link's target other than `except`, if any. */
export async function holderOf(db: Queryable, link: ResolvedLink, tenant: string, targetKey: string, except?: string): Promise<string | undefined> {
  const params = new SqlParams();
  const other = except === undefined ? '' : ` AND l.source_key <> ${params.add(except)}`;
  const { rows } = await db.query<{ source_key: string }>(
    `SELECT l.source_key FROM record_links l WHERE ${linkScope(params, link, tenant)} AND l.target_key = ${params.add(targetKey)}${other} LIMIT 1`,
    params.values,
  );
  return rows[0]?.source_key;
}

/** How many targets the source record links. */
export async function countTargets(db: Queryable, link: ResolvedLink, tenant: string, sourceKey: string): Promise<number> {
  const params = new SqlParams();
  const { rows } = await db.query<{ count: number | string }>(
    `SELECT count(*) AS count FROM record_links l WHERE ${linkScope(params, link, tenant)} AND l.source_key = ${params.add(sourceKey)}`,
    params.values,
  );
  return Number(rows[0].count);
}
