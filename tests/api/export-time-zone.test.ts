import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { readXlsxCells } from '../support/xlsx-cells';
import { useTestServer } from './harness';
import { plantRecord } from './samples';

/** A list export writes every instant in the user's time zone, with the offset of its own date. */
const server = useTestServer();
const TENANT = 'EXPORT_TIME_ZONE';
const COLUMNS = '_columns=number,lastImportTime&_sort=number&lang=en';
/** 17:28 UTC in November (Edmonton on standard time, UTC-7; Alberta keeps UTC-6 from 2026-11-01) and in July (daylight saving time, UTC-6). */
const WINTER = '2025-11-27T17:28:00Z';
const SUMMER = '2026-07-01T17:28:00Z';
let token: string;

async function download(path: string) {
  const response = await server.fetch(`/api/v1${path}`, { headers: { authorization: token, 'x-tenant': TENANT } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

const csvRows = async (path: string) => parse((await download(path)).bytes, { bom: true }) as string[][];
/** Excel's serial number of a wall clock: days since 1899-12-30. */
const excelSerial = (wall: string) => (Date.parse(`${wall}Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;
const numberFormats = (bytes: Uint8Array) => [...strFromU8(unzipSync(bytes)['xl/styles.xml']).matchAll(/formatCode="([^"]*)"/g)].map((match) => match[1]);

beforeAll(async () => {
  await server.db.query(`INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, '["inbounds"]')`, [TENANT]);
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  await plantRecord(server, TENANT, 'inbounds', { number: 'IN-1', lastImportTime: WINTER });
  await plantRecord(server, TENANT, 'inbounds', { number: 'IN-2', lastImportTime: SUMMER });
});

describe('date-times in list exports', () => {
  it('CSV writes an instant in the zone asked for, as ISO 8601 with the offset of its date', async () => {
    expect(await csvRows(`/inbounds.csv?${COLUMNS}&timeZone=America/Edmonton`)).toEqual([
      ['Inbound number', 'Last import'],
      ['IN-1', '2025-11-27T10:28:00-07:00'],
      ['IN-2', '2026-07-01T11:28:00-06:00'],
    ]);
    expect((await csvRows(`/inbounds.csv?${COLUMNS}&timeZone=Europe/Berlin`)).slice(1)).toEqual([
      ['IN-1', '2025-11-27T18:28:00+01:00'],
      ['IN-2', '2026-07-01T19:28:00+02:00'],
    ]);
  });

  it("without a zone asked for, the export uses the zone of the user's settings", async () => {
    await server.api('PUT', '/account/settings', { token, body: { timezone: 'Europe/Berlin' } });
    try {
      expect((await csvRows(`/inbounds.csv?${COLUMNS}`)).slice(1)).toEqual([
        ['IN-1', '2025-11-27T18:28:00+01:00'],
        ['IN-2', '2026-07-01T19:28:00+02:00'],
      ]);
    } finally {
      await server.api('PUT', '/account/settings', { token, body: { timezone: 'America/Edmonton' } });
    }
  });

  it("XLSX holds the zone's wall clock as a date cell and names the zone of that date in the cell's format", async () => {
    const { status, bytes } = await download(`/inbounds.xlsx?${COLUMNS}&timeZone=America/Edmonton&dateFormat=dd.MM.yyyy`);
    expect(status).toBe(200);
    const [, winter, summer] = readXlsxCells(bytes);
    expect(winter[1]).toBeCloseTo(excelSerial('2025-11-27T10:28:00'), 8);
    expect(summer[1]).toBeCloseTo(excelSerial('2026-07-01T11:28:00'), 8);
    expect(numberFormats(bytes)).toEqual(expect.arrayContaining(['dd.mm.yyyy hh:mm &quot;MST&quot;', 'dd.mm.yyyy hh:mm &quot;MDT&quot;']));
  });

  it('a link name is read as its canonical zone', async () => {
    expect((await csvRows(`/inbounds.csv?${COLUMNS}&timeZone=Canada/Mountain`))[1]).toEqual(['IN-1', '2025-11-27T10:28:00-07:00']);
  });

  it('an unknown zone is refused with 400 UNKNOWN_TIME_ZONE before any byte of the file', async () => {
    const { status, bytes } = await download(`/inbounds.csv?${COLUMNS}&timeZone=Mars/Olympus`);
    expect(status).toBe(400);
    expect(JSON.parse(bytes.toString())).toMatchObject({ code: 'UNKNOWN_TIME_ZONE' });
  });
});
