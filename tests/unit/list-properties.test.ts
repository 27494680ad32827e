import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { inputSchema } from '../../src/shared/column-values';
import { errorField, messageOverrideKey, schemaAt } from '../../src/shared/field-messages';
import { listCell, listSummary } from '../../src/shared/list-properties';
import type { EntitySchema, PropertySchema } from '../../src/shared/registry';

const readings: PropertySchema = {
  type: 'array',
  maxItems: 3,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['label'],
    properties: {
      label: { type: 'string', minLength: 1 },
      count: { type: 'integer' },
      flag: { type: 'integer', enum: [0, 1], 'x-flag': true },
      source: { type: 'string', 'x-ref': { resource: 'things' } },
    },
  },
};
const entity = {
  $id: 'e.json',
  title: 'E',
  type: 'object',
  'x-resource': 'es',
  'x-key': 'id',
  properties: { id: { type: 'string' }, readings },
} as unknown as EntitySchema;

describe('list-valued properties (schemas/README.md "Lists")', () => {
  it('the input schema narrows entry properties like top-level ones: integers safe, flags 0/1', () => {
    const items = (inputSchema(entity).properties as Record<string, PropertySchema>).readings.items!.properties;
    expect(items.count).toMatchObject({ minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
    expect(items.flag).toMatchObject({ minimum: 0, maximum: 1 });
    const check = new Ajv2020({ allErrors: true, strict: false }).compile(inputSchema(entity));
    expect(check({ id: 'a', readings: [{ label: 'x', count: 2 ** 60 }] })).toBe(false);
    expect(check({ id: 'a', readings: [{ label: 'x', count: 5 }] })).toBe(true);
  });

  it('names an entry problem by its dotted path and finds its schema', () => {
    const check = new Ajv2020({ allErrors: true, strict: false }).compile(inputSchema(entity));
    check({ id: 'a', readings: [{ label: 'x', other: 1 }, { count: 'many' }] });
    expect(check.errors!.map(errorField).sort()).toEqual(['readings.0.other', 'readings.1.count', 'readings.1.label']);
    expect(schemaAt(entity, 'readings.1.count')).toBe(readings.items!.properties.count);
    expect(schemaAt(entity, 'readings')).toBe(readings);
    expect(schemaAt(entity, 'readings.0.__proto__')).toBeUndefined();
  });

  it('the key of a field-specific text leaves out entry indexes and the validation. prefix', () => {
    expect(messageOverrideKey('collections', 'certificates.12.certificateNumber', 'validation.required')).toBe(
      'entities.collections.messages.certificates.certificateNumber.required',
    );
    expect(messageOverrideKey('collections', 'fuelAmount', 'validation.required')).toBe('entities.collections.messages.fuelAmount.required');
  });

  it("a list column shows the entries' first text, an export cell every entry with the rest in brackets", () => {
    const value = [{ label: 'C-1', source: 'PoS 4711' }, { label: 'C-2' }, { count: 3 }];
    expect(listSummary(readings, value)).toBe('C-1, C-2');
    expect(listCell(readings, value)).toBe('C-1 (PoS 4711); C-2; (3)');
    expect(listCell(readings, null)).toBe('');
  });
});
