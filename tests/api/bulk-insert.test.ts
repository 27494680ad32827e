import { beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { useTestServer } from './harness';

const server = useTestServer();
/** A tenant of its own, so the rows meet no demo data. */
const TENANT = 'BULK';

beforeAll(() => server.db.query(`INSERT INTO tenants (name, display_name) VALUES ($1, $1)`, [TENANT]));

const insert = (resource: string, rows: Record<string, unknown>[], skipExisting = false) =>
  insertRows(server.db, server.app.registry, resource, TENANT, rows, { user: 'bulk-test', skipExisting });

describe('insertRows (COPY into a staging table, then INSERT … SELECT)', () => {
  it('keeps quotes, separators, tabs, line breaks, backslashes and the difference between NULL and an empty string', async () => {
    const tricky = ['say "hi"', 'a,b;c', 'tab\there', 'line 1\nline 2\r\nline 3', '\\.', 'C:\\temp\\N', 'Ümlaut ß €'];
    const rows = tricky.map((comments, index) => ({ number: `P-TRICKY-${index}`, name: `Name ${index}`, country: 'DE', comments }));
    rows.push(
      { number: 'P-EMPTY', name: 'Empty', country: 'DE', comments: '' },
      { number: 'P-NULL', name: 'Null', country: 'DE', comments: null as unknown as string },
    );
    expect(await insert('partners', rows)).toBe(rows.length);
    const { rows: stored } = await server.db.query<{ number: string; comments: string | null; version: number; created_by: string }>(
      `SELECT number, comments, version, created_by FROM e_partners WHERE tenant = $1 AND number LIKE 'P-%' ORDER BY number`,
      [TENANT],
    );
    const byNumber = new Map(stored.map((row) => [row.number, row]));
    tricky.forEach((comments, index) => expect(byNumber.get(`P-TRICKY-${index}`)?.comments).toBe(comments));
    expect(byNumber.get('P-EMPTY')?.comments).toBe('');
    expect(byNumber.get('P-NULL')?.comments).toBeNull();
    expect(byNumber.get('P-NULL')).toMatchObject({ version: 1, created_by: 'bulk-test' });
  });

  it('writes list values as jsonb and numbers, dates and flags in their column types', async () => {
    const certificates = [{ certificateNumber: 'EU-ISCC-1, "A"' }, { certificateNumber: 'EU-ISCC-2', sustainabilityData: 'S1' }];
    await insert('collections', [
      { id: 'C-LIST', deliveryPointNumber: 'DP 1', productGroup: 'hvo', fuelAmount: 1234.5678, share: 12.5, deliveryDate: '2026-02-28', certificates },
    ]);
    const { rows } = await server.db.query<Record<string, unknown>>(
      `SELECT certificates, "fuelAmount", "deliveryDate" FROM e_collections WHERE tenant = $1 AND id = 'C-LIST'`,
      [TENANT],
    );
    expect(rows[0]).toEqual({ certificates, fuelAmount: 1234.5678, deliveryDate: '2026-02-28' });
  });

  it('skipExisting leaves out taken keys and counts only the rows inserted; without it a taken key fails the batch', async () => {
    const rows = Array.from({ length: 3 }, (_, index) => ({ number: `P-SKIP-${index}`, name: 'Skip', country: 'DE' }));
    expect(await insert('partners', rows.slice(0, 2))).toBe(2);
    expect(await insert('partners', rows, true)).toBe(1);
    await expect(insert('partners', rows.slice(0, 1))).rejects.toThrow();
  });

  it('more rows than one batch arrive complete, inside a caller’s transaction too', async () => {
    const rows = Array.from({ length: 25_001 }, (_, index) => ({
      number: `M${index}`,
      product: 'X',
      dischargeDate: '2026-01-01',
      quantityDischargedKg: index,
    }));
    expect(await server.db.transaction((tx) => insertRows(tx, server.app.registry, 'inbounds', TENANT, rows, { user: 'bulk-test' }))).toBe(rows.length);
    const { rows: sums } = await server.db.query<{ n: number; total: number }>(
      `SELECT count(*)::int AS n, sum("quantityDischargedKg") AS total FROM e_inbounds WHERE tenant = $1 AND number LIKE 'M%'`,
      [TENANT],
    );
    expect(sums[0]).toEqual({ n: rows.length, total: (rows.length * (rows.length - 1)) / 2 });
  });
});
