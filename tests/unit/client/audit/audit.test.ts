import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { auditDiff, auditValue } from '../../../../src/client/audit/auditDiff';
import { auditFilters } from '../../../../src/client/audit/auditFilters';
import { isKeyAlias } from '../../../../src/shared/record-key';
import type { EntitySchema } from '../../../../src/shared/registry';

describe('auditDiff', () => {
  it('pairs every field of either side and marks the changed ones', () => {
    const before = { name: 'Alpha', city: 'Bonn', version: 1, removed: 'x' };
    const after = { name: 'Alpha GmbH', city: 'Bonn', version: 2, tags: ['a'] };
    expect(auditDiff(before, after)).toEqual([
      { field: 'name', before: 'Alpha', after: 'Alpha GmbH', changed: true },
      { field: 'city', before: 'Bonn', after: 'Bonn', changed: false },
      { field: 'version', before: 1, after: 2, changed: true },
      { field: 'tags', before: undefined, after: ['a'], changed: true },
      { field: 'removed', before: 'x', after: undefined, changed: true },
    ]);
  });

  it('treats a create (no before) and a delete (no after) as all fields changed', () => {
    expect(auditDiff(null, { a: 1 })).toEqual([{ field: 'a', before: undefined, after: 1, changed: true }]);
    expect(auditDiff({ a: 1 }, null)).toEqual([{ field: 'a', before: 1, after: undefined, changed: true }]);
  });

  it('compares nested values by content', () => {
    expect(auditDiff({ a: { b: [1] } }, { a: { b: [1] } })[0].changed).toBe(false);
  });

  it('shows values as text', () => {
    expect([auditValue('x'), auditValue(null), auditValue(undefined), auditValue(1.5), auditValue(false), auditValue({ a: 1 })]).toEqual([
      'x',
      '',
      '',
      '1.5',
      'false',
      '{"a":1}',
    ]);
  });

  it('shows a list readably, not as JSON: plain values joined, each entry by its first value with the others in brackets', () => {
    expect(auditValue(['inbounds', 'outbounds'])).toBe('inbounds, outbounds');
    expect(
      auditValue([
        { tenant: 'TENANT1', adminflag: true },
        { tenant: 'TENANT2', adminflag: false },
      ]),
    ).toBe('TENANT1 (true); TENANT2 (false)');
    expect(auditValue([])).toBe('');
  });

  it("orders a registry list's entry values as its schema does (the database keeps its own order of an entry's keys)", () => {
    const property = { type: 'array', items: { type: 'object', properties: { number: { type: 'string' }, proof: { type: 'string' } } } } as const;
    expect(auditValue([{ proof: 'SD-7', number: 'C-1' }], property as never)).toBe('C-1 (SD-7)');
  });
});

describe('the key alias', () => {
  const keyedBy = (key: string, properties: string[]) =>
    ({ 'x-key': key, properties: Object.fromEntries(properties.map((name) => [name, { type: 'string' }])) }) as unknown as EntitySchema;

  it("is refine's id beside a record keyed by another property, which the audit view leaves out", () => {
    expect(isKeyAlias('id', keyedBy('number', ['number', 'name']))).toBe(true);
    expect(isKeyAlias('number', keyedBy('number', ['number', 'name']))).toBe(false);
  });

  it('is no alias where id is the key or a property of its own', () => {
    expect(isKeyAlias('id', keyedBy('id', ['id', 'name']))).toBe(false);
    expect(isKeyAlias('id', keyedBy('number', ['number', 'id']))).toBe(false);
  });
});

describe('auditFilters', () => {
  it('sends only filled fields, trimmed, with text as contains', () => {
    expect(auditFilters({ entity: 'partners', key: ' P1 ', user: '', action: undefined }, 'Europe/Berlin')).toEqual([
      { field: 'entity', operator: 'eq', value: 'partners' },
      { field: 'key', operator: 'contains', value: 'P1' },
    ]);
  });

  it('turns the period into whole days of the user time zone', () => {
    const filters = auditFilters({ period: [dayjs('2026-03-01'), dayjs('2026-03-31')] }, 'Europe/Berlin');
    expect(filters).toEqual([
      { field: 'at', operator: 'gte', value: '2026-02-28T23:00:00.000Z' },
      { field: 'at', operator: 'lte', value: '2026-03-31T21:59:59.999Z' },
    ]);
    expect(auditFilters({ period: [null, dayjs('2026-01-10')] }, 'America/New_York')).toEqual([
      { field: 'at', operator: 'lte', value: '2026-01-11T04:59:59.999Z' },
    ]);
  });
});
