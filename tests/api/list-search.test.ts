import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const TENANT = 'TENANT1';
const clients = useResourceClients(server, [TENANT]);
let number: string;

const found = async (term: string): Promise<string[]> => {
  const response = await clients[TENANT].call('GET', `/inbounds?q=${encodeURIComponent(term)}`);
  expect(response.status).toBe(200);
  return response.body.map((record: { number: string }) => record.number);
};

beforeAll(async () => {
  // tankNumber and comment are neighbours in the searched text, joined by the unit separator.
  number = String((await clients[TENANT].create('inbounds', { tankNumber: 'Qsearch-TANKEND', comment: 'COMMENTSTART Qsearch' })).number);
});

describe('the search q', () => {
  it('finds a term inside any one free-text column, in any case', async () => {
    expect(await found('qsearch-tankend')).toEqual([number]);
    expect(await found('mentstart')).toEqual([number]);
  });

  it('never matches a term across two columns, even one holding the separator between them', async () => {
    expect(await found('TANKEND\x1fCOMMENTSTART')).toEqual([]);
    expect(await found('TANKENDCOMMENTSTART')).toEqual([]);
  });
});
