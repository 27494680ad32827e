import { describe, expect, it } from 'vitest';
import { sumsLayout, sumsRow } from '../../../src/server/exports/sums-row';
import { buildRegistry } from '../../../src/shared/registry';
import { readRegistryFiles } from '../../support/registry-files';

const inbounds = buildRegistry(readRegistryFiles()).get('inbounds')!;
const SUMS = { quantityLoadedKg: 12.5, quantityLoadedL15: 3, quantityDischargedKg: 0, quantityDischargedL15: 0 };

describe("the export's totals row", () => {
  it('carries its label in the key column and the total under each exported summed column, nothing elsewhere', () => {
    const columns = ['movementStatus', 'number', 'quantityLoaded', 'quantityLoadedKg'];
    expect(sumsRow(columns, sumsLayout(inbounds, columns), SUMS, 'Σ Total / filtered list')).toEqual([
      undefined,
      { label: 'Σ Total / filtered list' },
      undefined,
      { sum: 12.5 },
    ]);
  });

  it('without the key, carries its label in the first column without a sum', () => {
    const columns = ['quantityLoadedL15', 'product'];
    expect(sumsRow(columns, sumsLayout(inbounds, columns), SUMS, 'Σ')).toEqual([{ sum: 3 }, { label: 'Σ' }]);
  });

  it('has no summed column where none of the exported columns has x-sum', () => {
    expect(sumsLayout(inbounds, ['number', 'quantityLoaded']).summed).toEqual([]);
  });
});
