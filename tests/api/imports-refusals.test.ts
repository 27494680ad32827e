import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import deTexts from '../../locales/de/imports.json';
import enTexts from '../../locales/en/imports.json';
import { API_PREFIX } from '../../src/server/app';
import { PROJECT_ROOT } from '../../src/server/project-paths';
import { pdfBytes, PNG_BYTES } from '../support/sample-files';
import { fingerprint } from './fingerprint';
import { useTestServer } from './harness';
import { ImportClient, RAW_HEADER, rawFile, rawLine } from './imports/import-client';

/** Bad input: each refused or failed import leaves every table of the tenant as it was. */
const logged: { level: number; err?: { stack?: string } }[] = [];
const server = useTestServer({ logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } });
let client: ImportClient;
let cfr: ImportClient;

beforeAll(async () => {
  const { token } = await server.loginAs('producer.admin@oilco.example');
  client = new ImportClient(server, token, 'OILCO_PRODUCER');
  cfr = new ImportClient(server, token, 'OILCO_CFR');
  await client.masterData();
});

/** A file that is read to its end and fails: an import message (failed) and its errors, no record. */
async function expectFailed(type: string, body: string | Buffer, ...messageKeys: string[]) {
  const records = await client.records();
  const messages = await client.messageCount();
  const result = await client.imported(type, body);
  expect(result.importStatus).toBe('failed');
  expect(result.rowsWritten).toBe(0);
  const errors = await client.call('GET', `/imports/${result.id}/errors`);
  expect(errors.status).toBe(200);
  expect(errors.body.map((error: { messageKey: string }) => error.messageKey)).toEqual(expect.arrayContaining(messageKeys));
  expect(result.errorCount).toBe(Number(errors.headers.get('x-total-count')));
  expect(await client.records()).toEqual(records);
  expect(await client.stagedRows()).toBe(0);
  expect(await client.messageCount()).toBe(messages + 1);
  return {
    result,
    errors: errors.body as { row?: number; column?: string; value?: string; messageKey: string; params?: Record<string, unknown>; message: string }[],
  };
}

/** A request refused before the import starts: not even an import message. */
async function expectRefused(upload: () => Promise<{ status: number; body: { code?: string } }>, status: number, code: string, tenant = client) {
  const before = await fingerprint(server.db, tenant.tenant);
  const answer = await upload();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.code).toBe(code);
  expect(await fingerprint(server.db, tenant.tenant)).toEqual(before);
  return answer;
}

