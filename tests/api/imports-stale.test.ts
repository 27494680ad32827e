import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failStaleImports } from '../../src/server/imports/recovery';
import { stageId } from '../../src/server/imports/stage-rows';
import { useTestServer, type TestServer } from './harness';
import { ImportClient, rawFile, rawLine } from './imports/import-client';

/**
 * An import whose process stopped (killed, lost its database) blocks its type only until its heartbeat is
 * stale, without a restart: whoever looks at it or starts another import of its type, on any node, finds
 * it failed as interrupted (docs/domain-rules.md#what-an-import-writes). A crashed job is planted as its
 * process left it: running, its heartbeat an hour old, a row in staging.
 */
const server = useTestServer();
const TENANT = 'OILCO_PRODUCER';
const IMPORTER = 'producer.admin@oilco.example';
const INTERRUPTED_EN = 'The import was interrupted: its server stopped or lost its database connection. Nothing was imported.';
const INTERRUPTED_DE = 'Der Import wurde unterbrochen: Sein Server wurde beendet oder verlor die Verbindung zur Datenbank. Es wurde nichts importiert.';
let client: ImportClient;

beforeAll(async () => {
  const { token } = await server.loginAs(IMPORTER);
  client = new ImportClient(server, token, TENANT);
  await client.masterData();
});

let planted = 0;

/** A running import of `importType` whose process stopped an hour ago in the write phase; answers its id. */
async function plantCrashed(importType: string, importedBy = IMPORTER): Promise<string> {
  const id = `crashed-${++planted}-${Date.now()}`;
  await server.db.query(
    `INSERT INTO e_import_messages (tenant, id, "importType", "importStatus", phase, "fileName", "importedBy", "startedAt", "rowsRead", "rowsWritten",
       created_by, updated_by, updated_at)
     VALUES ($1, $2, $3, 'running', 'writing', 'crashed.csv', $4, now() - interval '1 hour', 1, 1, $4, $4, now() - interval '1 hour')`,
    [TENANT, id, importType, importedBy],
  );
  await server.db.query(`INSERT INTO import_stage_inbounds (import_id, row_number, import_key, number) VALUES ($1, 1, $2, $2)`, [
    stageId(TENANT, id),
    `${id}-row`,
  ]);
  return id;
}

const interrupted = (id: string, errorMessage = INTERRUPTED_EN) => ({ id, importStatus: 'failed', phase: 'writing', rowsWritten: 0, errorMessage });

describe('a stale job is failed without a restart', () => {
  it('a stale job is failed without a restart: another import of its type is accepted, and the stale one says it was interrupted', async () => {
    const crashed = await plantCrashed('rawImport');
    const next = await client.upload('rawImport', rawFile(rawLine('AFTER-CRASH-1')));
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body).toMatchObject({ importStatus: 'succeeded', recordsCreated: 1 });
    expect((await client.call('GET', `/imports/${crashed}`)).body).toMatchObject(interrupted(crashed));
    expect(await client.stagedRows()).toBe(0);
    expect((await client.call('GET', `/inbounds/${crashed}-row`)).status).toBe(404);
  });

  it('looking at a stale job fails it: its progress, the import messages record and list', async () => {
    const progress = await plantCrashed('lookedAtProgress');
    expect((await client.call('GET', `/imports/${progress}`)).body).toMatchObject(interrupted(progress));
    const record = await plantCrashed('lookedAtRecord');
    expect((await client.call('GET', `/import-messages/${record}`)).body).toMatchObject(interrupted(record));
    const listed = await plantCrashed('lookedAtList');
    const list = await client.call('GET', `/import-messages?id=${listed}`);
    expect(list.body).toEqual([expect.objectContaining(interrupted(listed))]);
    expect(await client.stagedRows()).toBe(0);
  });

  it('the interrupted message is in the language of the user who started the import', async () => {
    const { token } = await server.loginAs('multi@fuel-portal.example');
    expect((await server.api('PUT', '/account/settings', { token, body: { language: 'de' } })).status).toBe(200);
    const crashed = await plantCrashed('germanImporter', 'multi@fuel-portal.example');
    expect((await client.call('GET', `/imports/${crashed}`)).body).toMatchObject(interrupted(crashed, INTERRUPTED_DE));
  });

  it('a running import with a fresh heartbeat is never failed: looks and a second start past the limit find it running', async () => {
    await expectAliveWhileLookedAt([server]);
  });
});

