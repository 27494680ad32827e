import { beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { MARK_EVERY } from '../../src/server/resources/value-counts';
import { useTestServer } from './harness';
import { openEveryResource } from './resource-client';
import { ImportClient, rawFile, rawLine } from './imports/import-client';

/** What an import writes (docs/domain-rules.md#what-an-import-writes): all-or-nothing, tracked, idempotent, one at a time per tenant and type. */
const server = useTestServer();
let client: ImportClient;

beforeAll(async () => {
  const { token } = await server.loginAs('producer.admin@oilco.example');
  client = new ImportClient(server, token, 'OILCO_PRODUCER');
  await client.masterData();
});

const FILE = rawFile(rawLine('A-1'), rawLine('A-2', '2,5'), rawLine('A-3', '7', { direction: 'OUT', site: 'S-2' }));

describe('writing imported records', () => {
  it('imported records carry importSource, importKey, importStatus, lastImportTime and importMessage', async () => {
    const result = await client.imported('rawImport', FILE);
    expect(result).toMatchObject({
      importStatus: 'succeeded',
      phase: 'done',
      rowsRead: 3,
      rowsWritten: 3,
      recordsCreated: 3,
      recordsUpdated: 0,
      recordsUnchanged: 0,
      errorCount: 0,
    });
    const inbound = (await client.call('GET', '/inbounds/A-1')).body;
    expect(inbound).toMatchObject({
      quantityLoaded: 1000.5,
      movementStatus: 'open',
      importSource: 'rawImport',
      importKey: 'A-1',
      importStatus: 'created',
      importMessage: result.id,
    });
    expect(inbound.lastImportTime).toBe(result.lastImportTime);
    expect((await client.call('GET', '/outbounds/A-3')).body).toMatchObject({ loadingSite: 'S-2', importStatus: 'created' });
  });

  it('every import leaves an import message, listed on the import messages page', async () => {
    const failed = await client.imported('rawImport', rawFile(rawLine('B-1', 'x')));
    const list = await client.call('GET', '/import-messages?_sort=startedAt&_order=desc');
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      id: failed.id,
      importType: 'rawImport',
      importStatus: 'failed',
      fileName: 'file.csv',
      importedBy: 'producer.admin@oilco.example',
      errorCount: 1,
    });
    expect(list.body[0].errorMessage).toBe('The file has 1 error: nothing was imported.');
    expect(list.body.length).toBeGreaterThanOrEqual(2);
  });

  it('re-importing the same file changes nothing', async () => {
    const before = await client.records();
    const again = await client.imported('rawImport', FILE);
    expect(again).toMatchObject({ importStatus: 'succeeded', recordsCreated: 0, recordsUpdated: 0, recordsUnchanged: 3 });
    const after = await client.records();
    // Only the audit log has the one entry of the import.
    expect({ ...after, audit_log: undefined }).toEqual({ ...before, audit_log: undefined });
    expect((await client.call('GET', '/inbounds/A-1')).body.importStatus).toBe('created');
  });

  it('a changed row updates its record, only where values changed', async () => {
    const first = (await client.call('GET', '/inbounds/A-2')).body;
    const changed = await client.imported('rawImport', FILE.replace('A-1;P-1;offen;01.03.2026;PA-1;S-1;1.000,5', 'A-1;P-1;offen;01.03.2026;PA-1;S-1;1.200'));
    expect(changed).toMatchObject({ recordsCreated: 0, recordsUpdated: 1, recordsUnchanged: 2 });
    expect((await client.call('GET', '/inbounds/A-1')).body).toMatchObject({ quantityLoaded: 1200, importStatus: 'updated', importMessage: changed.id });
    expect((await client.call('GET', '/inbounds/A-2')).body).toEqual(first);
  });

  it('one audit log entry per import, not one per row', async () => {
    const result = await client.imported('rawImport', rawFile(rawLine('C-1'), rawLine('C-2')));
    const { rows } = await server.db.query<{ action: string; entity: string; after: Record<string, unknown> }>(
      `SELECT action, entity, after FROM audit_log WHERE tenant = $1 AND (entity_key = $2 OR entity_key IN ('C-1', 'C-2'))`,
      [client.tenant, result.id],
    );
    expect(rows).toEqual([{ action: 'import', entity: 'import-messages', after: expect.objectContaining({ importType: 'rawImport', recordsCreated: 2 }) }]);
  });

  it('a locked record is left alone when unchanged and refuses a change', async () => {
    const locked = rawFile(rawLine('L-1', '5', { status: 'abgeschlossen' }));
    expect(await client.imported('rawImport', locked)).toMatchObject({ importStatus: 'succeeded', recordsCreated: 1 });
    expect(await client.imported('rawImport', locked)).toMatchObject({ importStatus: 'succeeded', recordsUnchanged: 1 });
    const before = await client.records();
    const refused = await client.imported('rawImport', rawFile(rawLine('L-1', '6', { status: 'abgeschlossen' })));
    expect(refused).toMatchObject({ importStatus: 'failed', errorCount: 1 });
    const errors = await client.call('GET', `/imports/${refused.id}/errors`);
    expect(errors.body).toEqual([expect.objectContaining({ row: 2, value: 'L-1', messageKey: 'errors.recordLocked' })]);
    expect(await client.records()).toEqual(before);
  });
  it('a movement in the period of a completed mass balance is refused, like in the form', async () => {
    await insertRows(server.db, server.app.registry, 'mass-balances', client.tenant, [
      { identifierValue: 'S-1-P-1-2026-05', site: 'S-1', product: 'P-1', dateFrom: '2026-05-01', dateTo: '2026-05-31', unit: 'Kg', balanceStatus: 'completed' },
    ]);
    const before = await client.records();
    const refused = await client.imported('rawImport', rawFile(rawLine('MB-1', '5', { direction: 'OUT', date: '15.05.2026' })));
    expect(refused.importStatus).toBe('failed');
    const errors = await client.call('GET', `/imports/${refused.id}/errors`);
    expect(errors.body).toEqual([
      expect.objectContaining({ row: 2, value: 'MB-1', messageKey: 'errors.periodCompleted', params: { key: 'MB-1', balance: 'S-1-P-1-2026-05' } }),
    ]);
    expect(await client.records()).toEqual(before);
    expect(await client.imported('rawImport', rawFile(rawLine('MB-2', '5', { direction: 'OUT', date: '15.06.2026' })))).toMatchObject({
      importStatus: 'succeeded',
    });
  });
});

