import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { loadRegistry } from '../../src/server/registry-loader';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);
const RENAMES = 20;
const clients = useResourceClients(server, ['TENANT1']);

describe.each([...registry.values()].map((entity) => [entity['x-resource'], entity] as const))('renaming %s', (resource, entity) => {
  // On PostgreSQL the renames really run at once: all pass the key check before any commits.
  // Managed records are not written through the generic API; a derived key (readOnly) cannot be renamed.
  const renamable = !entity['x-managed'] && !entity.properties[entity['x-key']].readOnly;
  it.skipIf(!renamable)('twenty concurrent renames to one new key answer one 200 and 409 DUPLICATE_KEY for the rest', async () => {
    const keyName = entity['x-key'];
    const records = [];
    for (let index = 0; index < RENAMES; index++) records.push(await clients.TENANT1.create(resource));
    let newKey: string;
    do newKey = String((await clients.TENANT1.sample(resource, 7919))[keyName]);
    while ((await clients.TENANT1.call('GET', `/${resource}/${encodeURIComponent(newKey)}`)).status !== 404);
    const answers = await Promise.all(
      records.map((record) =>
        clients.TENANT1.call('PATCH', `/${resource}/${encodeURIComponent(record[keyName])}?confirmKeyChange=true`, {
          [keyName]: newKey,
          ...(entity['x-versioned'] ? { version: record.version } : {}),
        }),
      ),
    );
    const outcomes = answers.map((answer) => (answer.status === 200 ? 200 : `${answer.status} ${answer.body?.code}`));
    expect(outcomes.filter((outcome) => outcome === 200)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 200)).toEqual(Array(RENAMES - 1).fill('409 DUPLICATE_KEY'));
    expect(answers.find((answer) => answer.status === 409)?.body.key).toBe(newKey);
  });
});
