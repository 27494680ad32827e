import { afterEach, describe, expect, it } from 'vitest';
import { BULK_MAX } from '../../src/shared/bulk';
import { fingerprint } from './fingerprint';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const HOME = 'TENANT1';
const FOREIGN = 'TENANT2';
const clients = useResourceClients(server, [HOME, FOREIGN]);
const home = () => clients[HOME];

/** A new inbound of HOME (its number) with the given values. */
const inbound = async (values: Record<string, unknown> = {}) => String((await home().create('inbounds', values)).number);
const bulk = (resource: string, body: unknown, query = '') => home().call('POST', `/${resource}/bulk${query}`, body);
const read = (key: string) => home().call('GET', `/inbounds/${encodeURIComponent(key)}`);
const auditActions = async (key: string) =>
  (
    await server.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE tenant = $1 AND entity = 'inbounds' AND entity_key = $2 ORDER BY id`, [
      HOME,
      key,
    ])
  ).rows.map((row) => row.action);

describe('bulk delete', () => {
  it('deletes each record it may and lists every refusal with its key and reason: in use, locked, not found, another tenant’s key', async () => {
    const [free1, free2, locked] = [await inbound(), await inbound(), await inbound({ movementStatus: 'locked' })];
    const used = await inbound();
    await home().create('outbounds', { inboundId: used });
    const foreign = String((await clients[FOREIGN].create('inbounds', { number: `FOREIGN-${Date.now()}` })).number);
    const foreignBefore = await fingerprint(server.db, FOREIGN);

    const answer = await bulk('inbounds', { action: 'delete', keys: [free1, used, locked, 'NO-SUCH-INBOUND', foreign, free2] });

    expect(answer.status).toBe(200);
    expect(answer.body.done).toEqual([free1, free2]);
    expect(answer.body.refused.map((refusal: { key: string; code: string }) => [refusal.key, refusal.code])).toEqual([
      [used, 'IN_USE'],
      [locked, 'RECORD_LOCKED'],
      ['NO-SUCH-INBOUND', 'NOT_FOUND'],
      [foreign, 'NOT_FOUND'],
    ]);
    expect(answer.body.refused[0]).toMatchObject({
      message: 'The record is used by other records and cannot be deleted or renumbered.',
      usages: [{ resource: 'outbounds', field: 'inboundId', count: 1 }],
    });
    expect(answer.body.refused[1].message).toBe('This record is locked and cannot be edited');
    for (const key of [free1, free2]) expect((await read(key)).status).toBe(404);
    for (const key of [used, locked]) expect((await read(key)).status).toBe(200);
    expect(await auditActions(free1)).toEqual(['create', 'delete']);
    expect(await auditActions(locked)).toEqual(['create']);
    expect(await fingerprint(server.db, FOREIGN)).toEqual(foreignBefore);
  });

  it('words each refusal in the language asked for', async () => {
    const locked = await inbound({ movementStatus: 'locked' });
    const answer = await bulk('inbounds', { action: 'delete', keys: [locked] }, '?lang=de');
    expect(answer.body.refused).toEqual([{ key: locked, code: 'RECORD_LOCKED', message: 'Dieser Datensatz ist gesperrt und kann nicht bearbeitet werden' }]);
  });

  it('“all matching the filter” acts on exactly the records the list’s filters and search match', async () => {
    const marker = `bulk-filter-${Date.now()}`;
    const matching = [
      await inbound({ comment: `${marker} a` }),
      await inbound({ comment: `${marker} b` }),
      await inbound({ comment: `${marker} c`, movementStatus: 'locked' }),
    ];
    const other = await inbound({ comment: 'something else' });
    const listed = await home().call('GET', `/inbounds?q=${marker}`);
    expect(listed.body.map((record: { number: string }) => record.number).sort()).toEqual([...matching].sort());

    const answer = await bulk('inbounds', { action: 'delete', filter: { q: marker, movementStatus_ne: 'locked' } });

    expect(answer.status).toBe(200);
    expect([...answer.body.done].sort()).toEqual(matching.slice(0, 2).sort());
    expect(answer.body.refused).toEqual([]);
    expect((await read(matching[2])).status).toBe(200);
    expect((await read(other)).status).toBe(200);
  });

  it('a filter the list would refuse is refused the same way, and nothing is done', async () => {
    const before = await fingerprint(server.db, HOME);
    expect((await bulk('inbounds', { action: 'delete', filter: { nope: 'x' } })).body).toMatchObject({ code: 'UNKNOWN_FIELD', fields: ['nope'] });
    expect((await bulk('inbounds', { action: 'delete', filter: { quantityLoaded_gte: 'many' } })).body).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'quantityLoaded_gte' }],
    });
    expect((await bulk('inbounds', { action: 'delete', filter: { _start: '0' } })).body).toMatchObject({ code: 'UNKNOWN_FIELD' });
    expect(await fingerprint(server.db, HOME)).toEqual(before);
  });
});

describe('the cap on records per request', () => {
  it(`more than ${BULK_MAX} keys answer 400 BULK_TOO_LARGE naming the cap, and nothing is done`, async () => {
    const free = await inbound();
    const keys = [free, ...Array.from({ length: BULK_MAX }, (_, index) => `X-${index}`)];
    const answer = await bulk('inbounds', { action: 'delete', keys });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BULK_TOO_LARGE', limit: BULK_MAX });
    expect((await read(free)).status).toBe(200);
  });

  it(`a filter matching more than ${BULK_MAX} records answers 400 BULK_TOO_LARGE, and nothing is done`, async () => {
    const marker = `bulk-cap-${Date.now()}`;
    const rows = Array.from({ length: BULK_MAX + 1 }, (_, index) => index);
    // Plain rows of the entity table: the filter is what is tested, not how they were written.
    await server.db.query(
      `INSERT INTO e_inbounds (tenant, number, product, "loadingDate", "movementStatus", comment, created_by, updated_by)
       SELECT $1, $2 || '-' || n, (SELECT product FROM e_inbounds WHERE tenant = $1 LIMIT 1), '2020-01-01', 'open', $2, 'test', 'test'
       FROM unnest($3::int[]) AS n`,
      [HOME, marker, rows],
    );
    const before = await fingerprint(server.db, HOME);
    const answer = await bulk('inbounds', { action: 'delete', filter: { comment: marker } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BULK_TOO_LARGE', limit: BULK_MAX });
    expect(await fingerprint(server.db, HOME)).toEqual(before);
  });
});

describe('bulk set of a status the registry allows (x-bulk-set)', () => {
  it('sets the status of each record it may; a locked record is refused and keeps its status', async () => {
    const [open1, open2, locked] = [
      await inbound({ movementStatus: 'open' }),
      await inbound({ movementStatus: 'open' }),
      await inbound({ movementStatus: 'locked' }),
    ];
    const answer = await bulk('inbounds', { action: 'set', keys: [open1, locked, open2], values: { movementStatus: 'inProgress' } });
    expect(answer.body.done).toEqual([open1, open2]);
    expect(answer.body.refused).toMatchObject([{ key: locked, code: 'RECORD_LOCKED' }]);
    for (const key of [open1, open2]) expect((await read(key)).body.movementStatus).toBe('inProgress');
    expect((await read(locked)).body.movementStatus).toBe('locked');
    expect(await auditActions(open1)).toEqual(['create', 'update']);
  });

  it('a status the registry does not offer in bulk, a property without x-bulk-set and an entity without any are refused before anything is done', async () => {
    const open = await inbound({ movementStatus: 'open' });
    const before = await fingerprint(server.db, HOME);
    expect((await bulk('inbounds', { action: 'set', keys: [open], values: { movementStatus: 'completed' } })).body).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'values.movementStatus', messageKey: 'validation.enum' }],
    });
    expect((await bulk('inbounds', { action: 'set', keys: [open], values: { comment: 'x' } })).body).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'values.comment', messageKey: 'validation.bulkSet' }],
    });
    expect((await bulk('partners', { action: 'set', keys: ['100010'], values: { name: 'x' } })).body).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'values.name', messageKey: 'validation.bulkSet' }],
    });
    expect((await bulk('inbounds', { action: 'set', keys: [open] })).body).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'values' }] });
    expect(await fingerprint(server.db, HOME)).toEqual(before);
  });
});

describe('each record done entirely or not at all', () => {
  afterEach(async () => {
    await server.db.query('DROP TRIGGER IF EXISTS bulk_test_failure ON audit_log');
  });

  it('a record whose write fails after its row was changed keeps its old values and has no audit entry; the others are done', async () => {
    const [first, failing, last] = [
      await inbound({ movementStatus: 'open' }),
      await inbound({ movementStatus: 'open' }),
      await inbound({ movementStatus: 'open' }),
    ];
    // The audit entry is a write's last step: failing there, the record's row and its hooks' work were already written.
    await server.db.query(`CREATE OR REPLACE FUNCTION bulk_test_failure() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.entity_key = '${failing}' AND NEW.action = 'update' THEN RAISE EXCEPTION 'planted failure' USING ERRCODE = '22023'; END IF;
        RETURN NEW;
      END $$`);
    await server.db.query('CREATE TRIGGER bulk_test_failure BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION bulk_test_failure()');

    const answer = await bulk('inbounds', { action: 'set', keys: [first, failing, last], values: { movementStatus: 'inProgress' } });

    expect(answer.body.done).toEqual([first, last]);
    expect(answer.body.refused).toMatchObject([{ key: failing, code: 'INVALID_INPUT' }]);
    expect((await read(failing)).body.movementStatus).toBe('open');
    expect(await auditActions(failing)).toEqual(['create']);
    expect((await read(last)).body.movementStatus).toBe('inProgress');
  });
});

describe('the request', () => {
  it('is refused with 400 naming what is wrong: the action, neither or both of keys and filter, keys that are no list of texts, unknown fields', async () => {
    const refused = async (body: unknown) => (await bulk('inbounds', body)).body;
    expect(await refused({ action: 'purge', keys: [] })).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'action', rule: 'enum' }] });
    expect(await refused({ action: 'delete' })).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'keys', rule: 'required' }] });
    expect(await refused({ action: 'delete', keys: [], filter: {} })).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'filter' }] });
    expect(await refused({ action: 'delete', keys: [1] })).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'keys' }] });
    expect(await refused({ action: 'delete', filter: { q: 1 } })).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'filter.q' }] });
    expect(await refused({ action: 'delete', keys: [], values: {} })).toMatchObject({ code: 'UNKNOWN_FIELD', fields: ['values'] });
    expect(await refused({ action: 'delete', keys: [], all: true })).toMatchObject({ code: 'UNKNOWN_FIELD', fields: ['all'] });
  });

  it('a key no record can have is refused as its URL would be (INVALID_ID)', async () => {
    const answer = await bulk('inbounds', { action: 'delete', keys: ['', '..', 'x'.repeat(41)] });
    expect(answer.body.refused.map((refusal: { code: string }) => refusal.code)).toEqual(['INVALID_ID', 'INVALID_ID', 'INVALID_ID']);
  });

  it('records only a domain service writes (x-managed) have no bulk route', async () => {
    expect((await bulk('mass-balance-allocations', { action: 'delete', keys: ['1'] })).status).toBe(404);
  });
});
