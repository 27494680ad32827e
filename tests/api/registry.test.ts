import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { copyRegistry } from '../support/registry-files';
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

describe('reports and import types at start', () => {
  /** A fresh copy of the registry folder with one file changed by `change`. */
  async function changedCopy(change: (dir: string) => Promise<void>): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'schemas-'));
    copyRegistry(dir);
    await change(dir);
    return dir;
  }
  const rewrite = (dir: string, file: string, edit: (json: any) => void) =>
    readFile(join(dir, file), 'utf8').then((text) => {
      const json = JSON.parse(text);
      edit(json);
      return writeFile(join(dir, file), JSON.stringify(json));
    });
  const startsWith = async (dir: string) => {
    try {
      return await buildApp({ db: testDb.db, schemasDir: dir });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('refuses to build the app when a report declaration breaks a rule, naming the file', async () => {
    const dir = await changedCopy((copy) => rewrite(copy, 'reports/credit-generation-report.json', (report) => (report.chart.y = ['nope'])));
    await expect(startsWith(dir)).rejects.toThrow(/reports\/credit-generation-report\.json: chart: "nope" is not one of its columns/);
  });

  it('refuses a report without its SQL module and a SQL module without its declaration', async () => {
    const noSql = await changedCopy((copy) => rm(join(copy, 'reports/onsite-report-facility-output.sql.ts')));
    await expect(startsWith(noSql)).rejects.toThrow(
      /reports\/onsite-report-facility-output\.json: the report's SQL reports\/onsite-report-facility-output\.sql\.ts is missing/,
    );
    const noDeclaration = await changedCopy((copy) => rm(join(copy, 'reports/onsite-report-facility-output.json')));
    await expect(startsWith(noDeclaration)).rejects.toThrow(/reports\/onsite-report-facility-output\.sql\.ts: no declaration/);
  });

  it('refuses a SQL module whose default export is no report SQL, naming it', async () => {
    const dir = await changedCopy((copy) => writeFile(join(copy, 'reports/onsite-report-facility-output.sql.ts'), 'export default { rows: 1 };\n'));
    await expect(startsWith(dir)).rejects.toThrow(/reports\/onsite-report-facility-output\.sql\.ts: the default export must be a ReportSql/);
  });

  it('refuses to build the app when an import declaration breaks a rule, naming the file', async () => {
    const dir = await changedCopy((copy) => rewrite(copy, 'imports/raw-phd.json', (declaration) => (declaration.columns[0].property = 'nowhere')));
    await expect(startsWith(dir)).rejects.toThrow(/imports\/raw-phd\.json: column "Site": property "nowhere"/);
  });
});
