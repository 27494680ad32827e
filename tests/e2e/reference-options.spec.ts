import { expect, test, type Page } from './fixtures';
import { apiHeaders, chooseTenant, fillLogin, logIn, USERS } from './helpers';

// Tenant management through the API, a second login and a form: more than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

const ADMIN = { login: 'admin@fuel-portal.example', password: 'Admin-Portal-2026' };
/** A CFR tenant: it shows no sustainability data in its menu, yet its collections name proofs. */
const TENANT = 'OILCO_CFR';

/** A system administrator shows collections for the tenant (hidden in every demo tenant's menu). */
async function showCollections(page: Page): Promise<void> {
  await logIn(page, ADMIN, { tenant: TENANT });
  const headers = await apiHeaders(page);
  const tenants: { name: string; visibleRoutes: string[] }[] = await (await page.request.get('/api/v1/tenants?_start=0&_end=100', { headers })).json();
  const visibleRoutes = tenants.find((tenant) => tenant.name === TENANT)!.visibleRoutes;
  expect(visibleRoutes).not.toContain('sustainabilitydata');
  expect((await page.request.patch(`/api/v1/tenants/${TENANT}`, { headers, data: { visibleRoutes: [...visibleRoutes, 'collections'] } })).ok()).toBe(true);
  await page.getByTestId('logout').click();
}

test.beforeEach(async ({ page }) => {
  await showCollections(page);
  // The tenant's demo user: a plain member of OILCO_CFR.
  await page.goto('/de/login');
  await fillLogin(page, USERS.producerAdmin);
  await chooseTenant(page, TENANT);
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test("a collection's proof picker lists the tenant's proofs on the German page, without an error toast", async ({ page }) => {
  await page.goto('/de/movement-data/collections/create');
  await page.getByTestId('field-certificates-0-sustainabilityData').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toContainText(/^SD-.* – /);

  await page.getByTestId('field-certificates-0-sustainabilityData').locator('input').fill('kein-solcher-nachweis');
  await expect(page.locator('.ant-select-dropdown:visible').getByTestId('reference-empty')).toHaveText(
    'Keine Nachhaltigkeitsdaten passen zu „kein-solcher-nachweis“',
  );
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
});

test('an existing collection shows its proof with the certificate number, without an error toast', async ({ page }) => {
  const headers = await apiHeaders(page);
  const collections: { id: string; certificates: { sustainabilityData?: string }[] }[] = await (
    await page.request.get('/api/v1/collections?_start=0&_end=50', { headers })
  ).json();
  const collection = collections.find((candidate) => candidate.certificates[0]?.sustainabilityData)!;
  await page.goto(`/de/movement-data/collections/${encodeURIComponent(collection.id)}/edit`);
  await expect(page.getByTestId('field-certificates-0-sustainabilityData')).toContainText(`${collection.certificates[0].sustainabilityData} – `);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
});
