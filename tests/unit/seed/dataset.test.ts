import { createHash } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { seedStreams } from '../../../src/server/seed/dataset';
import type { Row } from '../../../src/server/seed/fit-row';
import { ciReference, GROUPS, type ProductGroup } from '../../../src/server/seed/fuels';
import { buildRegistry } from '../../../src/shared/registry';
import { readRegistryFiles } from '../../support/registry-files';

const registry = buildRegistry(readRegistryFiles());

function generate(seed: string, size: number): Map<string, Row[]> {
  return new Map(seedStreams(registry, { seed, size }).map((stream) => [stream.resource, [...stream.rows()]]));
}

// Size 0.1 keeps the test fast while covering every resource.
const data = generate('TENANT1', 0.1);
const rowsOf = (resource: string) => data.get(resource) ?? [];

describe('seed data set', () => {
  it('is the same for the same seed and size, and differs for another seed', () => {
    expect(generate('TENANT1', 0.1)).toEqual(data);
    expect(generate('OILCO_CFR', 0.1).get('inbounds')).not.toEqual(rowsOf('inbounds'));
  });

  it('writes the same rows as before for the same tenant and size: a faster load path must not change them', () => {
    const hash = createHash('sha256');
    for (const [resource, rows] of data) for (const row of rows) hash.update(`${resource}\t${JSON.stringify(row)}\n`);
    expect(hash.digest('hex')).toBe('4ac7d472249c3e4117e98b45bdf9354c322186a9736b3cb81880733e9363cc95');
  });

  it('fills every resource it knows and counts match the streams', () => {
    for (const resource of [
      'partners',
      'locations',
      'products',
      'feedstock',
      'country-codes',
      'province-codes',
      'inbounds',
      'outbounds',
      'sustainabilitydata',
      'carbonintensityconfigurations',
      'catscredits',
      'catscreditshistory',
    ]) {
      expect(rowsOf(resource).length, resource).toBeGreaterThan(0);
    }
    for (const stream of seedStreams(registry, { seed: 'TENANT1', size: 0.1 })) expect(rowsOf(stream.resource)).toHaveLength(stream.total);
  });

  it('validates every row against its schema (ajv, formats)', () => {
    const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false }));
    for (const [resource, rows] of data) {
      const validate = ajv.compile(registry.get(resource)!);
      for (const row of rows) expect(validate(row) ? [] : validate.errors, `${resource} ${JSON.stringify(row)}`).toEqual([]);
    }
  });

  it('has unique keys', () => {
    for (const [resource, rows] of data) {
      const key = registry.get(resource)!['x-key'];
      expect(new Set(rows.map((row) => row[key])).size, resource).toBe(rows.length);
    }
  });

  it('points every x-ref at a generated record', () => {
    const keys = new Map([...data].map(([resource, rows]) => [resource, new Set(rows.map((row) => row[registry.get(resource)!['x-key']]))]));
    let references = 0;
    for (const [resource, rows] of data) {
      for (const [name, property] of Object.entries(registry.get(resource)!.properties)) {
        const target = property['x-ref']?.resource;
        if (!target) continue;
        for (const row of rows) {
          if (row[name] === undefined) continue;
          references++;
          expect(keys.get(target)?.has(row[name]), `${resource}.${name} = ${String(row[name])}`).toBe(true);
        }
      }
    }
    expect(references).toBeGreaterThan(1000);
  });

  it('covers every product group with the Schedule 2 energy density', () => {
    const products = rowsOf('products');
    expect(new Set(products.map((product) => product.productGroup))).toEqual(new Set(Object.keys(GROUPS)));
    for (const product of products) expect(product.energyDensity).toBe(GROUPS[product.productGroup as ProductGroup].energyDensity);
  });

  it('keeps movement quantities consistent: kg ≈ L15 × density, discharged ≤ loaded', () => {
    const groupOf = new Map(rowsOf('products').map((product) => [product.number, product.productGroup as ProductGroup]));
    for (const movement of [...rowsOf('inbounds'), ...rowsOf('outbounds')]) {
      const { density } = GROUPS[groupOf.get(movement.product)!];
      const l15 = movement.quantityLoadedL15 as number;
      expect(Math.abs((movement.quantityLoadedKg as number) - l15 * density)).toBeLessThanOrEqual(1);
      expect(Math.abs((movement.quantityDischargedKg as number) - (movement.quantityDischargedL15 as number) * density)).toBeLessThanOrEqual(1);
      expect(movement.quantityDischargedL15 as number).toBeLessThanOrEqual(l15);
      // Ambient litres differ from L15 by thermal expansion only (< 2 % between 2 and 28 °C).
      expect(Math.abs((movement.quantityLoaded as number) / l15 - 1)).toBeLessThan(0.02);
      expect(String(movement.loadingDate) <= String(movement.dischargeDate)).toBe(true);
    }
  });

  it('keeps CI values within 20–80 gCO2e/MJ', () => {
    for (const configuration of rowsOf('carbonintensityconfigurations')) {
      expect(configuration.value).toBeGreaterThanOrEqual(20);
      expect(configuration.value).toBeLessThanOrEqual(80);
    }
  });

  it('books credits by (CI_ref − CI_fuel) × Q × D × 1e-6 with the CI of a configuration', () => {
    const groupOf = new Map(rowsOf('products').map((product) => [product.number, product.productGroup as ProductGroup]));
    const configurations = rowsOf('carbonintensityconfigurations').map((row) => ({
      ci: row.value as number,
      density: GROUPS[groupOf.get(row.outputProduct)!].energyDensity,
    }));
    for (const credit of [...rowsOf('catscredits'), ...rowsOf('catscreditshistory')]) {
      const year = credit.compliancePeriod as number;
      const volume = credit.correspondingVolumeLowCiFuel as number;
      const matches = configurations.some(({ ci, density }) => Math.round((ciReference(year) - ci) * volume * density * 1e-6) === credit.quantityTco2e);
      expect(matches, JSON.stringify(credit)).toBe(true);
    }
  });

  it('restates its credit in each history entry', () => {
    const credits = new Map(rowsOf('catscredits').map((credit) => [credit.id, credit]));
    for (const entry of rowsOf('catscreditshistory')) {
      const credit = credits.get(entry.creditId)!;
      expect(entry).toMatchObject({ quantityTco2e: credit.quantityTco2e, transactionId: credit.transactionId });
    }
  });

  it('writes ISCC-style certificate numbers', () => {
    for (const proof of rowsOf('sustainabilitydata')) expect(proof.certificateNumber).toMatch(/^[A-Za-z-]+-[A-Z]{2}\d{3}-\d{8}$/);
    expect(rowsOf('sustainabilitydata').some((proof) => String(proof.certificateNumber).startsWith('EU-ISCC-Cert-'))).toBe(true);
  });

  it('gives every collection certificates, some naming a generated proof, and the delivery date of the outbound of its number', () => {
    const proofs = new Set(rowsOf('sustainabilitydata').map((proof) => proof.number));
    const outbounds = new Map(rowsOf('outbounds').map((outbound) => [outbound.number, outbound]));
    const collections = rowsOf('collections');
    expect(collections.length).toBeGreaterThan(0);
    let named = 0;
    for (const collection of collections) {
      const certificates = collection.certificates as { certificateNumber: string; sustainabilityData?: string }[];
      expect(certificates.length, String(collection.id)).toBeGreaterThanOrEqual(1);
      for (const certificate of certificates) {
        if (certificate.sustainabilityData === undefined) continue;
        named++;
        expect(proofs.has(certificate.sustainabilityData), certificate.sustainabilityData).toBe(true);
      }
      expect(collection.deliveryDate).toBe(outbounds.get(String(collection.id).replace('COL-', 'OUT-'))?.loadingDate);
    }
    expect(named).toBeGreaterThan(0);
  });
});
