import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { importDeclarations, isImportedColumn, roundTripDeclaration } from '../../../src/server/imports/declarations';
import { entityProperties } from '../../../src/server/resources/columns';
import { seedStreams } from '../../../src/server/seed/dataset';
import { RESOURCE_IMPORT_PREFIX } from '../../../src/shared/imports/declaration';
import { listCell } from '../../../src/shared/list-properties';
import { buildRegistry, RegistryError } from '../../../src/shared/registry';
import { read, registry, registryFiles } from './read-helpers';

describe('import declarations', () => {
  it('the import types are the files of schemas/imports, in the order they declare', () => {
    expect([...registry.imports.keys()]).toEqual(['rawImport', 'rawPHD', 'rawStock', 'cfrHistoryImport', 'cfrImport']);
  });

  it('a broken declaration is refused naming its file', () => {
    const broken = structuredClone(registryFiles) as Record<string, { columns: { property: string }[] }>;
    broken['imports/raw-phd.json'].columns[0].property = 'nowhere';
    expect(() => buildRegistry(broken)).toThrow(RegistryError);
    expect(() => buildRegistry(broken)).toThrow(/imports\/raw-phd\.json.*nowhere/);
  });

  it('the server has the types of schemas/imports and a round trip for every entity not written by a domain service only', () => {
    const types = [...importDeclarations(registry).keys()];
    const roundTrips = [...registry.values()].filter((entity) => !entity['x-managed']).map((entity) => `${RESOURCE_IMPORT_PREFIX}${entity['x-resource']}`);
    expect(types).toEqual([...registry.imports.keys(), ...roundTrips]);
    expect(types).not.toContain('resource:import-messages');
    expect(types).not.toContain('resource:mass-balance-allocations');
  });

  it("round trip: headers are the export's property names and the labels in English and German, key {x-key}", () => {
    const inbounds = roundTripDeclaration(registry.get('inbounds')!);
    expect(inbounds).toMatchObject({ type: 'resource:inbounds', target: { resource: 'inbounds' }, key: '{number}', decimal: '.', dateFormats: ['YYYY-MM-DD'] });
    expect(inbounds.columns.find((column) => column.property === 'number')).toEqual({
      property: 'number',
      header: { en: 'Inbound number', de: expect.any(String) },
      required: true,
    });
  });

  it('round trip: columns the server sets (readOnly, version, import tracking) are known but not read', () => {
    const products = registry.get('products')!;
    expect(isImportedColumn(products, 'version')).toBe(false);
    expect(isImportedColumn(products, 'validFrom')).toBe(true);
    expect(isImportedColumn(registry.get('inbounds')!, 'importStatus')).toBe(false);
    expect(isImportedColumn(registry.get('mass-balances')!, 'identifierValue')).toBe(true);
  });

  // Every seeded entity (mass balances, production figures and stock measurements are not generated).
  const streams = seedStreams(registry, { seed: 'ROUND_TRIP', size: 0.05 });
  const exported = streams.map((stream) => stream.resource).filter((resource) => !registry.get(resource)?.['x-managed']);

  it.each(exported)('round trip: what the list export of %s writes reads back to the same values', async (resource) => {
    const entity = registry.get(resource)!;
    const source = [...streams.find((stream) => stream.resource === resource)!.rows()].slice(0, 5);
    expect(source.length).toBeGreaterThan(0);
    const columns = Object.keys(entityProperties(entity));
    const lists = Object.entries(entity.properties).filter(([, property]) => property.type === 'array');
    const rows = source.map((row) => ({ ...row, ...Object.fromEntries(lists.map(([name, property]) => [name, listCell(property, row[name])])) }));
    // The export's csv-stringify settings (src/server/routes/resource-export.ts).
    const csv = stringify(rows, { header: true, columns, cast: { boolean: (value) => String(value), date: (value) => value.toISOString() } });
    const { rows: read_, problems, warnings, fileError } = await read(csv, roundTripDeclaration(entity));
    expect([fileError, problems, warnings]).toEqual([undefined, [], []]);
    source.forEach((original, index) => {
      for (const name of columns.filter((column) => isImportedColumn(entity, column))) {
        const value = original[name];
        if (value === undefined || value === null) continue;
        expect(read_[index].values[name], `${resource}.${name}`).toEqual(value instanceof Date ? value.toISOString() : value);
      }
    });
  });
});
