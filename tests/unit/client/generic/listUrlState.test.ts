import { describe, expect, it } from 'vitest';
import { filteredListQuery } from '../../../../src/client/generic/list/filterParams';
import { listSearchOf } from '../../../../src/client/generic/list/listReturn';
import { listSearch, listStateFromSearch, type ListUrlState } from '../../../../src/client/generic/list/listUrlState';
import { registry } from '../../../../src/client/registry/registry';

const inbounds = registry.get('inbounds')!;
const locations = registry.get('locations')!;
const collections = registry.get('collections')!;
const PAGE_SIZE = 10;
const DEFAULT_SORT = [{ field: 'loadingDate', order: 'desc' }];

const read = (search: string, entity = inbounds) => listStateFromSearch(entity, search, PAGE_SIZE);
const write = (state: ListUrlState, entity = inbounds, other = '') => listSearch(entity, state, PAGE_SIZE, other);
const plain: ListUrlState = { currentPage: 1, pageSize: PAGE_SIZE, sorters: DEFAULT_SORT as ListUrlState['sorters'], filters: [] };

describe('list state -> URL', () => {
  it('the plain list (page 1, own page size, x-default-sort, no filter) has no query', () => {
    expect(write(plain)).toBe('');
    expect(read('')).toEqual(plain);
  });

  it("page, page size, sort and filters are written in refine's format, values encoded", () => {
    const search = write({
      currentPage: 4,
      pageSize: 20,
      sorters: [{ field: 'number', order: 'asc' }],
      filters: [
        { field: 'movementStatus', operator: 'eq', value: 'open' },
        { field: 'q', operator: 'eq', value: 'A&B #1' },
      ],
    });
    expect(search).toBe(
      '?currentPage=4&pageSize=20&sorters[0][field]=number&sorters[0][order]=asc' +
        '&filters[0][field]=movementStatus&filters[0][operator]=eq&filters[0][value]=open' +
        '&filters[1][field]=q&filters[1][operator]=eq&filters[1][value]=A%26B%20%231',
    );
  });

  it("query parameters that are not the list's are kept", () => {
    expect(write({ ...plain, currentPage: 2 }, inbounds, '?currentPage=9&tab=errors')).toBe('?currentPage=2&tab=errors');
  });
});

describe('URL -> list state', () => {
  it('every column filter kind round-trips with its type: text, select, reference, number and date ranges, flag, search', () => {
    const state: ListUrlState = {
      currentPage: 3,
      pageSize: 50,
      sorters: [{ field: 'quantityLoaded', order: 'desc' }],
      filters: [
        { field: 'number', operator: 'contains', value: 'IN-1' },
        { field: 'movementStatus', operator: 'eq', value: 'open' },
        { field: 'supplierPartner', operator: 'eq', value: '100010' },
        { field: 'quantityLoaded', operator: 'gte', value: 1000.5 },
        { field: 'quantityLoaded', operator: 'lte', value: 20000 },
        { field: 'loadingDate', operator: 'gte', value: '2026-01-01' },
        { field: 'loadingDate', operator: 'lte', value: '2026-03-31' },
        { field: 'cancelled', operator: 'eq', value: 0 },
        { field: 'q', operator: 'eq', value: 'Hamburg Süd' },
      ],
    };
    expect(read(write(state))).toEqual(state);
  });

  it('a boolean flag comes back as a boolean', () => {
    const state = { ...plain, sorters: [], filters: [{ field: 'refinery', operator: 'eq' as const, value: true }] };
    expect(read(write(state, locations), locations).filters).toEqual([{ field: 'refinery', operator: 'eq', value: true }]);
  });

  it('the link of a "used in" dialog opens the list filtered to the record', () => {
    expect(read(filteredListQuery('supplierPartner', '100010')).filters).toEqual([{ field: 'supplierPartner', operator: 'eq', value: '100010' }]);
    expect(read(filteredListQuery('certificates.sustainabilityData', 'SD-1'), collections).filters).toEqual([
      { field: 'certificates', operator: 'contains', value: 'SD-1' },
    ]);
  });

  it("an invalid page or page size is ignored: page 1, the user's page size", () => {
    for (const query of ['?currentPage=abc&pageSize=7', '?currentPage=0&pageSize=100000', '?currentPage=-2&pageSize=', '?currentPage=1.5&pageSize=x']) {
      expect(read(query), query).toMatchObject({ currentPage: 1, pageSize: PAGE_SIZE });
    }
  });

  it('a sort by an unknown column, by a list, or in no known order is ignored: the default sort', () => {
    expect(read('?sorters[0][field]=nope&sorters[0][order]=asc').sorters).toEqual(DEFAULT_SORT);
    expect(read('?sorters[0][field]=number&sorters[0][order]=sideways').sorters).toEqual(DEFAULT_SORT);
    expect(read('?sorters[0][field]=certificates&sorters[0][order]=asc', collections).sorters).not.toContainEqual({ field: 'certificates', order: 'asc' });
  });

  it('a filter on an unknown column, with an operator its column does not offer, or a value it cannot hold is ignored', () => {
    const invalid = [
      'filters[0][field]=nope&filters[0][operator]=eq&filters[0][value]=x',
      'filters[0][field]=constructor&filters[0][operator]=eq&filters[0][value]=x',
      'filters[0][field]=movementStatus&filters[0][operator]=contains&filters[0][value]=op',
      'filters[0][field]=movementStatus&filters[0][operator]=eq&filters[0][value]=gone',
      'filters[0][field]=quantityLoaded&filters[0][operator]=gte&filters[0][value]=lots',
      'filters[0][field]=loadingDate&filters[0][operator]=gte&filters[0][value]=2026-02-30',
      'filters[0][field]=cancelled&filters[0][operator]=eq&filters[0][value]=yes',
      'filters[0][field]=number&filters[0][operator]=contains&filters[0][value]=',
      'filters[0][field]=number&filters[0][operator]=contains&filters[0][value][0]=a',
      'filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=x',
      'filters=broken',
    ];
    for (const query of invalid) expect(read(`?${query}`).filters, query).toEqual([]);
  });

  it('the valid filters of a partly invalid URL are kept, a repeated one once', () => {
    const query =
      '?filters[0][field]=nope&filters[0][operator]=eq&filters[0][value]=x' +
      '&filters[1][field]=movementStatus&filters[1][operator]=eq&filters[1][value]=open' +
      '&filters[2][field]=movementStatus&filters[2][operator]=eq&filters[2][value]=locked';
    expect(read(query).filters).toEqual([{ field: 'movementStatus', operator: 'eq', value: 'open' }]);
  });
});

describe('the way back from a record to its list', () => {
  it('takes the list query from the location state, nothing from a missing or foreign one', () => {
    expect(listSearchOf({ listSearch: '?currentPage=4' })).toBe('?currentPage=4');
    for (const state of [null, undefined, {}, { listSearch: 4 }, { listSearch: 'currentPage=4' }, { listSearch: '?a#b' }]) {
      expect(listSearchOf(state)).toBe('');
    }
  });
});
