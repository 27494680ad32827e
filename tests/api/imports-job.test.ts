import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { ImportClient, rawFile, rawLine } from './imports/import-client';

const server = useTestServer();
let client: ImportClient;

beforeAll(async () => {
  const { token } = await server.loginAs('producer.admin@oilco.example');
  client = new ImportClient(server, token, 'OILCO_PRODUCER');
  await client.showImports();
  await client.masterData();
});

describe('import job', () => {
  it('smoke', async () => {
    const result = await client.imported('rawImport', rawFile(rawLine('M-1'), rawLine('M-2', '2,5', { direction: 'OUT' })));
    console.log(result);
    const again = await client.imported('rawImport', rawFile(rawLine('M-1'), rawLine('M-2', '2,5', { direction: 'OUT' })));
    console.log(again);
    const inbound = await client.call('GET', '/inbounds/M-1');
    console.log(inbound.body);
  });
});
