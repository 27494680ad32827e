import { describe, expect, it } from 'vitest';
import { pageReferenceLabel } from '../../../../src/client/generic/list/pageReferenceLabel';
import { referencedKeys } from '../../../../src/client/generic/list/useReferenceLabels';
import { referenceLabel } from '../../../../src/client/generic/referenceLabel';
import { registry } from '../../../../src/client/registry/registry';

const inbound = registry.get('inbounds')!;
const partner = registry.get('partners')!;

describe('reference labels', () => {
  it('read "key – label" when the referenced entity names a label property', () => {
    expect(referenceLabel(partner, { number: '100033', name: 'Oder Logistik GmbH' })).toBe('100033 – Oder Logistik GmbH');
  });
  it('fall back to the key when the record has no label', () => {
    expect(referenceLabel(partner, { number: '100033' })).toBe('100033');
  });
  it('are fetched once per referenced resource for the distinct keys of the shown reference columns', () => {
    const rows = [
      { supplierPartner: 'P2', recipientPartner: 'P1', product: 'M1', comment: 'x' },
      { supplierPartner: 'P1', recipientPartner: null, product: 'M1' },
    ];
    expect(referencedKeys(inbound, ['number', 'supplierPartner', 'recipientPartner', 'product', 'comment'], rows)).toEqual([
      ['partners', ['P1', 'P2']],
      ['products', ['M1']],
    ]);
  });
  it('are not fetched for reference columns that are not shown', () => {
    expect(referencedKeys(inbound, ['number'], [{ supplierPartner: 'P1' }])).toEqual([]);
  });
  it('read "key – label" from the labels the list page came with', () => {
    const label = pageReferenceLabel(inbound, { partners: { P1: 'Weser Ölmühle' } });
    expect(label('supplierPartner', 'P1')).toBe('P1 – Weser Ölmühle');
    expect(label('recipientPartner', 'P1')).toBe('P1 – Weser Ölmühle');
  });
  it('leave the key to show where the page came with no label for it', () => {
    const label = pageReferenceLabel(inbound, { partners: { P1: 'Weser Ölmühle' } });
    expect(label('supplierPartner', 'P2')).toBeUndefined();
    expect(label('product', 'M1')).toBeUndefined();
    expect(label('number', 'P1')).toBeUndefined();
    expect(pageReferenceLabel(inbound, undefined)('supplierPartner', 'P1')).toBeUndefined();
  });
});
