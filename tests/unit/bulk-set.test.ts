import { describe, expect, it } from 'vitest';
import { bulkSettable } from '../../src/shared/bulk';
import { buildRegistry } from '../../src/shared/registry';
import { readRegistryFiles } from '../support/registry-files';

const files = readRegistryFiles();
type Files = Record<string, { properties: Record<string, Record<string, unknown>>; [keyword: string]: unknown }>;
/** The registry files with one change made to a copy. */
const changed = (change: (copy: Files) => void) => {
  const copy = structuredClone(files) as Files;
  change(copy);
  return copy;
};

describe('x-bulk-set (the values a bulk action may set)', () => {
  it('movements may get open, in progress or locked in bulk, never completed: that marks a completed mass balance’s movements', () => {
    const registry = buildRegistry(files);
    for (const resource of ['inbounds', 'outbounds']) {
      expect(Object.fromEntries(bulkSettable(registry.get(resource)!)), resource).toEqual({ movementStatus: ['open', 'inProgress', 'locked'] });
    }
  });

  it('is refused on a property without an enum, naming the file and the property', () => {
    const broken = changed((copy) => (copy['inbound.json'].properties.comment['x-bulk-set'] = ['x']));
    expect(() => buildRegistry(broken)).toThrow(/inbound\.json: property "comment" has x-bulk-set but no enum/);
  });

  it('is refused naming a value that is not one of the enum’s, or none at all', () => {
    const unknown = changed((copy) => (copy['inbound.json'].properties.movementStatus['x-bulk-set'] = ['open', 'closed']));
    expect(() => buildRegistry(unknown)).toThrow(
      /inbound\.json: property "movementStatus" has x-bulk-set naming "closed", which is not one of its enum values/,
    );
    const empty = changed((copy) => (copy['inbound.json'].properties.movementStatus['x-bulk-set'] = []));
    expect(() => buildRegistry(empty)).toThrow(/inbound\.json: property "movementStatus" has x-bulk-set, which must be a non-empty list/);
  });

  it('is refused on a property users cannot change (readOnly) and on entities the generic API does not write or keeps in versions', () => {
    const readOnly = changed((copy) => (copy['sustainability-data.json'].properties.direction['x-bulk-set'] = ['incoming']));
    expect(() => buildRegistry(readOnly)).toThrow(/sustainability-data\.json: property "direction" has x-bulk-set but is the key, readOnly or x-fixed/);
    const versioned = changed((copy) => (copy['product.json'].properties.status['x-bulk-set'] = ['aktiv']));
    expect(() => buildRegistry(versioned)).toThrow(/product\.json: property "status" has x-bulk-set but the entity is versioned/);
    const managed = changed((copy) => (copy['import-message.json'].properties.importStatus['x-bulk-set'] = ['failed']));
    expect(() => buildRegistry(managed)).toThrow(/import-message\.json: property "importStatus" has x-bulk-set but the entity is x-managed/);
  });
});
