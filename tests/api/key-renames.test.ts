import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { openEveryResource, ResourceClient } from './resource-client';

const server = useTestServer();
const RENAMES = 20;
let client: ResourceClient;

beforeAll(async () => {
  const { token } = await server.loginAs('multi@fuel-portal.example');
  await openEveryResource(server, ['TENANT1']);
  client = new ResourceClient(server, token, 'TENANT1');
});

describe('renaming records', () => {
  it('twenty concurrent renames to one new key answer one 200 and 409 DUPLICATE_KEY for the rest', async () => {
    for (const entity of server.app.registry.values()) {
      const resource = entity['x-resource'];
      const keyName = entity['x-key'];
      const records = [];
      for (let index = 0; index < RENAMES; index++) records.push(await client.create(resource));
      let newKey: string;
      do newKey = String((await client.sample(resource, 7919))[keyName]);
      while ((await client.call('GET', `/${resource}/${encodeURIComponent(newKey)}`)).status !== 404);
      const answers = await Promise.all(
        records.map((record) =>
          client.call('PATCH', `/${resource}/${encodeURIComponent(record[keyName])}?confirmKeyChange=true`, {
            [keyName]: newKey,
            ...(entity['x-versioned'] ? { version: record.version } : {}),
          }),
        ),
      );
      const outcomes = answers.map((answer) => (answer.status === 200 ? 200 : `${answer.status} ${answer.body?.code}`));
      expect(outcomes.filter((outcome) => outcome === 200), resource).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome !== 200), resource).toEqual(Array(RENAMES - 1).fill('409 DUPLICATE_KEY'));
      expect(answers.find((answer) => answer.status === 409)?.body.key, resource).toBe(newKey);
    }
  });
});
