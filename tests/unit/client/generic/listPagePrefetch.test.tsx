import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../../src/client/api/http';
import { listPagesKey } from '../../../../src/client/generic/list/listPageQuery';
import { prefetchListPage } from '../../../../src/client/generic/list/listPagePrefetch';
import { useEntityList } from '../../../../src/client/generic/list/useEntityList';
import { dataProvider } from '../../../../src/client/providers/dataProvider';
import { queryClient } from '../../../../src/client/providers/queryClient';
import { refineResources } from '../../../../src/client/registry/entityRoutes';
import { registry } from '../../../../src/client/registry/registry';

const PATH = '/en/masterdata/partners';
/** Sorted by the address: the early request must be the one the list sends, or the list would ask again. */
const SEARCH = '?sorters[0][field]=name&sorters[0][order]=desc';
const ROWS = [{ number: 'P1', name: 'Acme' }];

let asked: string[] = [];
let shown: unknown[] | undefined;

function PartnerList() {
  shown = useEntityList(registry.get('partners')!).tableProps.dataSource as unknown[] | undefined;
  return null;
}

/** The partner list as the app mounts it: refine with the app's data provider and query cache, at its route. */
function openList(): { unmount: () => void } {
  const root = createRoot(document.createElement('div'));
  root.render(
    <BrowserRouter>
      <Refine
        dataProvider={dataProvider}
        routerProvider={routerProvider}
        resources={refineResources(registry)}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
      >
        <Routes>
          <Route path="/:lang/masterdata/partners" element={<PartnerList />} />
        </Routes>
      </Refine>
    </BrowserRouter>,
  );
  return { unmount: () => root.unmount() };
}

/** The list shows its rows, watches its page in the cache (it has decided whether to ask) and asks for nothing more. */
const rowsShown = async () => {
  await vi.waitFor(() => expect(shown).toEqual(ROWS));
  await vi.waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: listPagesKey('partners'), type: 'active' })).toHaveLength(1));
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
};

beforeEach(() => {
  queryClient.clear();
  window.history.replaceState(null, '', `${PATH}${SEARCH}`);
  asked = [];
  shown = undefined;
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    asked.push(url);
    return { data: { data: ROWS, labels: {} }, headers: { 'x-total-count': '1' } };
  });
});
afterEach(() => vi.restoreAllMocks());

describe("a list's first page asked for while the page's code loads", () => {
  it('the list opened after the answer came shows it without asking again', async () => {
    prefetchListPage('partners');
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const list = openList();
    await rowsShown();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/partners\?.*_sort=name/);
    list.unmount();
  });

  it('the list opened while the answer is on its way waits for it instead of asking again', async () => {
    prefetchListPage('partners');
    const list = openList();
    await rowsShown();
    expect(asked).toHaveLength(1);
    list.unmount();
  });

  it("the early page is the one entry under refine's key of the list", async () => {
    prefetchListPage('partners');
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryCache().findAll({ queryKey: listPagesKey('partners') })).toHaveLength(1);
  });

  it('the list opened again after it was left asks again', async () => {
    prefetchListPage('partners');
    const first = openList();
    await rowsShown();
    first.unmount();
    shown = undefined;
    const again = openList();
    await rowsShown();
    expect(asked).toHaveLength(2);
    again.unmount();
  });
});