const limit = process.env.IMPORT_STALE_SECONDS;
afterEach(() => {
  if (limit === undefined) delete process.env.IMPORT_STALE_SECONDS;
  else process.env.IMPORT_STALE_SECONDS = limit;
});

/**
 * With a stale limit of 2 s (heartbeat every 667 ms), an import held open on the first node runs past twice
 * the limit: every node looking at it or asking to start another of its type finds it running.
 */
async function expectAliveWhileLookedAt(nodes: TestServer[]) {
  process.env.IMPORT_STALE_SECONDS = '2';
  const id = `alive-${Date.now()}`;
  const running = client.held('rawImport', id, rawFile(rawLine(`${id}-1`)), `${rawLine(`${id}-2`)}\r\n`);
  expect((await client.started(id)).body).toMatchObject({ id, importStatus: 'running' });
  const started = `SELECT "startedAt" < now() - interval '4 seconds' AS long FROM e_import_messages WHERE tenant = $1 AND id = $2`;
  await expect.poll(async () => (await server.db.query<{ long: boolean }>(started, [TENANT, id])).rows[0].long, { timeout: 20_000, interval: 200 }).toBe(true);
  for (const node of nodes) {
    const onNode = new ImportClient(node, client.token, TENANT);
    expect((await onNode.call('GET', `/imports/${id}`)).body).toMatchObject({ importStatus: 'running' });
    expect((await onNode.call('GET', `/import-messages/${id}`)).body).toMatchObject({ importStatus: 'running' });
    const second = await onNode.upload('rawImport', rawFile(rawLine(`${id}-3`)));
    expect(second.body.code).toBe('IMPORT_RUNNING');
  }
  running.release();
  expect((await running.answer).status).toBe(200);
  expect((await client.call('GET', `/imports/${id}`)).body).toMatchObject({ importStatus: 'succeeded', recordsCreated: 2 });
}

describe.skipIf(!process.env.DATABASE_URL)('a stale job on two nodes of one PostgreSQL', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await server.startSecondNode();
  });
  afterAll(async () => {
    await second?.stop();
  });

  it('a stale job is failed without a restart by the other node: an import of its type started there is accepted', async () => {
    const crashed = await plantCrashed('rawImport');
    const next = await new ImportClient(second, client.token, TENANT).upload('rawImport', rawFile(rawLine('OTHER-NODE-1')));
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect((await client.call('GET', `/imports/${crashed}`)).body).toMatchObject(interrupted(crashed));
  });

  it('two nodes asking at once fail each stale job once, and both answer it failed', async () => {
    const crashed: string[] = [];
    for (let job = 0; job < 20; job++) crashed.push(await plantCrashed(`askedTwice${job}`));
    const failed = await Promise.all([server, second].map((node) => failStaleImports(node.db, node.app.registry, { tenant: TENANT })));
    expect(failed[0] + failed[1]).toBe(crashed.length);
    const looks = await Promise.all([server, second].map((node) => new ImportClient(node, client.token, TENANT).call('GET', `/imports/${crashed[0]}`)));
    for (const look of looks) expect(look.body).toMatchObject(interrupted(crashed[0]));
  });

  it('a running import with a fresh heartbeat is never failed by the other node: its looks and starts past the limit find it running', async () => {
    await expectAliveWhileLookedAt([second, server]);
  });
});