describe('a file that cannot be imported leaves the database unchanged', () => {
  it('an empty file (no bytes) is refused: "Please select a {company} CSV file."', async () => {
    const answer = await expectRefused(() => client.upload('rawImport', ''), 400, 'IMPORT_FILE_REQUIRED');
    expect(answer.body).toMatchObject({
      message: 'Please select a OilCo Producer CSV file.',
      messageKey: 'errors.fileRequired',
      params: { company: 'OilCo Producer' },
    });
  });

  it('a file whose name is no .csv is refused with the same message', async () => {
    await expectRefused(() => client.upload('rawImport', rawFile(rawLine('N-1')), { fileName: 'movements.xlsx' }), 400, 'IMPORT_FILE_REQUIRED');
  });

  it('a file of blank lines is an empty file', async () => {
    await expectFailed('rawImport', '\uFEFF\r\n\r\n', 'errors.emptyFile');
  });

  it('a header without rows is refused', async () => {
    await expectFailed('rawImport', `${RAW_HEADER}\r\n`, 'errors.noRows');
  });

  it('a missing required column is refused', async () => {
    await expectFailed('rawImport', 'Direction;Movement number;Product;Loading date\r\nIN;X-1;P-1;01.03.2026\r\n', 'errors.missingColumn');
  });

  it('an unknown column is reported as a warning and ignored', async () => {
    const file = `${RAW_HEADER};Colour\r\n${rawLine('W-1')};blue\r\n`;
    const result = await client.imported('rawImport', file);
    expect(result.importStatus).toBe('succeeded');
    expect(result.warnings).toEqual([expect.objectContaining({ messageKey: 'errors.unknownColumn', column: 'Colour' })]);
    expect((await client.call('GET', '/inbounds/W-1')).status).toBe(200);
  });

  it('a file with another delimiter than the type declares is refused', async () => {
    await expectFailed('rawImport', rawFile(rawLine('D-1')).replaceAll(';', '|'), 'errors.wrongDelimiter');
  });

  it('a binary file is refused', async () => {
    await expectFailed('rawImport', pdfBytes(), 'errors.notCsv');
    // A large one is answered as soon as its first bytes are seen; the rest of the upload is dropped.
    await expectFailed('rawImport', Buffer.concat([PNG_BYTES, randomBytes(4_000_000)]), 'errors.notCsv');
  });

  it('a file over the size limit answers 413 and leaves nothing, not even a message', async () => {
    process.env.IMPORT_MAX_BYTES = '300';
    try {
      const file = rawFile(...Array.from({ length: 20 }, (_, index) => rawLine(`BIG-${index}`)));
      const answer = await expectRefused(() => client.upload('rawImport', file), 413, 'IMPORT_TOO_LARGE');
      expect(answer.body).toMatchObject({ limit: 300 });
      // Without a length up front (chunked), the bytes are counted while they stream.
      const chunks = [file.slice(0, 200), file.slice(200)];
      await expectRefused(
        async () => {
          const response = await server.fetch(`${API_PREFIX}/imports?type=rawImport&fileName=big.csv`, {
            method: 'POST',
            headers: { authorization: `Bearer ${client.token.replace(/^Bearer /, '')}`, 'x-tenant': client.tenant, 'content-type': 'text/csv' },
            body: new ReadableStream({
              start(controller) {
                for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
                controller.close();
              },
            }),
            duplex: 'half',
          } as RequestInit);
          return { status: response.status, body: await response.json() };
        },
        413,
        'IMPORT_TOO_LARGE',
      );
    } finally {
      delete process.env.IMPORT_MAX_BYTES;
    }
  });

  it('a row with too many or too few fields is refused', async () => {
    await expectFailed('rawImport', rawFile(`${rawLine('F-1')};extra`, rawLine('F-2').split(';').slice(0, 5).join(';')), 'errors.fieldCount');
  });

  it('invalid numbers and dates are refused', async () => {
    const { errors } = await expectFailed(
      'rawImport',
      rawFile(rawLine('V-1', 'zwölf'), rawLine('V-2', '1', { date: '31.02.2026' })),
      'errors.invalidNumber',
      'errors.invalidDate',
    );
    expect(errors.map((error) => [error.row, error.column])).toEqual(
      expect.arrayContaining([
        [2, 'Quantity loaded'],
        [3, 'Loading date'],
      ]),
    );
  });

  it('a reference to an unknown partner, site or product is refused, naming column, value and the list by its title in the user’s language', async () => {
    const { errors } = await expectFailed(
      'rawImport',
      rawFile(rawLine('R-1', '1', { supplier: 'NO-PARTNER' }), rawLine('R-2', '1', { site: 'NO-SITE' }), rawLine('R-3', '1', { product: 'NO-PRODUCT' })),
      'errors.unknownReference',
    );
    expect(errors.map((error) => [error.row, error.column, error.value, error.params?.resource])).toEqual([
      [2, 'Supplier', 'NO-PARTNER', 'partners'],
      [3, 'Loading site', 'NO-SITE', 'locations'],
      [4, 'Product', 'NO-PRODUCT', 'products'],
    ]);
    expect(errors.map((error) => error.message)).toEqual([
      'Supplier: NO-PARTNER is not a known record of the list “Partners”.',
      'Loading site: NO-SITE is not a known record of the list “Locations”.',
      'Product: NO-PRODUCT is not a known record of the list “Products”.',
    ]);
    // A German upload: the type's German header, the German text.
    const german = await client.imported('rawImport', rawFile(rawLine('R-4', '1', { supplier: 'NO-PARTNER' })), { lang: 'de' });
    const listed = await client.call('GET', `/imports/${german.id}/errors?lang=de`);
    expect(listed.body[0]).toMatchObject({ column: 'Lieferant', message: 'Lieferant: NO-PARTNER ist kein bekannter Datensatz der Liste „Partner“.' });
    expect(german.errorMessage).toBe('Die Datei enthält 1 Fehler: Es wurde nichts importiert.');
  });

  it('a key twice in the file is refused, naming the other row', async () => {
    const { errors } = await expectFailed('rawImport', rawFile(rawLine('K-1'), rawLine('K-2'), rawLine('K-1', '3')), 'errors.duplicateKey');
    expect(errors).toEqual([expect.objectContaining({ row: 4, value: 'K-1', params: { key: 'K-1', row: 2 } })]);
  });

  it('a quote inside an unquoted field is refused naming its row and column, in English and German, and logged as no error', async () => {
    const file = readFileSync(join(PROJECT_ROOT, 'tests/fixtures/imports/broken/quote-in-field.csv'));
    // The row before the broken record is checked as usual: the records it names exist, so the quote is its one error.
    const named = { products: ['MAT-1012'], partners: ['100001'], locations: ['LOC-0001', 'LOC-0002'] };
    for (const [resource, numbers] of Object.entries(named)) for (const number of numbers) await client.resources.create(resource, { number });
    const before = logged.length;
    const { result, errors } = await expectFailed('rawImport', file, 'errors.quoteInField');
    expect(errors).toEqual([expect.objectContaining({ row: 3, column: 'Vertragsnummer', message: enTexts.errors.quoteInField })]);
    expect(result.errorMessage).toBe('The file has 1 error: nothing was imported.');
    const german = await client.imported('rawImport', file, { lang: 'de' });
    expect(german.errorMessage).toBe('Die Datei enthält 1 Fehler: Es wurde nichts importiert.');
    const listed = await client.call('GET', `/imports/${german.id}/errors?lang=de`);
    expect(listed.body).toEqual([expect.objectContaining({ row: 3, column: 'Vertragsnummer', message: deTexts.errors.quoteInField })]);
    // A malformed file is the user's error: no error line and no stack trace.
    expect(logged.slice(before).filter((line) => line.level >= 50 || line.err?.stack)).toEqual([]);
  });

  it('a file of another import type is refused, naming both types as the import view does', async () => {
    const file = 'Site;Product;Date;Unit;Into production;Out of production\r\nS-1;P-1;01.03.2026;kg;1;2\r\n';
    const { errors } = await expectFailed('rawImport', file, 'errors.otherImportType');
    expect(errors[0].message).toBe('This looks like a file of the import type Raw PHD (production figures), not Raw import (ERP movements).');
    const german = await client.imported('rawImport', file, { lang: 'de' });
    const listed = await client.call('GET', `/imports/${german.id}/errors?lang=de`);
    expect(listed.body[0].message).toContain('Roh-PHD (Produktionszahlen)');
    expect(listed.body[0].message).toContain('Rohdatenimport (ERP-Bewegungen)');
  });

  it('the error CSV names the list of an unknown reference by its title in the language asked for', async () => {
    const { result } = await expectFailed('rawImport', rawFile(rawLine('C-1', '1', { product: 'MAT-9999' })), 'errors.unknownReference');
    const download = async (lang: string) => {
      const csv = await server.fetch(`${API_PREFIX}/imports/${result.id}/errors.csv?lang=${lang}`, {
        headers: { authorization: `Bearer ${client.token.replace(/^Bearer /, '')}`, 'x-tenant': client.tenant },
      });
      return (await csv.text()).trim().split('\n')[1];
    };
    // Each in the user's CSV format: `,` in English, `;` in German.
    expect(await download('en')).toBe('2,Product,MAT-9999,Product: MAT-9999 is not a known record of the list “Products”.');
    expect(await download('de')).toBe('2;Product;MAT-9999;Product: MAT-9999 ist kein bekannter Datensatz der Liste „Produkte“.');
  });

  it('an import type the tenant may not use is neither offered nor accepted', async () => {
    const types = await client.call('GET', '/import-types');
    expect(types.status).toBe(200);
    expect(types.body.company).toBe('OilCo Producer');
    expect(types.body.types.map((type: { type: string }) => type.type)).not.toContain('cfrImport');
    expect(types.body.types.map((type: { type: string }) => type.type)).toEqual(expect.arrayContaining(['rawImport', 'rawPHD', 'rawStock']));
    await expectRefused(() => client.upload('cfrImport', 'Credit ID\r\nC-1\r\n'), 403, 'IMPORT_TYPE_FORBIDDEN');
    await expectRefused(() => client.upload('noSuchType', 'x\r\n'), 403, 'IMPORT_TYPE_FORBIDDEN');
    expect((await client.call('GET', '/import-types/cfrImport/sample')).status).toBe(404);
  });

  it('the status import before the history import is refused (409 IMPORT_ORDER), then allowed', async () => {
    const types = await cfr.call('GET', '/import-types');
    expect(types.body.types.find((type: { type: string }) => type.type === 'cfrImport')).toMatchObject({ requires: ['cfrHistoryImport'], ready: false });
    const status = 'Credit ID;Compliance period;Transaction type;Transaction ID;Quantity (tCO2e)\r\nC-1;2026;Creation;T-1;10\r\n';
    await expectRefused(() => cfr.upload('cfrImport', status), 409, 'IMPORT_ORDER', cfr);
    const history =
      'Credit ID;History date;Status;Compliance period;Transaction type;Transaction ID;Quantity (tCO2e)\r\nC-1;2026-03-01;Completed;2026;Creation;T-1;10\r\n';
    const first = await cfr.imported('cfrHistoryImport', history.replaceAll(';', ','));
    expect(first).toMatchObject({ importStatus: 'succeeded', recordsCreated: 1 });
    expect((await cfr.call('GET', '/import-types')).body.types.find((type: { type: string }) => type.type === 'cfrImport').ready).toBe(true);
    expect(await cfr.imported('cfrImport', status.replaceAll(';', ','))).toMatchObject({ importStatus: 'succeeded', recordsCreated: 1 });
  });

  it('the errors are listed page by page and downloaded as CSV in the language asked for', async () => {
    const { result } = await expectFailed('rawImport', rawFile(rawLine('E-1', 'x'), rawLine('E-2', 'y'), rawLine('E-3', 'z')), 'errors.invalidNumber');
    const page = await client.call('GET', `/imports/${result.id}/errors?_start=1&_end=2`);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.body).toEqual([expect.objectContaining({ row: 3, column: 'Quantity loaded', value: 'y' })]);
    const csv = await server.fetch(`${API_PREFIX}/imports/${result.id}/errors.csv?lang=de`, {
      headers: { authorization: `Bearer ${client.token.replace(/^Bearer /, '')}`, 'x-tenant': client.tenant },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('Zeile;Spalte;Wert;Meldung');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^2;Quantity loaded;x;/);
    expect(result.errorMessage).toBe('The file has 3 errors: nothing was imported.');
  });

  it("another tenant's import is not found", async () => {
    const { result } = await expectFailed('rawImport', rawFile(rawLine('G-1', 'x')), 'errors.invalidNumber');
    for (const path of [`/imports/${result.id}`, `/imports/${result.id}/errors`, `/imports/${result.id}/errors.csv`]) {
      expect((await cfr.call('GET', path)).status, path).toBe(404);
    }
    expect((await client.call('GET', `/imports/${result.id}`)).body).toMatchObject({ id: result.id, importStatus: 'failed' });
  });
});

