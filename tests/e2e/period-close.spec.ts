import { expect, test, type Page } from './fixtures';
import { USERS, apiHeaders, logIn } from './helpers';

/** A month no demo movement falls in, so the page's lines there are this test's own. */
const MONTH = '2023-02';

/** A site and product of their own with inputs, an output and a proof in MONTH, and no balance yet. */
async function unclosedMonth(page: Page) {
  const headers = await apiHeaders(page);
  const create = async (resource: string, data: Record<string, unknown>) => {
    const response = await page.request.post(`/api/v1/${resource}`, { headers, data });
    expect(response.status(), `${resource}: ${await response.text()}`).toBe(201);
  };
  const id = Date.now().toString(36).toUpperCase();
  const site = `E2E-PC-${id}`;
  const product = `E2E-PCP-${id}`;
  await create('locations', { number: site, name: `E2E close ${id}`, country: 'DE', validFrom: '2020-01-01' });
  await create('products', {
    number: product,
    name: `E2E close ${id}`,
    productGroup: 'hvo',
    unitOfMeasurement: 'Kg',
    status: 'aktiv',
    validFrom: '2020-01-01',
  });
  const movement = { product, movementStatus: 'open', cancelled: 0 };
  await create('inbounds', {
    ...movement,
    number: `E2E-PCI-${id}`,
    dischargeSite: site,
    loadingDate: `${MONTH}-03`,
    dischargeDate: `${MONTH}-03`,
    quantityDischargedKg: 800,
  });
  await create('outbounds', { ...movement, number: `E2E-PCO-${id}`, loadingSite: site, loadingDate: `${MONTH}-20`, quantityLoadedKg: 300 });
  await create('sustainabilitydata', {
    number: `E2E-PCSD-${id}`,
    certificateNumber: `EU-ISCC-PC-${id}`,
    product,
    productGroup: 'hvo',
    unitOfMeasurement: 'Kg',
    volume: 800,
    deliveryDate: `${MONTH}-01`,
  });
  return { site, identifier: `${site}-${product}-${MONTH}` };
}

/** Opens an action's preview, checks it names the balance, and runs it. */
async function runAction(page: Page, action: string, identifier: string) {
  await page.getByTestId(`close-${action}`).click();
  await expect(page.getByTestId('close-preview-do')).toContainText(identifier);
  await page.getByTestId('close-run').click();
  await expect(page.getByTestId('close-result')).toContainText('ausgeführt');
}

test('a month is closed from the period-close page in German: create the missing balance, auto assign, complete', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, 'OILCO_PRODUCER');
  const { site, identifier } = await unclosedMonth(page);
  await page.goto(`/de/movement-data/period-close?period=${MONTH}`);
  await expect(page.getByTestId('page-title')).toHaveText('Periodenabschluss');
  const line = page.getByTestId('close-balances').locator('tr', { hasText: site });
  await expect(line).toContainText('Keine Bilanz');
  await expect(line).toContainText(MONTH);

  await runAction(page, 'createMissing', identifier);
  await expect(line).toContainText('Offen');
  await expect(line.getByRole('link', { name: identifier })).toBeVisible();

  await runAction(page, 'autoAssign', identifier);
  await expect(line).toContainText('In Bearbeitung');

  await runAction(page, 'complete', identifier);
  await expect(line).toContainText('Abgeschlossen');
  await line.getByRole('link', { name: identifier }).click();
  await expect(page).toHaveURL(new RegExp(`/de/movement-data/mass-balances/${identifier}/edit$`));
});
