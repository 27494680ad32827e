import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { openTestDb, type TestDb } from './test-db';

let testDb: TestDb;
let schemasCopy: string;

beforeAll(async () => {
  testDb = await openTestDb();
  schemasCopy = await mkdtemp(join(tmpdir(), 'schemas-'));
  await cp(DEFAULT_SCHEMAS_DIR, schemasCopy, { recursive: true });
});
afterAll(async () => {
  await testDb.dispose();
  await rm(schemasCopy, { recursive: true, force: true });
});

describe('schema registry at start', () => {
  it('loads every schema file of the project', async () => {
    const app = await buildApp({ db: testDb.db });
    const files = (await readdir(DEFAULT_SCHEMAS_DIR)).filter((name) => name.endsWith('.json'));
    expect(app.registry.size).toBe(files.length);
    await app.close();
  });

  it('refuses to build the app when a schema breaks a rule, naming the file', async () => {
    const file = join(schemasCopy, 'inbound.json');
    const schema = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...schema, 'x-key': 'noSuchField' }));
    await expect(buildApp({ db: testDb.db, schemasDir: schemasCopy })).rejects.toThrow(/inbound\.json.*x-key/);
  });

  it('refuses to build the app when a schema is not JSON, naming the file', async () => {
    await writeFile(join(schemasCopy, 'partner.json'), '{ "title": ');
    await expect(buildApp({ db: testDb.db, schemasDir: schemasCopy })).rejects.toThrow(/partner\.json: invalid JSON/);
  });
});
