import { describe, expect, it } from 'vitest';
import { dateRangeErrors, rangeStarts } from '../../src/shared/date-ranges';
import { buildRegistry, RegistryError } from '../../src/shared/registry';
import { createValidators } from '../../src/server/resources/validation';
import { readRegistryFiles } from '../support/registry-files';

const files = readRegistryFiles();
const registry = buildRegistry(files);
const partner = registry.get('partners')!;
const validPartner = { number: 'P-1', name: 'Partner', country: 'de', validFrom: '2026-03-01' };

describe('x-date-ranges: the end of a date range must not lie before its start', () => {
  it('every entity with a from/to date pair declares it', () => {
    const pairs = [...registry.values()].flatMap((entity) =>
      Object.keys(entity.properties)
        .filter((name) => /(From)$/.test(name) && entity.properties[name.replace(/From$/, 'To')])
        .map((from) => `${entity['x-resource']}:${from}`),
    );
    const declared = [...registry.values()].flatMap((entity) => (entity['x-date-ranges'] ?? []).map(({ from }) => `${entity['x-resource']}:${from}`));
    expect(pairs.length).toBeGreaterThan(0);
    expect(declared.sort()).toEqual(pairs.sort());
  });

  it('an end before the start names the end field and the start it must not precede', () => {
    expect(dateRangeErrors(partner, { validFrom: '2026-03-01', validTo: '2026-02-28' })).toEqual([{ field: 'validTo', after: 'validFrom' }]);
  });

  it('an end on or after the start, or a missing or malformed date, is no range error', () => {
    expect(dateRangeErrors(partner, { validFrom: '2026-03-01', validTo: '2026-03-01' })).toEqual([]);
    expect(dateRangeErrors(partner, { validFrom: '2026-03-01', validTo: '2027-01-01' })).toEqual([]);
    expect(dateRangeErrors(partner, { validFrom: '2026-03-01' })).toEqual([]);
    expect(dateRangeErrors(partner, { validFrom: 'soon', validTo: '2026-01-01' })).toEqual([]);
    expect(dateRangeErrors(partner, { validFrom: '2026-02-30', validTo: '2026-01-01' })).toEqual([]);
  });

  it('the server validator refuses the range with rule x-date-ranges and the start field as params', () => {
    const validate = createValidators([partner]).get('partners')!;
    expect(validate({ ...validPartner, validTo: '2026-01-31' })).toEqual([
      { field: 'validTo', rule: 'x-date-ranges', messageKey: 'validation.dateRange', params: { after: 'validFrom' } },
    ]);
    expect(validate({ ...validPartner, validTo: '2026-03-31' })).toEqual([]);
  });

  it('a malformed end is reported as a date, not as a range', () => {
    const validate = createValidators([partner]).get('partners')!;
    expect(validate({ ...validPartner, validTo: '2026-13-01' })).toEqual([{ field: 'validTo', rule: 'format', messageKey: 'validation.date' }]);
  });

  it('a form re-checks the end when the start changes', () => {
    expect(rangeStarts(partner, 'validTo')).toEqual(['validFrom']);
    expect(rangeStarts(partner, 'validFrom')).toEqual([]);
  });

  it('the loader refuses a range that names no date property', () => {
    const broken = structuredClone(files) as Record<string, Record<string, unknown>>;
    broken['partner.json']['x-date-ranges'] = [{ from: 'validFrom', to: 'name' }];
    expect(() => buildRegistry(broken)).toThrow(RegistryError);
    expect(() => buildRegistry(broken)).toThrow(/partner\.json: x-date-ranges: "name" is not one of its date properties/);
  });
});
