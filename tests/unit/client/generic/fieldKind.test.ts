import { describe, expect, it } from 'vitest';
import { defaultColumns, defaultSorter, defaultValues, fieldKind, filterKind } from '../../../../src/shared/field-kind';
import { registry } from '../../../../src/client/registry/registry';
import type { EntitySchema, PropertySchema } from '../../../../src/shared/registry';

const partner = registry.get('partners')!;

describe('property -> input and filter (schemas/README.md type table)', () => {
  const cases: [string, PropertySchema, string, string][] = [
    ['text', { type: 'string' }, 'text', 'contains'],
    ['long text', { type: 'string', 'x-multiline': true }, 'multiline', 'contains'],
    ['enum', { type: 'string', enum: ['a', 'b'] }, 'enum', 'select'],
    ['date', { type: 'string', format: 'date' }, 'date', 'dateRange'],
    ['date-time', { type: 'string', format: 'date-time' }, 'dateTime', 'dateRange'],
    ['number', { type: 'number' }, 'number', 'range'],
    ['integer', { type: 'integer' }, 'integer', 'range'],
    ['0/1 flag (an integer enum)', { type: 'integer', enum: [0, 1], 'x-flag': true }, 'flag', 'yesNo'],
    ['boolean', { type: 'boolean' }, 'boolean', 'yesNo'],
    ['reference', { type: 'string', 'x-ref': { resource: 'partners' } }, 'reference', 'equals'],
  ];
  it.each(cases)('%s', (_, property, kind, filter) => {
    expect(fieldKind(property)).toBe(kind);
    expect(filterKind(property)).toBe(filter);
  });
});

describe('list defaults', () => {
  it('default columns are the x-list properties in schema order', () => {
    expect(defaultColumns(partner)).toEqual(['number', 'name', 'postalCode', 'city', 'country', 'version', 'validFrom']);
  });

  it('x-default-sort gives the initial order, "-" meaning descending', () => {
    expect(defaultSorter(partner)).toEqual({ field: 'number', order: 'asc' });
    const entity = { ...partner, 'x-default-sort': '-validFrom' } as EntitySchema;
    expect(defaultSorter(entity)).toEqual({ field: 'validFrom', order: 'desc' });
  });

  it('create forms start with the schema defaults', () => {
    const entity = {
      ...partner,
      properties: { ...partner.properties, cancelled: { type: 'integer', enum: [0, 1], 'x-flag': true, default: 0 } },
    } as EntitySchema;
    expect(defaultValues(entity)).toEqual({ cancelled: 0 });
  });
});
