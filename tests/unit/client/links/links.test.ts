import { AxiosError, AxiosHeaders } from 'axios';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import entities from '../../../../locales/en/entities.json';
import errors from '../../../../locales/en/errors.json';
import generic from '../../../../locales/en/generic.json';
import { canLinkMore, defaultLinkQuantity, lacksSourceLimit, maxLinkQuantity } from '../../../../src/client/generic/links/linkQuantity';
import { linkChangeText, linkErrorText, linkFigures, linkSuccessText, linkTitle } from '../../../../src/client/generic/links/linkTexts';
import { recordLinks } from '../../../../src/client/generic/links/recordLinks';
import { registry } from '../../../../src/client/registry/registry';
import type { LinkList, RegistryLink } from '../../../../src/shared/links';

// An instance of the file's own: the files of a worker share the i18next module.
const i18n = i18next.createInstance();
const t = i18n.t.bind(i18n);
const number = (value: number) => new Intl.NumberFormat(navigator.language, { maximumFractionDigits: 3 }).format(value);

const credits = recordLinks(registry, 'catscredits').outgoing[0];
const collections = recordLinks(registry, 'collections').outgoing[0];

function refusal(body: Record<string, unknown>) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, { status: 409, statusText: '', headers: {}, config, data: body });
}

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: { ...generic, ...entities, ...errors } } }, interpolation: { escapeValue: false } });
});

describe('the links of an edit page come from the registry', () => {
  it('a CATS credit links outbounds; an outbound shows the credits and the collection pointing at it', () => {
    expect(credits).toMatchObject({ source: 'catscredits', name: 'outbounds', declaration: { resource: 'outbounds' } });
    expect(
      recordLinks(registry, 'outbounds')
        .incoming.map((link: RegistryLink) => `${link.source}.${link.name}`)
        .sort(),
    ).toEqual(['catscredits.outbounds', 'collections.outbound']);
  });
});

describe('the quantity a new link starts with', () => {
  it('is the smaller of what the source has left and what the target still allows', () => {
    expect(defaultLinkQuantity(40, 120)).toBe(40);
    expect(defaultLinkQuantity(120, 35.5)).toBe(35.5);
  });

  it('either bound alone decides when the other is unknown', () => {
    expect(defaultLinkQuantity(undefined, 12)).toBe(12);
    expect(defaultLinkQuantity(7, undefined)).toBe(7);
  });

  it('is empty when nothing is known or nothing is left', () => {
    expect(defaultLinkQuantity(undefined, undefined)).toBeNull();
    expect(defaultLinkQuantity(0, 50)).toBeNull();
  });

  it('carries no float noise of the subtraction into the input', () => {
    expect(defaultLinkQuantity(120 - 80.1, undefined)).toBe(39.9);
  });
});

describe('the most a linked quantity may become', () => {
  const linked = (quantity: number, targetLimit?: number, targetAssigned?: number) => ({
    key: 'OUT-1',
    quantity,
    targetLimit,
    targetAssigned,
    createdAt: '',
    createdBy: '',
  });

  it('is what the credit has left plus what the link already holds', () => {
    expect(maxLinkQuantity(linked(30), { items: [], remaining: 10 })).toBe(40);
  });

  it("the delivery's bound counts what all credits use of it, this link's own quantity included", () => {
    expect(maxLinkQuantity(linked(30, 50, 45), { items: [], remaining: 100 })).toBe(35);
  });

  it('is unknown without either bound', () => {
    expect(maxLinkQuantity(linked(30), { items: [] })).toBeNull();
  });
});

describe('what the picker offers', () => {
  const list = (count: number, limit?: number | null): LinkList => ({
    items: Array.from({ length: count }, (_, i) => ({ key: `K${i}`, createdAt: '', createdBy: '' })),
    limit,
  });

  it('a collection links one delivery: no picker once it has one', () => {
    expect(canLinkMore(collections.declaration, list(0))).toBe(true);
    expect(canLinkMore(collections.declaration, list(1))).toBe(false);
  });

  it('a credit links any number of deliveries', () => {
    expect(canLinkMore(credits.declaration, list(5, 100))).toBe(true);
  });

  it('a credit without its corresponding volume cannot assign anything', () => {
    expect(lacksSourceLimit(credits.declaration, list(0, null))).toBe(true);
    expect(lacksSourceLimit(credits.declaration, list(0, 120))).toBe(false);
    expect(lacksSourceLimit(collections.declaration, list(0))).toBe(false);
  });
});

