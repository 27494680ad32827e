import { expect, test, type Page } from './fixtures';
import { USERS, chooseTenant, fillLogin, logIn, openFromSidebar, sidebarLink } from './helpers';

test('dark mode survives a reload', async ({ page }) => {
  await logIn(page, USERS.plain);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByTestId('dark-mode-toggle').click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await page.reload();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect(await background()).toBe(dark);
});

test('the language choice rewrites the prefix and survives a reload', async ({ page }) => {
  await logIn(page, USERS.plain);
  await page.getByTestId('language-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'DE' }).click();
  await expect(page).toHaveURL(/\/de\/user\/dashboard$/);
  await expect(sidebarLink(page, 'user/einstellungen')).toHaveText(/Einstellungen/);
  await page.reload();
  await expect(sidebarLink(page, 'user/einstellungen')).toHaveText(/Einstellungen/);
});

test("a plain user is refused administrators' pages and the component showcase alike: in the page, saying why, with a way to the dashboard", async ({
  page,
}) => {
  await logIn(page, USERS.plain);
  for (const [path, name] of [
    ['/en/user/administration', 'User administration'],
    ['/en/layouts/button', 'Component showcase'],
    ['/en/seed', 'Seed data'],
  ]) {
    await page.goto(path);
    const denied = page.getByTestId('access-denied');
    await expect(denied, path).toContainText('Access denied');
    await expect(denied.getByTestId('access-denied-reason'), path).toHaveText(
      `You have no authorization to access “${name}”. This function is only available for system and tenant administrators.`,
    );
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('showcase-page'), path).toHaveCount(0);
  }
  await page.getByTestId('access-denied-dashboard').click();
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/);
});

test('an area the tenant has not booked is refused the same way, naming the tenant', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/de/movement-data/catscredits' });
  await expect(page.getByTestId('access-denied')).toContainText('Zugriff verweigert');
  await expect(page.getByTestId('access-denied-reason')).toHaveText('Dieser Bereich ist für den Mandanten Tenant 1 nicht verfügbar.');
  await expect(page.getByTestId('access-denied-dashboard')).toHaveText('Zum Dashboard');
});

test('an administrator opens the component showcase', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/en/layouts/button' });
  await expect(page.getByTestId('showcase-page')).toBeVisible();
  await expect(page.getByTestId('access-denied')).toHaveCount(0);
});

test('the header and the dashboard name the tenant by its display name, the id beside it on the dashboard', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER' });
  await expect(page.getByTestId('current-tenant')).toHaveText('OilCo Producer');
  await expect(page.getByTestId('dashboard-tenant')).toHaveText('OilCo Producer');
  await expect(page.getByTestId('dashboard-tenant-id')).toHaveText('OILCO_PRODUCER');
  await page.getByTestId('current-tenant').click();
  await expect(page.getByTestId('tenant-modal').locator('[data-tenant="OILCO_CFR"]')).toHaveText(/^OilCo CFR\s*OILCO_CFR$/);
});

test("a tenant switch on a record page opens that list in the new tenant, never the new tenant's record in the old form", async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/en/masterdata/partners/100002/edit' });
  await expect(page.getByTestId('entity-form')).toBeVisible();
  const opened: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/partners/100002')) opened.push(String(request.headers()['x-tenant']));
  });
  await page.getByTestId('current-tenant').click();
  await chooseTenant(page, 'OILCO_CFR');
  await expect(page).toHaveURL(/\/en\/masterdata\/partners$/);
  await expect(page.getByTestId('current-tenant')).toHaveText('OilCo CFR');
  await expect(page.getByTestId('entity-list')).toBeVisible();
  await expect(page.getByTestId('entity-form')).toHaveCount(0);
  expect(opened.filter((tenant) => tenant === 'OILCO_CFR')).toEqual([]);
});

test('a tenant switch from an area the new tenant has not booked leads to the dashboard, not to "Access denied"', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_CFR' });
  await openFromSidebar(page, 'movement-data/catscredits');
  await expect(page.getByTestId('entity-list')).toBeVisible();
  await page.getByTestId('current-tenant').click();
  await chooseTenant(page, 'OILCO_PRODUCER');
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/);
  await expect(page.getByTestId('dashboard-tenant')).toHaveText('OilCo Producer');
  await expect(page.getByTestId('access-denied')).toHaveCount(0);
});

test('a tenant admin sees the user administration entry', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER' });
  await expect(sidebarLink(page, 'user/administration')).toBeVisible();
});

