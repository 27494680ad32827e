import { request as httpRequest, type IncomingMessage } from 'node:http';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import enEntities from '../../locales/en/entities.json';
import enGeneric from '../../locales/en/generic.json';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { keysetRows } from '../../src/server/resources/keyset';
import { buildListQuery } from '../../src/server/resources/list-query';
import { SqlParams } from '../../src/server/resources/sql-params';
import { EXPORT_BATCH } from '../../src/server/routes/resource-export';
import { MAX_PAGE_SIZE } from '../../src/shared/paging';
import { useTestServer } from './harness';
import { sampleRecord } from './samples';

const server = useTestServer();
/** Tenants of their own: one with a large list, one with a small list full of ties and NULLs. */
const LARGE = 'EXPORT_LARGE';
const TIES = 'EXPORT_TIES';
// Large enough (about 10 MB of CSV) that the kernel's socket buffers cannot take the whole export while the client pauses.
const LARGE_COUNT = 20 * EXPORT_BATCH + 7;
let token: string;

const headers = (tenant: string) => ({ authorization: `Bearer ${token.replace(/^Bearer /, '')}`, 'x-tenant': tenant });

/** Every record of the list in its order, read through the list route page by page. */
async function listOrder(tenant: string, query: string): Promise<string[]> {
  const keys: string[] = [];
  for (let start = 0; ; start += MAX_PAGE_SIZE) {
    const page = await server.api('GET', `/inbounds?${query}&_start=${start}&_end=${start + MAX_PAGE_SIZE}`, { token, tenant });
    expect(page.status).toBe(200);
    keys.push(...page.body.map((record: any) => record.number));
    if (page.body.length < MAX_PAGE_SIZE) return keys;
  }
}

beforeAll(async () => {
  const inbounds = server.app.registry.get('inbounds')!;
  for (const tenant of [LARGE, TIES]) {
    await server.db.query(`INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, '["inbounds"]')`, [tenant]);
  }
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  await insertRows(
    server.db,
    server.app.registry,
    'inbounds',
    LARGE,
    Array.from({ length: LARGE_COUNT }, (_, index) => sampleRecord(inbounds, index, {})),
  );
  const pick = <T>(values: T[], index: number) => values[index % values.length];
  const ties = Array.from({ length: 60 }, (_, index) => ({
    ...sampleRecord(inbounds, index, {}),
    dischargeDate: pick([null, '2026-01-01', '2026-01-02'], index),
    tankNumber: pick([null, 'A', 'B', 'C', null], Math.floor(index / 3)),
    quantityLoaded: pick([null, 1.5, 2, 1.5], Math.floor(index / 7)),
  }));
  await insertRows(server.db, server.app.registry, 'inbounds', TIES, ties);
}, 300_000);

describe('the CSV export', () => {
  it('streams a large list page by page while other requests are answered', async () => {
    const url = new URL(`${server.baseUrl}/api/v1/inbounds.csv`);
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest(url, { headers: headers(LARGE) }, resolve)
        .on('error', reject)
        .end();
    });
    expect(response.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve) => {
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (chunks.length === 1) {
          response.pause();
          resolve();
        }
      });
    });
    // The export is open and nobody reads it: the server must still answer.
    const other = await server.api('GET', '/inbounds?_start=0&_end=1', { token, tenant: LARGE });
    expect(other.status).toBe(200);
    expect(response.complete).toBe(false);
    await new Promise((resolve) => response.on('end', resolve).resume());
    const [header, ...rows] = parse(Buffer.concat(chunks), { bom: true }) as string[][];
    const numberColumn = header.indexOf(enEntities.entities.inbounds.fields.number);
    // The last line is the totals row of the summed columns.
    const lines = rows.slice(0, -1);
    expect(rows.at(-1)?.[numberColumn]).toBe(enGeneric.generic.list.sumsRow);
    expect(lines).toHaveLength(LARGE_COUNT);
    expect(lines.map((line) => line[numberColumn])).toEqual(await listOrder(LARGE, ''));
  });

  it.each([
    ['dischargeDate'],
    ['-dischargeDate'],
    ['dischargeDate,-tankNumber'],
    ['-dischargeDate,tankNumber,-quantityLoaded'],
    ['tankNumber,quantityLoaded'],
    ['-quantityLoaded,-tankNumber,dischargeDate'],
  ])('keyset pages follow the list order with ties and NULLs: %s', async (sortSpec) => {
    const fields = sortSpec.split(',');
    const query = `_sort=${fields.map((field) => field.replace('-', '')).join(',')}&_order=${fields.map((field) => (field.startsWith('-') ? 'desc' : 'asc')).join(',')}`;
    const entity = server.app.registry.get('inbounds')!;
    const parsed = Object.fromEntries(new URLSearchParams(query));
    const { sort } = buildListQuery(entity, parsed, new SqlParams(), { registry: server.app.registry, tenant: TIES }, false);
    const keys: string[] = [];
    // Pages of 4 rows: many page boundaries fall inside groups of ties and NULLs.
    for await (const row of keysetRows(server.db, entity, TIES, () => 'true', sort, 4)) keys.push(row.number as string);
    expect(keys).toEqual(await listOrder(TIES, query));
    expect(new Set(keys).size).toBe(60);
  });

  it('answers 400 to paging parameters: the export has no pages', async () => {
    const response = await server.fetch('/api/v1/inbounds.csv?_start=0&_end=10', { headers: headers(LARGE) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'UNKNOWN_FIELD', fields: ['_start', '_end'] });
  });
});
