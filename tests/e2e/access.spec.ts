import { expect, test, type Page } from './fixtures';
import { USERS, logIn, openFromSidebar, sidebarLink } from './helpers';

const SYSTEM_ADMIN = { login: 'admin@fuel-portal.example', password: 'Admin-Portal-2026' };

function tenantRow(page: Page, tenant: string) {
  return page.getByTestId('tenants-table').locator('tr', { hasText: tenant });
}

/** As a system administrator: TENANT1's "collections" menu entry on or off, saved in tenant management. */
async function showCollectionsForTenant1(page: Page, shown: boolean): Promise<void> {
  await page.goto('/en/user/mandanten');
  await tenantRow(page, 'TENANT1').getByTestId('edit-tenant').click();
  const drawer = page.locator('.ant-drawer-content');
  const checkbox = drawer.getByTestId('route-key-collections');
  await expect(checkbox).toBeVisible();
  if ((await checkbox.isChecked()) !== shown) await checkbox.click();
  await drawer.getByTestId('save-tenant').click();
  await expect(page.getByText('Tenant was successfully updated')).toBeVisible();
}

test('a user whose tenant hides an entity sees neither its menu entry nor its buttons', async ({ page }) => {
  await logIn(page, USERS.plain);
  await expect(sidebarLink(page, 'movement-data/inbounds')).toBeVisible();
  await expect(sidebarLink(page, 'movement-data/catscredits')).toHaveCount(0);

  for (const path of ['/en/movement-data/catscredits', '/en/movement-data/catscredits/create', '/en/movement-data/catscredits/C-1/edit']) {
    await page.goto(path);
    await expect(page.getByTestId('access-denied'), path).toBeVisible();
    await expect(page.getByTestId('create-record'), path).toHaveCount(0);
    await expect(page.getByTestId('entity-form'), path).toHaveCount(0);
  }
  // The same user's visible entity offers its buttons.
  await page.goto('/en/movement-data/inbounds');
  await expect(page.getByTestId('create-record')).toBeVisible();
  await expect(page.getByTestId('edit-record').first()).toBeVisible();
});

test('collections: no demo tenant shows them; a system administrator switches them on for TENANT1 and its users see the entry', async ({ page, browser }) => {
  await logIn(page, USERS.plain);
  await expect(sidebarLink(page, 'movement-data/inbounds')).toBeVisible();
  await expect(sidebarLink(page, 'movement-data/collections')).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, SYSTEM_ADMIN, { tenant: 'TENANT1' });
  try {
    await showCollectionsForTenant1(admin, true);
    await page.reload();
    await expect(sidebarLink(page, 'movement-data/collections')).toBeVisible();
    await openFromSidebar(page, 'movement-data/collections');
    await expect(page.getByTestId('entity-list')).toBeVisible();
    await expect(page.getByTestId('create-record')).toBeVisible();
  } finally {
    // Other tests expect the demo configuration.
    await showCollectionsForTenant1(admin, false);
    await admin.context().close();
  }
});

test('a create failure says Error creating, an update failure Error updating', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await logIn(page, USERS.plain);
  // A failure the server gives no known answer for: the generic message under the title.
  await page.route('**/api/v1/partners', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 502, body: '' }) : route.fallback()));
  await page.goto('/en/masterdata/partners/create');
  await page.getByTestId('field-number').fill(`E2E-FAIL-${Date.now()}`);
  await page.getByTestId('field-name').fill('Failing Fuels');
  await page.getByTestId('field-country').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.locator('#validFrom').click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-now-btn, .ant-picker-dropdown:visible .ant-picker-today-btn').first().click();
  await page.getByTestId('save-record').click();
  const notification = page.locator('.ant-notification-notice');
  await expect(notification).toContainText('Error creating');
  await expect(notification).toContainText('An error occured.');

  await page.goto('/en/masterdata/partners');
  await page.getByTestId('entity-list').locator('.ant-table-row').first().click();
  await expect(page.getByTestId('entity-form')).toBeVisible();
  await page.route('**/api/v1/partners/*', (route) => (route.request().method() === 'PATCH' ? route.fulfill({ status: 502, body: '' }) : route.fallback()));
  await page.getByTestId('field-city').fill(`Kiel ${Date.now()}`);
  await page.getByTestId('save-record').click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Error updating' })).toBeVisible();
});

test('a save the server refuses as invalid data says so in German: Ungültige Daten', async ({ page }) => {
  await logIn(page, USERS.plain);
  // The server's answer to values its rules refuse (errors.validation), here for a field the form does not check.
  const refusal = { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'Invalid data', errors: [] };
  await page.route('**/api/v1/partners/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 400, json: refusal }) : route.fallback(),
  );
  await page.goto('/de/masterdata/partners');
  await page.getByTestId('entity-list').locator('.ant-table-row').first().click();
  await expect(page.getByTestId('entity-form')).toBeVisible();
  await page.getByTestId('field-city').fill(`Kiel ${Date.now()}`);
  await page.getByTestId('save-record').click();
  const notification = page.locator('.ant-notification-notice').filter({ hasText: 'Fehler beim Aktualisieren' });
  await expect(notification).toContainText('Ungültige Daten');
  await expect(notification).not.toContainText('Invalid data');
});

test('a record page whose key no record can have says Invalid ID', async ({ page }) => {
  await logIn(page, USERS.plain, { path: null });
  await page.goto(`/en/masterdata/partners/${'x'.repeat(21)}/edit`);
  await expect(page.getByTestId('invalid-id')).toContainText('Invalid ID');
});