test("the producer tenant's menu differs from the other tenant's", async ({ page }) => {
  await logIn(page, USERS.multi, { tenant: 'OILCO_PRODUCER' });
  await expect(sidebarLink(page, 'movement-data/inbounds')).toBeVisible();
  await expect(sidebarLink(page, 'masterdata/province-codes')).toBeVisible();
  await expect(sidebarLink(page, 'reports/onsite-report-facility-input')).toBeVisible();
  await expect(sidebarLink(page, 'movement-data/catscredits')).toHaveCount(0);
  await expect(sidebarLink(page, 'import-messages')).toBeVisible();

  await page.getByTestId('current-tenant').click();
  await chooseTenant(page, 'OTHER_TENANT');
  await expect(page.getByTestId('current-tenant')).toHaveText('Other Tenant');
  await expect(sidebarLink(page, 'user/dashboard')).toBeVisible();
  await expect(sidebarLink(page, 'movement-data/inbounds')).toHaveCount(0);
  await expect(sidebarLink(page, 'masterdata/partners')).toHaveCount(0);
  await expect(sidebarLink(page, 'import-messages')).toHaveCount(0);
});

test('the CFR tenant sees credits but not the on-site reports', async ({ page }) => {
  await page.goto('/en/login');
  await fillLogin(page, USERS.multi);
  await chooseTenant(page, 'OILCO_CFR');
  await expect(sidebarLink(page, 'movement-data/catscredits')).toBeVisible();
  await expect(sidebarLink(page, 'reports/credit-generation-report')).toBeVisible();
  await expect(sidebarLink(page, 'reports/onsite-report-facility-input')).toHaveCount(0);
});

test("antd's own texts follow the UI language", async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/de/movement-data/inbounds/create' });
  await expect(page.locator('.ant-picker input').first()).toHaveAttribute('placeholder', 'Datum auswählen');
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The phone shows no sidebar until asked, so the login waits for the header. */
  async function logInOnPhone(page: Page): Promise<void> {
    await page.goto('/en/login');
    await fillLogin(page, USERS.plain);
    await expect(page.getByTestId('current-tenant')).toBeVisible();
  }

  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  test('no page is wider than the screen: the dashboard, a list (its cards) and a form (one column)', async ({ page }) => {
    await logInOnPhone(page);
    for (const [path, content] of [
      ['/en/user/dashboard', 'dashboard-greeting'],
      ['/en/masterdata/partners', 'entity-list'],
      ['/de/movement-data/inbounds/create', 'entity-form'],
    ]) {
      await page.goto(path);
      await expect(page.getByTestId(content), path).toBeVisible();
      await expect(page.locator('.ant-spin-spinning'), path).toHaveCount(0);
      expect(await pageWidth(page), path).toBeLessThanOrEqual(390);
    }
    // The form's fields stand one under another.
    const fields = page.getByTestId('entity-form').locator('.ant-form-item');
    const [first, second] = [await fields.nth(0).boundingBox(), await fields.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(second!.x).toBe(first!.x);
  });

  test('the sidebar is a drawer: the header button opens it, choosing a page closes it', async ({ page }) => {
    await logInOnPhone(page);
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.getByTestId('sidebar-open').click();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    expect((await page.getByTestId('sidebar').boundingBox())!.width).toBeLessThanOrEqual(390);
    await sidebarLink(page, 'masterdata/partners').click();
    await expect(page).toHaveURL(/\/en\/masterdata\/partners$/);
    await expect(page.getByTestId('sidebar')).toBeHidden();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  test('the header keeps the tenant, the bell, the theme and the language on the screen', async ({ page }) => {
    await logInOnPhone(page);
    for (const control of ['sidebar-open', 'current-tenant', 'notifications', 'dark-mode-toggle', 'language-select']) {
      await expect(page.getByTestId(control), control).toBeInViewport({ ratio: 1 });
    }
    await page.getByTestId('dark-mode-toggle').click();
    await expect(page.getByTestId('dark-mode-toggle')).toBeChecked();
  });
});

test('a list opened by its address asks for its rows and configs once each, in the order the address names', async ({ page }) => {
  await logIn(page, USERS.plain);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/partners') asked.push(`${url.searchParams.get('_sort')} ${url.searchParams.get('_order')}`);
    if (url.pathname === '/api/v1/list-configs') asked.push('configs');
  });
  // Sorted by the address: the early request must be the one the list sends, or the list would ask again.
  await page.goto('/en/masterdata/partners?sorters[0][field]=name&sorters[0][order]=desc');
  await expect(page.getByTestId('entity-list').locator('.ant-table-row').first()).toBeVisible();
  expect(asked.sort()).toEqual(['configs', 'name desc']);
});
