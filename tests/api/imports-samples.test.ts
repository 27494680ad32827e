import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/project-paths';
import { runSeed } from '../../src/server/seed/run-seed';
import { useTestServer } from './harness';
import { ImportClient } from './imports/import-client';

/** The sample files the import view offers import into a tenant with the demo data (their references exist). */
const server = useTestServer();
const clients: Record<string, ImportClient> = {};
const sample = (type: string) => readFileSync(join(PROJECT_ROOT, 'tests', 'fixtures', 'imports', `${type}.csv`));

beforeAll(async () => {
  const { token } = await server.loginAs('producer.admin@oilco.example');
  for (const tenant of ['OILCO_PRODUCER', 'OILCO_CFR']) {
    await runSeed(server.db, server.app.registry, { tenant, size: 1 });
    clients[tenant] = new ImportClient(server, token, tenant);
  }
}, 120_000);

describe('sample files', () => {
  it.each([
    ['OILCO_PRODUCER', 'rawImport'],
    ['OILCO_PRODUCER', 'rawPHD'],
    ['OILCO_PRODUCER', 'rawStock'],
    ['OILCO_CFR', 'cfrHistoryImport'],
    ['OILCO_CFR', 'cfrImport'],
  ])('%s imports the %s sample, offered for download, without an error; a second time changes nothing', async (tenant, type) => {
    const client = clients[tenant];
    const download = await server.fetch(`/api/v1/import-types/${type}/sample`, {
      headers: { authorization: `Bearer ${client.token.replace(/^Bearer /, '')}`, 'x-tenant': tenant },
    });
    const file = Buffer.from(await download.arrayBuffer());
    expect(file.equals(sample(type))).toBe(true);
    const result = await client.imported(type, file, { fileName: `${type}.csv` });
    const errors = result.errorCount ? (await client.call('GET', `/imports/${result.id}/errors`)).body : [];
    expect({ status: result.importStatus, errors, warnings: result.warnings }).toEqual({ status: 'succeeded', errors: [], warnings: [] });
    expect(result.recordsCreated + result.recordsUpdated).toBeGreaterThan(0);
    const again = await client.imported(type, file, { fileName: `${type}.csv` });
    expect(again).toMatchObject({ importStatus: 'succeeded', recordsCreated: 0, recordsUpdated: 0, recordsUnchanged: result.rowsRead });
  });
});