describe('an import lists every error in one run, format and reference alike', () => {
  /** The listed errors of a failed file as [row, column, messageKey]. */
  const listed = async (body: string) => {
    const { result, errors } = await expectFailed('rawImport', body);
    return { result, listed: errors.map((error) => [error.row, error.column, error.messageKey]) };
  };

  it('a bad date, a bad number, a missing key and an unknown product are all listed in one run', async () => {
    const file = rawFile(
      rawLine('AE-1', '1', { date: '31.02.2026' }),
      rawLine('AE-2', 'zwölf'),
      rawLine('', '1'),
      rawLine('AE-4', '1', { product: 'NO-PRODUCT' }),
    );
    const { result, listed: errors } = await listed(file);
    expect(errors).toEqual([
      [2, 'Loading date', 'errors.invalidDate'],
      [3, 'Quantity loaded', 'errors.invalidNumber'],
      [4, 'Movement number', 'errors.required'],
      [5, 'Product', 'errors.unknownReference'],
    ]);
    expect(result.errorMessage).toBe('The file has 4 errors: nothing was imported.');
  });

  it('a row with format errors is checked for its references as far as its values can be read', async () => {
    const file = rawFile(rawLine('AE-5', 'zwölf', { product: 'NO-PRODUCT', supplier: 'NO-PARTNER' }), rawLine('', '1', { site: 'NO-SITE', date: 'gestern' }));
    expect((await listed(file)).listed).toEqual([
      [2, 'Quantity loaded', 'errors.invalidNumber'],
      [2, 'Product', 'errors.unknownReference'],
      [2, 'Supplier', 'errors.unknownReference'],
      [3, 'Loading date', 'errors.invalidDate'],
      [3, 'Movement number', 'errors.required'],
      [3, 'Loading site', 'errors.unknownReference'],
    ]);
  });

  it('a key twice in the file is listed beside the format errors of its rows', async () => {
    expect((await listed(rawFile(rawLine('AE-6'), rawLine('AE-6', 'zwölf')))).listed).toEqual([
      [3, 'Quantity loaded', 'errors.invalidNumber'],
      [3, 'Movement number', 'errors.duplicateKey'],
    ]);
  });

  it('past IMPORT_MAX_ERRORS only the errors of the first rows are listed, every one counted', async () => {
    process.env.IMPORT_MAX_ERRORS = '3';
    try {
      const records = await client.records();
      const rows = ['AE-7', 'AE-8', 'AE-9', 'AE-10'].map((number) => rawLine(number, 'zwölf', { product: 'NO-PRODUCT' }));
      const result = await client.imported('rawImport', rawFile(...rows));
      expect(result).toMatchObject({ importStatus: 'failed', errorCount: 8, errorMessage: 'The file has 8 errors: nothing was imported.' });
      const errors = await client.call('GET', `/imports/${result.id}/errors`);
      expect(errors.headers.get('x-total-count')).toBe('3');
      expect(errors.body.map((error: { row: number; column: string; messageKey: string }) => [error.row, error.column, error.messageKey])).toEqual([
        [2, 'Quantity loaded', 'errors.invalidNumber'],
        [2, 'Product', 'errors.unknownReference'],
        [3, 'Quantity loaded', 'errors.invalidNumber'],
      ]);
      expect(await client.records()).toEqual(records);
      expect(await client.stagedRows()).toBe(0);
    } finally {
      delete process.env.IMPORT_MAX_ERRORS;
    }
  });

  it('a clean file still imports', async () => {
    const result = await client.imported('rawImport', rawFile(rawLine('AE-11'), rawLine('AE-12', '2,5', { direction: 'OUT', site: 'S-2' })));
    expect(result).toMatchObject({ importStatus: 'succeeded', errorCount: 0, rowsWritten: 2, recordsCreated: 2 });
    expect(await client.stagedRows()).toBe(0);
    expect((await client.call('GET', '/inbounds/AE-11')).status).toBe(200);
  });
});
