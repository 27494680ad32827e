import { describe, expect, it } from 'vitest';
import { sortedColumns, sortIndexColumns, wantedIndexes } from '../../../src/server/resources/indexes';
import type { EntitySchema, PropertySchema } from '../../../src/shared/registry';

const NUMBER: PropertySchema = { type: 'number', minimum: 0, maximum: 1_000_000 };

/** An entity of one column of each kind the sort-index rule tells apart. */
const entity = (properties: Record<string, PropertySchema>): EntitySchema =>
  ({
    $id: 'things',
    title: 'Things',
    type: 'object',
    'x-resource': 'things',
    'x-key': 'number',
    'x-menu': 'masterdata',
    'x-menu-order': 1,
    'x-route': 'masterdata/things',
    'x-visibility': 'things',
    properties: { number: { type: 'string', maxLength: 20, 'x-list': true }, ...properties },
  }) as EntitySchema;

describe('which columns get a sort index (the registry keyword x-sort-index, default from the default list view)', () => {
  it('a column the default list view shows, a reference and a date get one; a number no default view shows does not', () => {
    const things = entity({
      shown: { ...NUMBER, 'x-list': true },
      hidden: NUMBER,
      site: { type: 'string', maxLength: 20, 'x-ref': { resource: 'locations' } },
      day: { type: 'string', format: 'date' },
      note: { type: 'string', maxLength: 200 },
    });
    expect(sortedColumns(things)).toEqual(['shown', 'site', 'day']);
  });

  it('x-sort-index: true gives a hidden column its index, false takes it from a shown one', () => {
    const things = entity({ hidden: { ...NUMBER, 'x-sort-index': true }, shown: { ...NUMBER, 'x-list': true, 'x-sort-index': false } });
    expect(sortedColumns(things)).toEqual(['hidden']);
    const names = wantedIndexes(things).map((index) => index.name);
    expect(names).toContain('e_things_hidden_order');
    expect(names).not.toContain('e_things_shown_order');
  });

  it('every sort index carries the dates a default list view shows, but its own column; another set of dates is another index', () => {
    const date = (list: boolean): PropertySchema => ({ type: 'string', format: 'date', 'x-list': list });
    const things = entity({ site: { type: 'string', maxLength: 20, 'x-ref': { resource: 'locations' } }, loaded: date(true), booked: date(false) });
    const byColumn = Object.fromEntries(wantedIndexes(things).map((index) => [index.definition.split(',')[1].trim(), index]));
    expect(byColumn['"site"'].definition).toMatch(/INCLUDE \("loaded"\)$/);
    expect(byColumn['"booked"'].definition).toMatch(/INCLUDE \("loaded"\)$/);
    expect(byColumn['"loaded"'].definition).not.toMatch(/INCLUDE/);
    const moreDates = entity({ site: { type: 'string', maxLength: 20, 'x-ref': { resource: 'locations' } }, loaded: date(true), booked: date(true) });
    const siteIndex = wantedIndexes(moreDates).find((index) => index.definition.startsWith('(tenant, "site"'))!;
    expect(siteIndex.definition).toMatch(/INCLUDE \("loaded", "booked"\)$/);
    expect(siteIndex.name).not.toBe(byColumn['"site"'].name);
  });

  it('a composite index of x-indexes ends in the key and carries the list dates it does not hold, so its matches are sorted by them without the table', () => {
    const date = (list: boolean): PropertySchema => ({ type: 'string', format: 'date', 'x-list': list });
    const site: PropertySchema = { type: 'string', maxLength: 20, 'x-ref': { resource: 'locations' } };
    const things = { ...entity({ site, loaded: date(true), discharged: date(true) }), 'x-indexes': [['site', 'discharged']] } as EntitySchema;
    const composite = wantedIndexes(things).find((index) => index.definition.startsWith('(tenant, "site", "discharged"'))!;
    expect(composite.definition).toBe('(tenant, "site", "discharged", "number") INCLUDE ("loaded")');
    expect(composite.name).toMatch(/^e_things_site_discharged_idx_[0-9a-f]{8}$/);
  });

  it("an index-only walk of a list's order reads the sort column, the key and the dates its index carries; an order without its own index reads none", () => {
    const date = (list: boolean): PropertySchema => ({ type: 'string', format: 'date', 'x-list': list });
    const things = entity({ site: { type: 'string', maxLength: 20, 'x-ref': { resource: 'locations' } }, loaded: date(true), hidden: NUMBER });
    expect(sortIndexColumns(things, ['site', 'number'])).toEqual(['site', 'number', 'loaded']);
    expect(sortIndexColumns(things, ['loaded', 'number'])).toEqual(['loaded', 'number']);
    expect(sortIndexColumns(things, ['number'])).toEqual(['number']);
    expect(sortIndexColumns(things, ['hidden', 'number'])).toEqual([]);
  });
});
