import type { TestServer } from './harness';
import type { ResourceClient } from './resource-client';

/** Paths and records of the two links of the registry (src/shared/links.ts), for the link tests. */

let counter = 0;
/** A key no other test of the run uses (records of one file share the tenant). */
export const uniqueKey = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

const enc = encodeURIComponent;
export const linksPath = (source: string, key: string, link: string) => `/${source}/${enc(key)}/links/${link}`;
export const linkPath = (source: string, key: string, link: string, target: string) => `${linksPath(source, key, link)}/${enc(target)}`;
export const creditLink = (credit: string, outbound?: string) =>
  outbound === undefined ? linksPath('catscredits', credit, 'outbounds') : linkPath('catscredits', credit, 'outbounds', outbound);
export const collectionLink = (collection: string, outbound?: string) =>
  outbound === undefined ? linksPath('collections', collection, 'outbound') : linkPath('collections', collection, 'outbound', outbound);

/** A CATS credit whose corresponding volume (m³) bounds its links; null leaves it empty. */
export async function makeCredit(client: ResourceClient, volume: number | null): Promise<string> {
  const record = await client.create('catscredits', { id: uniqueKey('CR'), correspondingVolumeLowCiFuel: volume ?? undefined });
  if (volume === null) await client.call('PATCH', `/catscredits/${enc(record.id)}`, { correspondingVolumeLowCiFuel: null });
  return record.id;
}

/** An outbound whose loaded L15 quantity (litres) ÷ 1000 bounds what all credits link to it. */
export async function makeOutbound(client: ResourceClient, litres: number | null = 100_000, key = uniqueKey('OUT')): Promise<string> {
  const record = await client.create('outbounds', { number: key, quantityLoadedL15: litres ?? undefined });
  if (litres === null) await client.call('PATCH', `/outbounds/${enc(key)}`, { quantityLoadedL15: null });
  return record.number;
}

/** A collection; its label is its number. */
export async function makeCollection(client: ResourceClient): Promise<{ id: string; number: string }> {
  const record = await client.create('collections', { id: uniqueKey('COL'), number: uniqueKey('NR') });
  return { id: record.id, number: record.number };
}

/** The audit entries of one record, oldest first. */
export async function auditOf(server: TestServer, tenant: string, resource: string, key: string) {
  const { rows } = await server.db.query<{ action: string; before: unknown; after: unknown; user_login: string }>(
    'SELECT action, before, after, user_login FROM audit_log WHERE tenant = $1 AND entity = $2 AND entity_key = $3 ORDER BY id',
    [tenant, resource, key],
  );
  return rows;
}

/** The rows of record_links of one tenant (what a refused request must leave alone). */
export async function linkRows(server: TestServer, tenant: string) {
  const { rows } = await server.db.query<{ source_resource: string; link: string; source_key: string; target_key: string; quantity: number | null }>(
    'SELECT source_resource, link, source_key, target_key, quantity FROM record_links WHERE tenant = $1 ORDER BY 1, 2, 3, 4',
    [tenant],
  );
  return rows;
}
