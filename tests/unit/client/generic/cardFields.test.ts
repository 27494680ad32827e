import { describe, expect, it } from 'vitest';
import { cardFields } from '../../../../src/client/generic/list/cardFields';
import { registry } from '../../../../src/client/registry/registry';
import type { EntitySchema } from '../../../../src/shared/registry';

function entity(key: string, listed: string[], others: string[] = []): EntitySchema {
  const properties = Object.fromEntries([
    ...listed.map((name) => [name, { type: 'string', 'x-list': true }]),
    ...others.map((name) => [name, { type: 'string' }]),
  ]);
  return { 'x-key': key, properties } as unknown as EntitySchema;
}

describe('a card shows the main fields of a record', () => {
  it('the first three default columns beside the key', () => {
    expect(cardFields(entity('number', ['number', 'name', 'city', 'country', 'postalCode']))).toEqual(['name', 'city', 'country']);
  });

  it('no field that is not a default column, even when there are fewer than three', () => {
    expect(cardFields(entity('id', ['id', 'name'], ['comments']))).toEqual(['name']);
  });

  it('every entity of the registry has a field beside its key', () => {
    for (const schema of registry.values()) expect(cardFields(schema).length, schema['x-resource']).toBeGreaterThan(0);
  });
});
