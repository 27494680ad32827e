import { expect, test, type Locator, type Page } from './fixtures';
import { apiHeaders, expectListTotal, logIn, openFromSidebar, sidebarLink, searchList } from './helpers';

// Tenant management, a list and a long form with several saves: more than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

const ADMIN = { login: 'admin@fuel-portal.example', password: 'Admin-Portal-2026' };

/** The form item around an input, where its error is shown. */
const itemOf = (page: Page, testId: string): Locator =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId(testId) })
    .last();

/**
 * Collections are hidden in every demo tenant's menu; a system administrator shows them for TENANT1
 * (through the API here: tests/e2e/access.spec.ts switches them in tenant management's drawer).
 */
async function showCollections(page: Page): Promise<void> {
  const headers = await apiHeaders(page);
  const tenants: { name: string; visibleRoutes: string[] }[] = await (await page.request.get('/api/v1/tenants?_start=0&_end=100', { headers })).json();
  const visibleRoutes = [...new Set([...tenants.find((tenant) => tenant.name === 'TENANT1')!.visibleRoutes, 'collections'])];
  expect((await page.request.patch('/api/v1/tenants/TENANT1', { headers, data: { visibleRoutes } })).ok()).toBe(true);
  await page.reload();
  await expect(sidebarLink(page, 'movement-data/collections')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await logIn(page, ADMIN, { tenant: 'TENANT1' });
  await showCollections(page);
});

test('the demo collections show their certificates in the list, and a certificate filter narrows them', async ({ page }) => {
  await openFromSidebar(page, 'movement-data/collections');
  const rows = page.getByTestId('entity-list').locator('.ant-table-row');
  await expect(rows.first()).toContainText('EU-ISCC-Cert-DE');
  const certificate = /EU-ISCC-Cert-DE\d{3}-\d{5}/.exec((await rows.first().textContent()) ?? '')![0];

  await searchList(page, certificate);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(certificate);
});

test('a collection needs a delivery point and at least one certificate with its number; the messages say so at the field', async ({ page }) => {
  const id = `COL-E2E-${Date.now()}`;
  await page.goto('/en/movement-data/collections/create');
  await page.getByTestId('field-id').fill(id);
  await page.getByTestId('field-productGroup').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'HVO' }).click();
  await page.getByTestId('field-fuelAmount').fill('1500');

  // A required list starts with one empty entry; without it the list itself is missing.
  await page.getByTestId('remove-certificates-0').click();
  await page.getByTestId('save-record').click();
  await expect(page.getByTestId('list-certificates')).toContainText('At least one certificate is required');
  await expect(itemOf(page, 'field-deliveryPointNumber').locator('.ant-form-item-explain-error')).toHaveText('Delivery point is required');

  await page.getByTestId('add-certificates').click();
  await page.getByTestId('save-record').click();
  await expect(itemOf(page, 'field-certificates-0-certificateNumber').locator('.ant-form-item-explain-error')).toHaveText('Certificate No is required');
  await expect(page.getByTestId('list-certificates')).not.toContainText('At least one certificate is required');

  await page.getByTestId('field-certificates-0-certificateNumber').fill('EU-ISCC-Cert-E2E-1');
  await page.getByTestId('add-certificates').click();
  await page.getByTestId('field-certificates-1-certificateNumber').fill('EU-ISCC-Cert-E2E-2');
  await page.getByTestId('field-certificates-1-sustainabilityData').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByTestId('field-deliveryPointNumber').fill('DP-E2E');
  await page.getByTestId('save-record').click();

  await expect(page).toHaveURL(new RegExp(`/en/movement-data/collections/${id}/edit$`));
  await expect(page.getByTestId('field-certificates-0-certificateNumber')).toHaveValue('EU-ISCC-Cert-E2E-1');
  await expect(page.getByTestId('field-certificates-1-certificateNumber')).toHaveValue('EU-ISCC-Cert-E2E-2');
  await expect(page.getByTestId('field-certificates-1-sustainabilityData')).not.toBeEmpty();
});

