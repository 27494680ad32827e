import { describe, expect, it } from 'vitest';
import { balanceSourcePath } from '../../../src/client/mass-balance/balanceSources';

describe('links from a mass balance to what it reads', () => {
  it('open the production figures and stock measurements lists filtered to the balance’s site and product', () => {
    const path = balanceSourcePath('de', 'production-figures', 'LOC 1', 'MAT&2');
    const [route, query] = path.split('?');
    expect(route).toBe('/de/production-figures');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      'filters[0][field]': 'site',
      'filters[0][operator]': 'eq',
      'filters[0][value]': 'LOC 1',
      'filters[1][field]': 'product',
      'filters[1][operator]': 'eq',
      'filters[1][value]': 'MAT&2',
    });
    expect(balanceSourcePath('en', 'stock-measurements', 'S', 'P')).toMatch(/^\/en\/stock-measurements\?/);
  });
});
