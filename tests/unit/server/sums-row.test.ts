import { describe, expect, it } from 'vitest';
import { sumsLayout, sumsRow } from '../../../src/server/exports/sums-row';
import { buildRegistry } from '../../../src/shared/registry';
import { flatSums, unitTotalsText } from '../../../src/shared/sums';
import { readRegistryFiles } from '../../support/registry-files';

const inbounds = buildRegistry(readRegistryFiles()).get('inbounds')!;
const PER_UNIT = [
  { unit: 'Kg', sum: 12.5 },
  { unit: 'L15°', sum: 1234.5 },
];
const SUMS = {
  quantityLoaded: PER_UNIT,
  quantityLoadedKg: 12.5,
  quantityLoadedL15: 3,
  quantityDischarged: [],
  quantityDischargedKg: 0,
  quantityDischargedL15: 0,
};

describe("the export's totals row", () => {
  it('carries its label in the key column and the total under each exported summed column, nothing elsewhere', () => {
    const columns = ['movementStatus', 'number', 'quantityLoaded', 'quantityLoadedKg'];
    expect(sumsRow(columns, sumsLayout(inbounds, columns), SUMS, 'Σ Total / filtered list')).toEqual([
      undefined,
      { label: 'Σ Total / filtered list' },
      { units: PER_UNIT },
      { sum: 12.5 },
    ]);
  });

  it('without the key, carries its label in the first column without a sum', () => {
    const columns = ['quantityLoadedL15', 'product'];
    expect(sumsRow(columns, sumsLayout(inbounds, columns), SUMS, 'Σ')).toEqual([{ sum: 3 }, { label: 'Σ' }]);
  });

  it('has no summed column where none of the exported columns has x-sum', () => {
    expect(sumsLayout(inbounds, ['number', 'movementStatus']).summed).toEqual([]);
  });
});

describe('totals per unit', () => {
  it('read as one figure per unit, records without a unit named, 0 for none', () => {
    const german = (value: number) => new Intl.NumberFormat('de-DE').format(value);
    expect(unitTotalsText([...PER_UNIT, { unit: null, sum: 7 }], german, 'ohne Einheit')).toBe('12,5 Kg · 1.234,5 L15° · 7 ohne Einheit');
    expect(unitTotalsText([], german, 'ohne Einheit')).toBe('0');
  });

  it('have a flat key per unit, beside the plain key of a total of one unit', () => {
    expect(flatSums({ quantityLoaded: [...PER_UNIT, { unit: null, sum: 7 }], quantityLoadedKg: 3 })).toEqual({
      '["quantityLoaded","Kg"]': 12.5,
      '["quantityLoaded","L15°"]': 1234.5,
      '["quantityLoaded",null]': 7,
      quantityLoadedKg: 3,
    });
  });
});