describe('writing in slices of rows', () => {
  const withSlices = async <T>(rows: number, work: () => Promise<T>): Promise<T> => {
    process.env.IMPORT_MERGE_SLICE_ROWS = String(rows);
    try {
      return await work();
    } finally {
      delete process.env.IMPORT_MERGE_SLICE_ROWS;
    }
  };

  it('a file written in slices creates, updates and leaves unchanged each record once, as in one statement', async () => {
    const lines = ['SL-1', 'SL-2', 'SL-3', 'SL-4', 'SL-5'].map((key, index) => rawLine(key, String(index + 1), { direction: index % 2 ? 'OUT' : 'IN' }));
    const created = await withSlices(2, () => client.imported('rawImport', rawFile(...lines)));
    expect(created).toMatchObject({ importStatus: 'succeeded', rowsRead: 5, rowsWritten: 5, recordsCreated: 5, recordsUpdated: 0, recordsUnchanged: 0 });
    const listed = async () =>
      (await client.call('GET', '/inbounds?number_like=SL-&_sort=number&_start=0&_end=10')).body.map((row: { quantityLoaded: number }) => row.quantityLoaded);
    expect(await listed()).toEqual([1, 3, 5]);
    const changed = [...lines];
    changed[1] = rawLine('SL-2', '20', { direction: 'OUT' });
    changed[4] = rawLine('SL-5', '50');
    const updated = await withSlices(2, () => client.imported('rawImport', rawFile(...changed)));
    expect(updated).toMatchObject({ importStatus: 'succeeded', rowsWritten: 5, recordsCreated: 0, recordsUpdated: 2, recordsUnchanged: 3 });
    // An import that only updates retires the lists answered before it.
    expect(await listed()).toEqual([1, 3, 50]);
    expect((await client.call('GET', '/outbounds/SL-2')).body).toMatchObject({ quantityLoaded: 20, importStatus: 'updated' });
    expect((await client.call('GET', '/inbounds/SL-5')).body).toMatchObject({ quantityLoaded: 50, importStatus: 'updated' });
    // The maintained totals of unfiltered lists follow every slice's inserts.
    for (const resource of ['inbounds', 'outbounds']) {
      const { rows } = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM e_${resource} WHERE tenant = $1`, [client.tenant]);
      expect(Number((await client.call('GET', `/${resource}?_start=0&_end=1`)).headers.get('x-total-count'))).toBe(rows[0].n);
    }
  });

  // PGlite has one connection: a poll waits until the write transaction ends, so only PostgreSQL shows the phase move.
  it.skipIf(!process.env.DATABASE_URL)(
    'the write phase shows its progress: rows written rise from 0 to the rows read, slice by slice',
    async () => {
      const ROWS = 3_000;
      const id = `slices-${Date.now()}`;
      const seen: { phase: string; rowsRead: number; rowsWritten: number }[] = [];
      const done = await withSlices(20, async () => {
        const running = client.upload('rawImport', rawFile(...Array.from({ length: ROWS }, (_, index) => rawLine(`SLP-${index}`, String(index + 1)))), { id });
        let finished = false;
        void running.finally(() => (finished = true));
        while (!finished) {
          const progress = await client.call('GET', `/imports/${id}`);
          if (progress.status === 200) seen.push(progress.body);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        return running;
      });
      expect(done.body).toMatchObject({ importStatus: 'succeeded', rowsRead: ROWS, rowsWritten: ROWS, recordsCreated: ROWS });
      expect(seen.filter((state) => state.phase !== 'writing' && state.phase !== 'done').every((state) => state.rowsWritten === 0)).toBe(true);
      expect(seen.some((state) => state.phase === 'writing' && state.rowsWritten > 0 && state.rowsWritten < ROWS)).toBe(true);
    },
    120_000,
  );
});

describe('the round trip of a list export', () => {
  it('a changed row of a versioned entity corrects the version of its valid-from, or adds one from another date, only where values changed', async () => {
    await client.resources.create('partners', { number: 'RT-1', name: 'Round Trip', city: 'Hamburg' });
    const exported = await server.fetch('/api/v1/partners.csv?number=RT-1', {
      headers: { authorization: `Bearer ${client.token.replace(/^Bearer /, '')}`, 'x-tenant': client.tenant },
    });
    const csv = await exported.text();
    expect(csv).toContain('Round Trip');
    const { validFrom } = (await client.call('GET', '/partners/RT-1')).body;
    const versions = async () => (await client.call('GET', '/partners/RT-1/versions')).body;
    expect(await client.imported('resource:partners', csv)).toMatchObject({ importStatus: 'succeeded', recordsUnchanged: 1 });

    const corrected = await client.imported('resource:partners', csv.replace('Hamburg', 'Bremen'));
    expect(corrected).toMatchObject({ importStatus: 'succeeded', recordsUpdated: 1, recordsCreated: 0 });
    expect(await versions()).toEqual([
      expect.objectContaining({ version: 1, validFrom, city: 'Bremen', name: 'Round Trip', importStatus: 'updated', importMessage: corrected.id }),
    ]);
    expect(await client.imported('resource:partners', csv.replace('Hamburg', 'Bremen'))).toMatchObject({ recordsUnchanged: 1 });

    const later = '2099-01-01';
    const added = await client.imported('resource:partners', csv.replace('Hamburg', 'Kiel').replaceAll(validFrom, later));
    expect(added).toMatchObject({ importStatus: 'succeeded', recordsUpdated: 1 });
    expect(await versions()).toEqual([
      expect.objectContaining({ version: 2, validFrom: later, city: 'Kiel', importMessage: added.id }),
      expect.objectContaining({ version: 1, validFrom, city: 'Bremen' }),
    ]);
  });

  it('a row whose end date lies before its start is refused, naming the start column (x-date-ranges)', async () => {
    const csv = await (
      await server.fetch('/api/v1/partners.csv?number=RT-1', {
        headers: { authorization: `Bearer ${client.token.replace(/^Bearer /, '')}`, 'x-tenant': client.tenant },
      })
    ).text();
    const active = (await client.call('GET', '/partners/RT-1')).body;
    const refused = await client.imported('resource:partners', csv.replace(`${active.validFrom},${active.validTo}`, `${active.validFrom},2000-01-01`));
    expect(refused.importStatus).toBe('failed');
    const errors = await client.call('GET', `/imports/${refused.id}/errors?lang=en`);
    expect(errors.body).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'Valid to',
        value: '2000-01-01',
        messageKey: 'errors.dateRange',
        message: 'The date must not be before Valid from.',
      }),
    ]);
  });

  it('a row with the valid-from of an older version corrects that version (the export of the version in effect reads back)', async () => {
    const csv = await (
      await server.fetch('/api/v1/partners.csv?number=RT-1', {
        headers: { authorization: `Bearer ${client.token.replace(/^Bearer /, '')}`, 'x-tenant': client.tenant },
      })
    ).text();
    expect(csv).toContain('Bremen');
    expect(await client.imported('resource:partners', csv)).toMatchObject({ importStatus: 'succeeded', recordsUnchanged: 1 });
    const corrected = await client.imported('resource:partners', csv.replace('Bremen', 'Lübeck'));
    expect(corrected).toMatchObject({ importStatus: 'succeeded', recordsUpdated: 1, recordsCreated: 0 });
    expect((await client.call('GET', '/partners/RT-1/versions')).body).toEqual([
      expect.objectContaining({ version: 2, validFrom: '2099-01-01', city: 'Kiel' }),
      expect.objectContaining({ version: 1, city: 'Lübeck', importMessage: corrected.id }),
    ]);
  });

  it.each(['de', 'en'] as const)("an export's totals row (%s) is no record: the export reads back unchanged without it", async (lang) => {
    const exported = await server.fetch(`/api/v1/inbounds.csv?number=A-1&number=A-2&lang=${lang}`, {
      headers: { authorization: `Bearer ${client.token.replace(/^Bearer /, '')}`, 'x-tenant': client.tenant },
    });
    const csv = await exported.text();
    const label = { de: 'Σ Summe / gefilterte Liste', en: 'Σ Total / filtered list' }[lang];
    expect(csv.trim().split('\n').at(-1)).toMatch(new RegExp(`^${label}[;,]`));
    // The movements' quantities in their product's unit total as text, one figure per unit.
    expect(csv.trim().split('\n').at(-1)).toMatch(/[;,]"?\d+([.,]\d+)? (Kg|L15°)/);
    expect(await client.imported('resource:inbounds', csv)).toMatchObject({ importStatus: 'succeeded', rowsRead: 2, recordsUnchanged: 2, errorCount: 0 });
  });

  it.each(['de', 'en'] as const)('an export in %s reads back unchanged: column labels, enum texts and references with their labels', async (lang) => {
    const STATUS = { de: { open: 'Offen', inProgress: 'In Bearbeitung' }, en: { open: 'Open', inProgress: 'In progress' } }[lang];
    const status: 'open' | 'inProgress' = (await client.call('GET', '/inbounds/A-2')).body.movementStatus;
    const exported = await server.fetch(`/api/v1/inbounds.csv?number=A-2&lang=${lang}`, {
      headers: { authorization: `Bearer ${client.token.replace(/^Bearer /, '')}`, 'x-tenant': client.tenant },
    });
    const csv = await exported.text();
    // German files separate their fields with `;`.
    const delimiter = lang === 'de' ? ';' : ',';
    expect(csv).toContain(`${delimiter}${STATUS[status]}${delimiter}`);
    expect(csv).toMatch(new RegExp(`${delimiter}P-1 – [^${delimiter}]+${delimiter}`));
    expect(await client.imported('resource:inbounds', csv)).toMatchObject({ importStatus: 'succeeded', recordsUnchanged: 1 });
    const next = status === 'open' ? 'inProgress' : 'open';
    expect(
      await client.imported('resource:inbounds', csv.replace(`${delimiter}${STATUS[status]}${delimiter}`, `${delimiter}${STATUS[next]}${delimiter}`)),
    ).toMatchObject({
      importStatus: 'succeeded',
      recordsUpdated: 1,
    });
    expect((await client.call('GET', '/inbounds/A-2')).body.movementStatus).toBe(next);
  });

  it('the import types list the round trip of every resource the tenant shows, with its columns and a sample', async () => {
    const types = (await client.call('GET', '/import-types')).body.types as { type: string; columns: { property: string }[]; ready: boolean }[];
    const partners = types.find((type) => type.type === 'resource:partners');
    expect(partners).toMatchObject({ resources: ['partners'], decimal: '.', ready: true });
    expect(partners!.columns.map((column) => column.property)).toContain('name');
    // Columns the server sets are read over, so they are not offered.
    expect(partners!.columns.map((column) => column.property)).not.toContain('importSource');
    expect(types.some((type) => type.type === 'resource:catscredits')).toBe(false);
    const sample = await server.fetch('/api/v1/import-types/rawImport/sample', {
      headers: { authorization: `Bearer ${client.token.replace(/^Bearer /, '')}`, 'x-tenant': client.tenant },
    });
    expect(sample.status).toBe(200);
    expect(sample.headers.get('content-disposition')).toContain('rawImport.csv');
    expect(await sample.text()).toContain('Bewegungsnummer');
  });
  it('a reference inside a list entry to no record is refused, naming the list column', async () => {
    await openEveryResource(server, [client.tenant]);
    const collection = await client.resources.create('collections', { id: 'COL-RT-1' });
    const exported = await server.fetch('/api/v1/collections.csv?id=COL-RT-1', {
      headers: { authorization: `Bearer ${client.token.replace(/^Bearer /, '')}`, 'x-tenant': client.tenant },
    });
    const csv = await exported.text();
    const proof = String((collection.certificates as { sustainabilityData: string }[])[0].sustainabilityData);
    expect(csv).toContain(`(${proof})`);
    expect(await client.imported('resource:collections', csv)).toMatchObject({ importStatus: 'succeeded', recordsUnchanged: 1 });
    const before = await client.records();
    const refused = await client.imported('resource:collections', csv.replace(`(${proof})`, '(NO-PROOF)'));
    const errors = await client.call('GET', `/imports/${refused.id}/errors`);
    expect(errors.body).toEqual([
      expect.objectContaining({
        row: 2,
        value: 'NO-PROOF',
        messageKey: 'errors.unknownReference',
        params: expect.objectContaining({ resource: 'sustainabilitydata' }),
      }),
    ]);
    expect(await client.records()).toEqual(before);
  });
});

describe('a large import', () => {
  const ROWS = Number(process.env.IMPORT_TEST_ROWS ?? 100_000);
  const big = () => rawFile(...Array.from({ length: ROWS }, (_, index) => rawLine(`BIG-${index}`, String(index + 1), { direction: index % 2 ? 'OUT' : 'IN' })));

  it('runs while other requests are answered; a second import of the tenant and type is refused while it runs', async () => {
    const file = big();
    const id = `big-${Date.now()}`;
    const started = Date.now();
    const running = client.upload('rawImport', file, { id, fileName: 'big.csv' });
    let progress: { status: number; body: Record<string, unknown> } = { status: 404, body: {} };
    for (let attempt = 0; attempt < 200 && progress.status === 404; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      progress = await client.call('GET', `/imports/${id}`);
    }
    expect(progress.body).toMatchObject({ id, importStatus: 'running' });

    const second = await client.upload('rawImport', rawFile(rawLine('SECOND-1')));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'IMPORT_RUNNING', messageKey: 'errors.importRunning' });

    const { token } = await server.loginAs('multi@fuel-portal.example');
    const other = new ImportClient(server, token, 'OILCO_PRODUCER');
    const asked = Date.now();
    const list = await other.call('GET', '/partners');
    expect(list.status).toBe(200);
    expect(Date.now() - asked).toBeLessThan(3000);
    expect((await client.call('GET', `/imports/${id}`)).body.importStatus).toBe('running');

    const done = await running;
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ importStatus: 'succeeded', rowsRead: ROWS, recordsCreated: ROWS });
    console.log(`${ROWS} rows imported in ${Date.now() - started} ms`);
    expect(await client.stagedRows()).toBe(0);
  }, 300_000);

  it('leaves no more than MARK_EVERY of its records between two key marks, so a deep page sorted by the key starts near it', async () => {
    for (const resource of ['inbounds', 'outbounds']) {
      const { rows } = await server.db.query<{ largest: number }>(
        `SELECT max(n)::int AS largest FROM (SELECT sum(n) AS n FROM value_counts WHERE tenant = $1 AND resource = $2 AND field = 'number' GROUP BY mark) AS ranges`,
        [client.tenant, resource],
      );
      expect(rows[0].largest).toBeLessThanOrEqual(MARK_EVERY);
    }
  });
});
