import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../src/client/registry/registry';
import { placeholderRoutes } from '../../../src/client/routing/pageRoutes';
import { PLACEHOLDER_ROUTES, URL_TABLE } from '../../../src/client/routing/urlTable';
import { DASHBOARD_ROUTE, PAGE_ITEMS, URL_PAGES } from '../../../src/shared/navigation';

const URL_TABLE_MODULE = '../../../src/client/routing/urlTable';
const NAVIGATION_ROUTES = [...Object.values(PAGE_ITEMS).flat(), ...URL_PAGES].map((item) => item.route);

describe('the URL table', () => {
  afterEach(() => {
    vi.doUnmock(URL_TABLE_MODULE);
    vi.resetModules();
  });

  it('every page route of the navigation has its page in the URL table or is named a placeholder, not both', () => {
    expect(NAVIGATION_ROUTES.filter((route) => !(route in URL_TABLE) && !PLACEHOLDER_ROUTES.includes(route))).toEqual([]);
    expect(PLACEHOLDER_ROUTES.filter((route) => route in URL_TABLE)).toEqual([]);
  });

  it('names only routes of the navigation', () => {
    expect(NAVIGATION_ROUTES).toEqual(expect.arrayContaining([...Object.keys(URL_TABLE), ...PLACEHOLDER_ROUTES]));
  });

  it('the dashboard has its page (its route renders it without the placeholder fallback)', () => {
    expect(URL_TABLE[DASHBOARD_ROUTE]).toBeDefined();
  });

  it("a route of the URL table is served by its feature's page", () => {
    const seed = placeholderRoutes(registry).find((route) => route.path === 'seed');
    expect(seed?.page).toBe(URL_TABLE.seed);
  });

  it('a route of the navigation that the URL table lacks shows the placeholder, with its title', async () => {
    vi.resetModules();
    vi.doMock(URL_TABLE_MODULE, async (importOriginal) => {
      const actual = await importOriginal<typeof import('../../../src/client/routing/urlTable')>();
      const { seed: _seed, ...withoutSeed } = actual.URL_TABLE;
      return { ...actual, URL_TABLE: withoutSeed };
    });
    const { placeholderRoutes: routesWithoutSeed } = await import('../../../src/client/routing/pageRoutes');
    const seed = routesWithoutSeed(registry).find((route) => route.path === 'seed');
    expect(seed).toMatchObject({ titleKey: 'pages.seed' });
    expect(seed?.page).toBeUndefined();
  });
});
