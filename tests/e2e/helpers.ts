import { parseLoginResponse } from '../../src/client/auth/loginResponse';
import { STORAGE_KEYS } from '../../src/client/storage/browserStorage';
import { normalizeSettings } from '../../src/shared/settings';
import { stripBearer } from '../../src/shared/token';
import { expect, type Page } from './fixtures';

export const USERS = {
  plain: { login: 'user@tenant1.example', password: 'Plain-User-2026' },
  multi: { login: 'multi@fuel-portal.example', password: 'Multi-Tenant-2026' },
  producerAdmin: { login: 'producer.admin@oilco.example', password: 'Producer-Admin-2026' },
} as const;

export async function fillLogin(page: Page, user: { login: string; password: string }): Promise<void> {
  await page.locator('#login').fill(user.login);
  await page.locator('#password').fill(user.password);
  await page.locator('button[type="submit"]').click();
}

/**
 * Logs in through the API and opens `at.path` (default: the English dashboard) with the session stored in the
 * browser as the login form stores it (src/client/auth): tokens, user, the tenant (`at.tenant`, or the only one)
 * and the user's settings. The form itself is tested in login.spec.ts; here it would only cost each test
 * the login page and the dashboard. A user of several tenants given no tenant is asked for one, as after the form.
 * `path: null` opens no page of the portal, for a test whose first step opens its own: each page opened costs the
 * browser the portal's start (about a second of its processor), and a page opened only to leave it again is waste.
 */
export async function logIn(page: Page, user: { login: string; password: string }, at: { tenant?: string; path?: string | null } = {}): Promise<void> {
  const { tenant, path = '/en/user/dashboard' } = at;
  const answer = await page.request.post('/api/v1/account/login', { data: { login: user.login, password: user.password } });
  const login = parseLoginResponse(await answer.json());
  if (login.kind !== 'success' || typeof login.token !== 'string') throw new Error(`${user.login} could not log in (${answer.status()})`);
  const settings = await page.request.get('/api/v1/account/settings', { headers: { Authorization: `Bearer ${login.token}` } });
  const { tenants } = login.userInfo;
  const chosen = tenant ?? (tenants.length === 1 ? tenants[0].tenant : null);
  const stored: Record<string, string | null> = {
    [STORAGE_KEYS.tokenTime]: String(Date.now()),
    [STORAGE_KEYS.refreshToken]: String(login.refreshToken),
    [STORAGE_KEYS.token]: stripBearer(login.token),
    [STORAGE_KEYS.userInfo]: JSON.stringify(login.userInfo),
    [STORAGE_KEYS.tenants]: JSON.stringify(tenants),
    [STORAGE_KEYS.currentUser]: login.userInfo.login,
    [STORAGE_KEYS.userSettings]: JSON.stringify(normalizeSettings(await settings.json())),
    // No tenant chosen: none stays from an earlier session, as after the form (the user is asked).
    ...(chosen ? { [STORAGE_KEYS.currentTenant]: chosen, [STORAGE_KEYS.lastUsedTenant]: chosen } : { [STORAGE_KEYS.currentTenant]: null }),
  };
  // Any page of the portal's origin holds its storage; the icon renders nothing.
  await page.goto('/favicon.svg');
  await page.evaluate(
    (entries) => Object.entries(entries).forEach(([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value))),
    stored,
  );
  if (path === null) return;
  await page.goto(path);
  await expect(page.getByTestId('sidebar')).toBeVisible();
}

export async function chooseTenant(page: Page, tenant: string): Promise<void> {
  const modal = page.getByTestId('tenant-modal');
  await expect(modal).toBeVisible();
  // Clicked while the dialog still zooms in, the point Playwright aimed at can miss the moving button (seen once in CI under load).
  await expect(page.locator('.ant-modal', { has: modal })).not.toHaveClass(/ant-zoom/);
  await modal.locator(`[data-testid="tenant-option"][data-tenant="${tenant}"]`).click();
}

export function sidebarLink(page: Page, route: string) {
  return page.getByTestId('sidebar').locator(`a[href$="/${route}"]`);
}

/**
 * Opens a sidebar entry. An entry that has just appeared (after a reload or a tenant config change) can
 * miss a click while the menu re-renders: the click is repeated until the route is open.
 */
export async function openFromSidebar(page: Page, route: string): Promise<void> {
  await expect(async () => {
    await sidebarLink(page, route).click();
    await expect(page).toHaveURL(new RegExp(`/${route}$`), { timeout: 2_000 });
  }).toPass();
}

/** Waits until the list has loaded what it asked for: while it loads, the rows, cards and total shown before stay. */
export async function listLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('entity-list').locator('.ant-spin-spinning')).toHaveCount(0);
}

/** The list total from "Showing x to y of N results", once the list has loaded. */
export async function listTotal(page: Page): Promise<number> {
  await listLoaded(page);
  const text = await page.locator('.ant-pagination-total-text').textContent();
  const total = Number(/of ([\d,]+) results/.exec(text ?? '')?.[1]?.replaceAll(',', ''));
  expect(total, `list total in "${text}"`).not.toBeNaN();
  return total;
}

/**
 * Waits until the list shows `expected` as its total: right after a navigation the total of the list shown
 * before (another list, another filter) can still be on screen for a moment.
 */
export async function expectListTotal(page: Page, expected: number): Promise<void> {
  await expect(async () => expect(await listTotal(page)).toBe(expected)).toPass();
}

/** Headers for API calls in the logged-in user's name and tenant (test setup through the API). */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const [token, tenant] = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('current_tenant')]);
  return { Authorization: `Bearer ${String(token).replace(/"/g, '')}`, 'X-Tenant': String(tenant).replace(/"/g, '') };
}

/**
 * Searches the list for `text` and waits for the search's answer: until it arrives the rows shown before the search
 * stay on screen, and a click on one of them lands on a row about to be replaced (a confirmation opened there closes).
 */
export async function searchList(page: Page, text: string): Promise<void> {
  const search = page.getByTestId('list-search');
  await search.fill(text);
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.startsWith('/api/') && url.searchParams.get('q') === text;
  });
  await search.press('Enter');
  await answered;
  await expect(page.getByTestId('filter-chip-q')).toContainText(text);
  await listLoaded(page);
}

/**
 * Deletes the logged-in user's saved views named `name` of the list `resource` in the current tenant, and with them
 * the view applied from them: the worker's later tests see the list as the demo data leaves it.
 */
export async function deleteSavedViews(page: Page, resource: string, name: string): Promise<void> {
  const headers = await apiHeaders(page);
  const answer = await page.request.get(`/api/v1/list-configs?resource=${resource}&_start=0&_end=1000`, { headers });
  const configs: { id: string; name: string }[] = await answer.json();
  for (const config of configs.filter((saved) => saved.name === name)) {
    expect((await page.request.delete(`/api/v1/list-configs/${config.id}`, { headers })).status()).toBe(204);
  }
}

/** The records an import wrote, removed again, so later specs count the demo data only. */
export async function removeImported(page: Page, importId: string): Promise<void> {
  const headers = await apiHeaders(page);
  for (const resource of ['inbounds', 'outbounds']) {
    const records: { number: string }[] = await (await page.request.get(`/api/v1/${resource}?importMessage=${importId}&_start=0&_end=100`, { headers })).json();
    for (const record of records) await page.request.delete(`/api/v1/${resource}/${encodeURIComponent(record.number)}`, { headers });
  }
}
