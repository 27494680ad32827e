import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableName } from '../../src/server/resources/sql-names';
import { readXlsxCells } from '../support/xlsx-cells';
import { useTestServer } from './harness';
import { plantRecord } from './samples';

/** A list's totals row: its x-sum quantities added up over the whole filtered set, by the server. */
const server = useTestServer();
const TENANT = 'LIST_SUMS';
const OTHER = 'LIST_SUMS_OTHER';
let token: string;

const sums = (query = '', tenant = TENANT) => server.api('GET', `/inbounds.sums${query}`, { token, tenant });

/** The database's own sums of the tenant's inbounds matching `where`, as numbers. */
async function sqlSums(where = 'true') {
  const { rows } = await server.db.query<Record<string, string>>(
    `SELECT sum("quantityLoadedKg")::text AS "quantityLoadedKg", sum("quantityLoadedL15")::text AS "quantityLoadedL15"
     FROM ${tableName('inbounds')} WHERE tenant = $1 AND ${where}`,
    [TENANT],
  );
  return { quantityLoadedKg: Number(rows[0].quantityLoadedKg), quantityLoadedL15: Number(rows[0].quantityLoadedL15) };
}

beforeAll(async () => {
  await server.db.query(`INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, '["inbounds", "partners"]'), ($2, $2, '["inbounds"]')`, [
    TENANT,
    OTHER,
  ]);
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  for (let n = 1; n <= 30; n++) {
    await plantRecord(server, TENANT, 'inbounds', {
      number: `IN-${n}`,
      movementStatus: n % 3 === 0 ? 'locked' : 'open',
      quantityLoadedKg: n === 1 ? 0.1 : n === 2 ? 0.2 : n * 1000.125,
      quantityLoadedL15: n % 2 ? n : null,
      quantityDischargedKg: null,
      comment: n % 5 === 0 ? 'Tank five' : null,
    });
  }
  await plantRecord(server, OTHER, 'inbounds', { number: 'IN-1', quantityLoadedKg: 999_999, quantityLoadedL15: 999_999 });
});

describe('list sums', () => {
  it('add up every summed quantity over all records of the list, not one page, as the database sums them', async () => {
    const answer = await sums();
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['quantityDischargedKg', 'quantityDischargedL15', 'quantityLoadedKg', 'quantityLoadedL15']);
    expect(answer.body).toMatchObject(await sqlSums());
  });

  it('are exact decimal sums (0.1 + 0.2 = 0.3)', async () => {
    expect((await sums('?number=IN-1&number=IN-2')).body.quantityLoadedKg).toBe(0.3);
  });

  it('are 0 for a quantity no matching record holds, and for no matching record', async () => {
    expect((await sums()).body.quantityDischargedKg).toBe(0);
    expect((await sums('?number=none')).body).toEqual({ quantityLoadedKg: 0, quantityLoadedL15: 0, quantityDischargedKg: 0, quantityDischargedL15: 0 });
  });

  it("follow the list's filters and search", async () => {
    expect((await sums('?movementStatus=locked')).body).toMatchObject(await sqlSums(`"movementStatus" = 'locked'`));
    expect((await sums('?quantityLoadedKg_gte=20000')).body).toMatchObject(await sqlSums(`"quantityLoadedKg" >= 20000`));
    expect((await sums('?q=tank%20five')).body).toMatchObject(await sqlSums(`comment = 'Tank five'`));
  });

  it("count only the tenant's own records", async () => {
    expect((await sums('', OTHER)).body).toMatchObject({ quantityLoadedKg: 999_999, quantityLoadedL15: 999_999 });
    expect((await sums()).body.quantityLoadedKg).toBeLessThan(999_999);
  });

  it('follow a write at once (an answer kept for the filter retires with it)', async () => {
    const before = (await sums('?movementStatus=open')).body.quantityLoadedKg;
    await server.db.query(`UPDATE ${tableName('inbounds')} SET "quantityLoadedKg" = "quantityLoadedKg" + 1 WHERE tenant = $1 AND number = 'IN-4'`, [TENANT]);
    expect((await sums('?movementStatus=open')).body.quantityLoadedKg).toBe(before + 1);
  });

  it('refuse paging, an unknown filter and a value the column cannot hold, like the list', async () => {
    expect((await sums('?_start=0&_end=10')).body.code).toBe('UNKNOWN_FIELD');
    expect((await sums('?nothing=1')).body.code).toBe('UNKNOWN_FIELD');
    expect((await sums('?quantityLoadedKg_gte=much')).body.code).toBe('VALIDATION');
  });

  it('exist only for resources with summed quantities', async () => {
    expect((await server.api('GET', '/partners.sums', { token, tenant: TENANT })).status).toBe(404);
  });
});

describe('the list export with summed columns', () => {
  const download = async (path: string) => {
    const response = await server.fetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${token.replace(/^Bearer /, '')}`, 'x-tenant': TENANT } });
    return Buffer.from(await response.arrayBuffer());
  };
  const csvLines = (bytes: Buffer, delimiter: string) => parse(bytes, { bom: true, delimiter }) as string[][];

  it.each([
    ['de', ';', ['Σ Summe / gefilterte Liste', '', '165020,625']],
    ['en', ',', ['Σ Total / filtered list', '', '165020.625']],
  ])('ends with the totals of the filtered list, labelled in the key column (%s)', async (lang, delimiter, totals) => {
    const lines = csvLines(await download(`/inbounds.csv?_columns=number,movementStatus,quantityLoadedKg&movementStatus=locked&lang=${lang}`), delimiter);
    const expected = (await sqlSums(`"movementStatus" = 'locked'`)).quantityLoadedKg;
    expect(Number(totals[2].replace(',', '.'))).toBe(expected);
    expect(lines).toHaveLength(1 + 10 + 1);
    expect(lines.at(-1)).toEqual(totals);
  });

  it('writes the totals row to XLSX as number cells', async () => {
    const cells = readXlsxCells(await download('/inbounds.xlsx?_columns=number,quantityLoadedKg&movementStatus=locked&lang=en'));
    expect(cells.at(-1)).toEqual(['Σ Total / filtered list', (await sqlSums(`"movementStatus" = 'locked'`)).quantityLoadedKg]);
  });

  it('has no totals row without a summed column among the exported ones, nor for an empty list', async () => {
    expect(csvLines(await download('/inbounds.csv?_columns=number,quantityLoaded&lang=en'), ',')).toHaveLength(1 + 30);
    expect(csvLines(await download('/inbounds.csv?_columns=number,quantityLoadedKg&number=none&lang=en'), ',')).toHaveLength(1);
  });
});
