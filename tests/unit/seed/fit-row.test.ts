import { describe, expect, it } from 'vitest';
import { rowFitter } from '../../../src/server/seed/fit-row';
import { listPool } from '../../../src/server/seed/key-pools';
import { Random } from '../../../src/server/seed/prng';
import type { EntitySchema } from '../../../src/shared/registry';

const schema = {
  $id: 'x',
  title: 'Thing',
  type: 'object',
  'x-resource': 'things',
  'x-key': 'number',
  'x-menu': 'masterdata',
  'x-menu-order': 1,
  'x-route': 'things',
  'x-visibility': 'things',
  properties: {
    number: { type: 'string', maxLength: 5 },
    status: { type: 'string', enum: ['aktiv', 'inaktiv'] },
    partner: { type: 'string', 'x-ref': { resource: 'partners' } },
    owner: { type: 'string', 'x-ref': { resource: 'partners' } },
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    amount: { type: 'number', minimum: 0 },
    since: { type: 'string', format: 'date' },
    brandNew: { type: 'string' },
  },
  required: ['number', 'status', 'owner', 'since'],
} as unknown as EntitySchema;

const fit = rowFitter(schema, new Map([['partners', listPool(['100001', '100002'])]]));

describe('rowFitter', () => {
  it('fills only schema properties, fitted to their constraints', () => {
    const row = fit({ number: 'ABCDEFG', status: 'AKTIV', country: 'de', amount: -3, since: '2025-02-03T10:00:00Z', extra: 1 }, new Random(1));
    expect(row).toMatchObject({ number: 'ABCDE', status: 'aktiv', amount: 0, since: '2025-02-03' });
    expect(row).not.toHaveProperty('extra');
    expect(row).not.toHaveProperty('country');
    expect(row).not.toHaveProperty('brandNew');
  });

  it('keeps references to generated records only and fills a required one from the pool', () => {
    const row = fit({ number: '1', status: 'aktiv', partner: '999999', since: '2025-01-01' }, new Random(1));
    expect(row).not.toHaveProperty('partner');
    expect(['100001', '100002']).toContain(row.owner);
  });

  it('gives required unknowns a valid stand-in', () => {
    expect(fit({ number: '1' }, new Random(1))).toMatchObject({ status: 'aktiv', since: '2025-01-01' });
    const stamped = rowFitter({ ...schema, properties: { ...schema.properties, since: { type: 'string', format: 'date-time' } } }, new Map());
    expect(stamped({ number: '1', validFrom: '2025-03-01' }, new Random(1)).since).toBe('2025-03-01T00:00:00Z');
  });

  it('fits a list entry by entry: entry references to generated records only, incomplete entries dropped, at most maxItems', () => {
    const listed = {
      ...schema,
      properties: {
        ...schema.properties,
        certificates: {
          type: 'array',
          minItems: 1,
          maxItems: 2,
          items: {
            type: 'object',
            required: ['code'],
            properties: { code: { type: 'string', maxLength: 3 }, partner: { type: 'string', 'x-ref': { resource: 'partners' } } },
          },
        },
      },
    } as unknown as EntitySchema;
    const fitList = rowFitter(listed, new Map([['partners', listPool(['100001'])]]));
    const base = { number: '1', status: 'aktiv', since: '2025-01-01' };
    const row = fitList(
      { ...base, certificates: [{ code: 'ABCD', partner: '100001' }, { partner: '100001' }, { code: 'X', partner: '999' }, { code: 'Y' }] },
      new Random(1),
    );
    expect(row.certificates).toEqual([{ code: 'ABC', partner: '100001' }, { code: 'X' }]);
    expect(fitList({ ...base, certificates: [{ partner: '100001' }] }, new Random(1))).not.toHaveProperty('certificates');
    expect(fitList({ ...base, certificates: 'C-1' }, new Random(1))).not.toHaveProperty('certificates');
  });
});