describe('the texts of a link', () => {
  it('the figures name the source bound, what is assigned and what remains, with the unit', () => {
    const figures = linkFigures(t, registry, credits, { items: [], limit: 1234.5, assigned: 80, remaining: 1154.5 });
    expect(figures.map((figure) => figure.text)).toEqual([
      `${t('entities.catscredits.fields.correspondingVolumeLowCiFuel')} [m3] ${number(1234.5)}`,
      'assigned 80 m3',
      `remaining ${number(1154.5)} m3`,
    ]);
  });

  it('a link without a quantity has no figures', () => {
    expect(linkFigures(t, registry, collections, { items: [] })).toEqual([]);
  });

  it('a link without its own texts falls back to the generic ones', () => {
    const bare: RegistryLink = { source: 'inbounds', name: 'nothing', declaration: { resource: 'outbounds' } };
    expect(linkTitle(t, registry, bare)).toBe(`Linked ${t('entities.outbounds.title')}`);
    expect(linkSuccessText(t, bare, 'unlinked')).toBe(t('generic.links.unlinked'));
  });

  it('a delivery taken by another collection is named with that collection number', () => {
    const text = linkErrorText(t, registry, collections, refusal({ code: 'LINK_TARGET_TAKEN', source: 'C-7', nr: 'AB-2026-7' }));
    expect(text).toBe('This delivery is already linked to the collection AB-2026-7');
  });

  it('a collection without a number is named by its key', () => {
    expect(linkErrorText(t, registry, collections, refusal({ code: 'LINK_TARGET_TAKEN', source: 'C-7' }))).toBe(
      'This delivery is already linked to the collection C-7',
    );
  });

  it("an exceeded credit bound is named by the credit's field, with the figures", () => {
    const body = { code: 'LINK_LIMIT_EXCEEDED', bound: 'source', limit: 1200, assigned: 80, requested: 1150.5, unit: 'm3' };
    expect(linkErrorText(t, registry, credits, refusal(body))).toBe(
      `${t('entities.catscredits.fields.correspondingVolumeLowCiFuel')} of the CATS credit: ${number(1200)} m3, of which 80 m3 are already assigned; ${number(1150.5)} m3 do not fit.`,
    );
  });

  it("an exceeded delivery bound is named by the delivery's field in one unit, the link's, not the field's litres", () => {
    const body = { code: 'LINK_LIMIT_EXCEEDED', bound: 'target', limit: 79.446, assigned: 25, requested: 60, unit: 'm3' };
    const text = linkErrorText(t, registry, credits, refusal(body));
    expect(text).toBe(
      `${t('entities.outbounds.fields.quantityLoadedL15')} of the ${t('entities.outbounds.singular')}: ${number(79.446)} m3, of which 25 m3 are already assigned; 60 m3 do not fit.`,
    );
    expect(text).not.toContain('L15°');
  });

  it('a success names what was linked or unlinked, with the quantity in the link unit', () => {
    const linked = { key: 'OUT-7', quantity: 1234.5, createdAt: '', createdBy: '' };
    expect(linkChangeText(t, registry, credits, 'linked', 'C-1', linked)).toBe(
      `Linked: CATS credit C-1 → ${t('entities.outbounds.singular')} OUT-7: ${number(1234.5)} m3`,
    );
    expect(linkChangeText(t, registry, credits, 'unlinked', 'C-1', linked)).toBe(
      `Unlinked: CATS credit C-1 → ${t('entities.outbounds.singular')} OUT-7 (${number(1234.5)} m3)`,
    );
    expect(linkChangeText(t, registry, collections, 'linked', 'C-7', { key: 'OUT-7', createdAt: '', createdBy: '' })).toBe(
      `Linked: ${t('entities.collections.singular')} C-7 → ${t('entities.outbounds.singular')} OUT-7`,
    );
  });

  it('other refusals read as their error code says', () => {
    expect(linkErrorText(t, registry, collections, refusal({ code: 'LINK_MAX_TARGETS', maxTargets: 1 }))).toBe(t('errors.LINK_MAX_TARGETS', { maxTargets: 1 }));
  });
});