test('the field texts are German on the German page', async ({ page }) => {
  await page.goto('/de/movement-data/collections/create');
  await page.getByTestId('field-id').fill(`COL-E2E-DE-${Date.now()}`);
  await page.getByTestId('save-record').click();
  await expect(itemOf(page, 'field-deliveryPointNumber').locator('.ant-form-item-explain-error')).toHaveText('Lieferstelle ist erforderlich');
  await expect(itemOf(page, 'field-productGroup').locator('.ant-form-item-explain-error')).toHaveText('Produktgruppe ist erforderlich');
  await expect(itemOf(page, 'field-fuelAmount').locator('.ant-form-item-explain-error')).toHaveText('Kraftstoffmenge ist erforderlich');
  await expect(itemOf(page, 'field-certificates-0-certificateNumber').locator('.ant-form-item-explain-error')).toHaveText('Zertifikatsnummer ist erforderlich');
});

test('sustainability data named by a certificate cannot be deleted; the refusal links to the collections naming it', async ({ page }) => {
  const headers = await apiHeaders(page);
  const collections = await (await page.request.get('/api/v1/collections?_start=0&_end=50', { headers })).json();
  const proof: string = collections
    .flatMap((collection: { certificates: { sustainabilityData?: string }[] }) => collection.certificates)
    .find((certificate: { sustainabilityData?: string }) => certificate.sustainabilityData).sustainabilityData;
  const naming = await page.request.get(`/api/v1/collections?certificates_like=${encodeURIComponent(proof)}&_start=0&_end=1`, { headers });
  const count = Number(naming.headers()['x-total-count']);

  await page.goto('/en/movement-data/sustainabilitydata');
  await searchList(page, proof);
  const row = page.getByTestId('entity-list').locator('.ant-table-row').filter({ hasText: proof });
  await row.first().getByTestId('delete-record').click();
  await page.getByTestId('confirm-delete').click();

  const link = page.locator('.ant-modal-confirm').getByTestId('usage-collections-certificates.sustainabilityData');
  await expect(link).toHaveText(`Collections (Certificates: Sustainability data): ${count}`);
  await link.click();
  await expect(page).toHaveURL(/\/en\/movement-data\/collections\?/);
  await expectListTotal(page, count);
});

test("the server's refusal is shown with the same texts: the list's under the list, an entry's at its field", async ({ page }) => {
  // Refusals the client's own check cannot foresee (here simulated): a proof deleted meanwhile, a list emptied by another rule.
  await page.route('**/api/v1/collections', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 400,
            code: 'VALIDATION',
            message: 'invalid',
            errors: [
              { field: 'certificates', rule: 'minItems', messageKey: 'validation.required' },
              { field: 'certificates.0.certificateNumber', rule: 'minLength', messageKey: 'validation.required' },
              { field: 'certificates.0.sustainabilityData', rule: 'x-ref', messageKey: 'validation.reference' },
            ],
          }),
        })
      : route.continue(),
  );
  await page.goto('/en/movement-data/collections/create');
  await page.getByTestId('field-id').fill(`COL-E2E-SRV-${Date.now()}`);
  await page.getByTestId('field-deliveryPointNumber').fill('DP-E2E');
  await page.getByTestId('field-productGroup').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'HVO' }).click();
  await page.getByTestId('field-fuelAmount').fill('10');
  await page.getByTestId('field-certificates-0-certificateNumber').fill('C-1');
  await page.getByTestId('save-record').click();

  await expect(page.getByTestId('list-certificates')).toContainText('At least one certificate is required');
  await expect(itemOf(page, 'field-certificates-0-certificateNumber').locator('.ant-form-item-explain-error')).toHaveText('Certificate No is required');
  await expect(itemOf(page, 'field-certificates-0-sustainabilityData').locator('.ant-form-item-explain-error')).toHaveText('Please choose an existing record');
});
