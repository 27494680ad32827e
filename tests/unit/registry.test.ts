import { describe, expect, it } from 'vitest';
import { RegistryError, buildRegistry } from '../../src/shared/registry';
import { readRegistryFiles } from '../support/registry-files';

const files = readRegistryFiles();

describe('entity registry', () => {
  it('loads every schema file', () => {
    const registry = buildRegistry(files);
    expect(registry.size).toBe(Object.keys(files).length);
    expect([...registry.keys()]).toEqual(
      expect.arrayContaining(['inbounds', 'outbounds', 'partners', 'locations', 'products', 'mass-balances', 'catscredits']),
    );
  });

  it('names the file and the problem when a schema misses a keyword', () => {
    const broken = structuredClone(files) as Record<string, Record<string, unknown>>;
    delete broken['partner.json']['x-key'];
    expect(() => buildRegistry(broken)).toThrow(RegistryError);
    expect(() => buildRegistry(broken)).toThrow(/partner\.json.*x-key/);
  });

  it('names the file when its key is not one of its properties', () => {
    const broken = structuredClone(files) as Record<string, Record<string, unknown>>;
    broken['product.json']['x-key'] = 'nope';
    expect(() => buildRegistry(broken)).toThrow(/product\.json: x-key "nope"/);
  });

  it('refuses two schemas for the same resource', () => {
    const twice = { ...files, 'zz-copy.json': { ...(files['partner.json'] as object), $id: 'copy' } };
    expect(() => buildRegistry(twice)).toThrow(/zz-copy\.json: resource "partners" is already defined by partner\.json/);
  });
});
