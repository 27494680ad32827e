import { expect, test, type Page } from './fixtures';
import { USERS, apiHeaders, logIn } from './helpers';

const unique = () => Date.now().toString(36).toUpperCase();

/** A site and product of their own with March movements and one proof, so no demo balance overlaps. */
async function chain(page: Page) {
  const headers = await apiHeaders(page);
  const create = async (resource: string, data: Record<string, unknown>) => {
    const response = await page.request.post(`/api/v1/${resource}`, { headers, data });
    expect(response.status(), `${resource}: ${await response.text()}`).toBe(201);
    return response.json();
  };
  const id = unique();
  const site = `E2E-S-${id}`;
  const product = `E2E-P-${id}`;
  await create('locations', { number: site, name: `E2E site ${id}`, country: 'DE', validFrom: '2020-01-01' });
  await create('products', {
    number: product,
    name: `E2E biodiesel ${id}`,
    productGroup: 'biodiesel',
    unitOfMeasurement: 'Kg',
    status: 'aktiv',
    validFrom: '2020-01-01',
  });
  const inbound = (number: string, date: string, quantity: number) =>
    create('inbounds', {
      number,
      product,
      dischargeSite: site,
      loadingDate: date,
      dischargeDate: date,
      movementStatus: 'open',
      cancelled: 0,
      quantityDischargedKg: quantity,
    });
  await inbound(`E2E-IN1-${id}`, '2026-03-05', 1000);
  await inbound(`E2E-IN2-${id}`, '2026-03-12', 2000);
  await create('outbounds', {
    number: `E2E-OUT-${id}`,
    product,
    loadingSite: site,
    loadingDate: '2026-03-20',
    movementStatus: 'open',
    cancelled: 0,
    quantityLoadedKg: 1500,
  });
  await create('sustainabilitydata', {
    number: `E2E-SD-${id}`,
    certificateNumber: `EU-ISCC-E2E-${id}`,
    product,
    productGroup: 'biodiesel',
    unitOfMeasurement: 'Kg',
    volume: 2500,
    deliveryDate: '2026-03-01',
  });
  return {
    site,
    product,
    inbound: `E2E-IN1-${id}`,
    second: `E2E-IN2-${id}`,
    proof: `E2E-SD-${id}`,
    certificate: `EU-ISCC-E2E-${id}`,
    identifier: `${site}-${product}-2026-03`,
    headers,
    create,
  };
}

async function pickReference(page: Page, field: string, key: string) {
  await page.getByTestId(`field-${field}`).click();
  await page.keyboard.type(key);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: key }).first().click();
}

/** A month of a period, typed as the month picker shows it. */
async function pickMonth(page: Page, field: string, month: string) {
  await page.locator(`#${field}`).fill(month);
  await page.locator(`#${field}`).press('Enter');
}

/** A figure's number alone (without its unit), so that a check for 500 is not met by 2,500. */
const figure = (page: Page, name: string) => page.getByTestId(`figure-${name}`).locator('.ant-statistic-content-value');

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: null });
});

test('a balance is created for a site, product, unit and period; auto assign covers inputs, completing makes it and its inbounds read-only', async ({
  page,
}) => {
  const data = await chain(page);
  await page.goto('/en/movement-data/mass-balances/create');
  await expect(page.getByTestId('field-closingStock')).toHaveCount(0);
  await pickReference(page, 'site', data.site);
  await pickReference(page, 'product', data.product);
  await page.getByTestId('field-unit').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Kilogram' }).click();
  await pickMonth(page, 'dateFrom', '03/2026');
  await page.getByTestId('save-record').click();

  await expect(page).toHaveURL(new RegExp(`/movement-data/mass-balances/${data.identifier}/edit$`));
  await expect(page.getByTestId('balance-status')).toHaveText('Open');
  await expect(figure(page, 'inputQuantity')).toHaveText('3,000');
  await expect(figure(page, 'outputQuantity')).toHaveText('1,500');
  await expect(figure(page, 'closingStock')).toHaveText('1,500');
  await expect(figure(page, 'uncoveredQuantity')).toHaveText('3,000');
  await expect(figure(page, 'difference')).toHaveText('0');

  await page.getByTestId('action-autoAssign').click();
  await expect(page.getByText('Auto Assign successful')).toBeVisible();
  await expect(page.getByText('remain uncovered')).toBeVisible();
  await expect(figure(page, 'uncoveredQuantity')).toHaveText('500');
  await expect(figure(page, 'assignedQuantity')).toHaveText('2,500');
  await expect(figure(page, 'assignedOutput')).toHaveText('1,500');
  await expect(figure(page, 'difference')).toHaveText('1,000');
  await expect(page.getByTestId('balance-status')).toHaveText('In progress');

  await page.getByTestId('action-complete').click();
  await page.getByTestId('confirm-complete').click();
  await expect(page.getByText('Mass balance completed')).toBeVisible();
  await expect(page.getByTestId('balance-status')).toHaveText('Completed');
  await expect(page.getByTestId('record-read-only')).toHaveText('This record is locked and cannot be edited');
  await expect(page.getByTestId('field-productionInput')).toBeDisabled();
  await expect(page.getByTestId('save-record')).toHaveCount(0);
  await expect(page.getByTestId('action-autoAssign')).toHaveCount(0);
  await expect(page.getByTestId('action-reopen')).toBeVisible();
  await expect(page.getByTestId('allocate')).toHaveCount(0);

  await page.getByTestId('balance-inputs').getByRole('link', { name: data.inbound }).click();
  await expect(page).toHaveURL(new RegExp(`/movement-data/inbounds/${data.inbound}/edit$`));
  await expect(page.getByTestId('record-read-only')).toHaveText('This record is locked and cannot be edited');
  await expect(page.getByTestId('save-record')).toHaveCount(0);
  const refused = await page.request.patch(`/api/v1/inbounds/${data.inbound}`, { headers: data.headers, data: { comment: 'changed' } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('RECORD_LOCKED');
});

test('the identifier is shown read-only as the server derives it from site, product and first month; the period is chosen in months', async ({ page }) => {
  const data = await chain(page);
  await page.goto('/en/movement-data/mass-balances/create');
  const identifier = page.getByTestId('field-identifierValue');
  await expect(identifier).toBeDisabled();
  await expect(identifier).toHaveValue('');
  await expect(page.getByText('Formed by the portal from site, product and the first month of the period')).toBeVisible();
  await expect(page.getByTestId('field-balanceId')).toHaveCount(0);
  await pickReference(page, 'site', data.site);
  await pickReference(page, 'product', data.product);
  await page.getByTestId('field-unit').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Kilogram' }).click();
  await pickMonth(page, 'dateFrom', '03/2026');
  await expect(page.locator('#dateTo')).toHaveValue('03/2026');
  await expect(identifier).toHaveValue(data.identifier);
  await pickMonth(page, 'dateTo', '04/2026');
  await page.getByTestId('save-record').click();

  await expect(page).toHaveURL(new RegExp(`/movement-data/mass-balances/${data.identifier}/edit$`));
  await expect(page.getByTestId('field-identifierValue')).toHaveValue(data.identifier);
  await expect(page.getByTestId('field-identifierValue')).toBeDisabled();
  await expect(page.locator('#dateFrom')).toHaveValue('03/2026');
  await expect(page.locator('#dateTo')).toHaveValue('04/2026');
  const stored = await (await page.request.get(`/api/v1/mass-balances/${data.identifier}`, { headers: data.headers })).json();
  expect(stored).toMatchObject({ identifierValue: data.identifier, dateFrom: '2026-03-01', dateTo: '2026-04-30' });
  // The chain's proof is left unallocated: removed, so a later test's auto assign does not take it.
  expect((await page.request.delete(`/api/v1/sustainabilitydata/${data.proof}`, { headers: data.headers })).status()).toBe(200);
});

test('a proof assigned by hand covers the input and can be removed; reset removes every allocation of an open balance', async ({ page }) => {
  const data = await chain(page);
  await createMarchBalance(page, data);
  await page.goto(`/en/movement-data/mass-balances/${data.identifier}/edit`);
  await expect(figure(page, 'uncoveredQuantity')).toHaveText('3,000');
  await page.getByTestId('field-productionInput').fill('100');
  await page.getByTestId('save-record').click();
  await expect(page.getByText('Mass balance was successfully updated')).toBeVisible();
  await expect(figure(page, 'closingStock')).toHaveText('1,400');

  const inputs = page.getByTestId('balance-inputs');
  await allocateButton(page, data.inbound).click();
  await page.getByTestId('allocate-proof').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(page.getByTestId('allocate-quantity')).toHaveValue('1,000');
  await page.getByTestId('allocate-quantity').fill('400');
  await page.getByTestId('allocate-ok').click();
  await expect(page.getByText('Proof successfully assigned or removed')).toBeVisible();
  await expect(page.getByText(`Assigned: ${data.certificate} → Inbound ${data.inbound}: 400 Kg`)).toBeVisible();
  await expect(figure(page, 'uncoveredQuantity')).toHaveText('2,600');

  const row = inputs.locator('.ant-table-row').filter({ hasText: data.inbound });
  await expect(row).toContainText('600');
  await row.locator('.ant-table-row-expand-icon').click();
  const allocation = inputs.getByTestId('allocations').locator('.ant-table-row');
  await expect(allocation).toContainText('400');
  await allocation.getByTestId('remove-allocation').click();
  await page.getByTestId('confirm-remove-allocation').click();
  await expect(page.getByText(`Removed: ${data.certificate} → Inbound ${data.inbound}: 400 Kg`)).toBeVisible();
  await expect(figure(page, 'uncoveredQuantity')).toHaveText('3,000');

  await page.getByTestId('action-autoAssign').click();
  await expect(figure(page, 'uncoveredQuantity')).toHaveText('500');
  await page.getByTestId('action-reset').click();
  await page.getByTestId('confirm-reset').click();
  await expect(page.getByText('Allocations resetted')).toBeVisible();
  await expect(figure(page, 'uncoveredQuantity')).toHaveText('3,000');
  await expect(figure(page, 'assignedQuantity')).toHaveText('0');
});

/** The balance of the chain's March, created through the API. */
async function createMarchBalance(page: Page, data: Awaited<ReturnType<typeof chain>>) {
  const created = await page.request.post('/api/v1/mass-balances', {
    headers: data.headers,
    data: { site: data.site, product: data.product, unit: 'Kg', dateFrom: '2026-03-01' },
  });
  expect(created.status()).toBe(201);
}

/** The Allocate button of `inbound` among the balance's inputs. */
const allocateButton = (page: Page, inbound: string) =>
  page.getByTestId('balance-inputs').locator('.ant-table-row').filter({ hasText: inbound }).getByTestId('allocate');

/** A balance of the chain's March, opened on its edit page in `language`, with the allocate dialog of `inbound` open. */
async function openAllocateDialog(page: Page, data: Awaited<ReturnType<typeof chain>>, language: 'de' | 'en', inbound: string) {
  await createMarchBalance(page, data);
  await page.goto(`/${language}/movement-data/mass-balances/${data.identifier}/edit`);
  await allocateButton(page, inbound).click();
}

async function pickProof(page: Page, certificate: string) {
  await page.getByTestId('allocate-proof').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: certificate }).click();
}

test('the allocate dialog refuses more than the movement has uncovered before sending, naming the bound', async ({ page }) => {
  const data = await chain(page);
  await openAllocateDialog(page, data, 'en', data.inbound);
  await pickProof(page, data.certificate);
  await page.getByTestId('allocate-quantity').fill('1000.5');
  await page.getByTestId('allocate-ok').click();
  await expect(page.getByText('At most 1,000 Kg: that is what the movement has still uncovered.')).toBeVisible();
  await page.getByTestId('allocate-quantity').fill('0');
  await page.getByTestId('allocate-ok').click();
  await expect(page.getByText('Please enter a quantity greater than 0.')).toBeVisible();
  await expect(figure(page, 'assignedQuantity')).toHaveText('0');
});

test('the inputs stay where they are when the chart arrives, so an Allocate aimed at them meanwhile is not missed', async ({ page }) => {
  const data = await chain(page);
  await createMarchBalance(page, data);
  // The chart's code is held back until the inputs have shown, as on a slow line.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/BalanceChart-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/en/movement-data/mass-balances/${data.identifier}/edit`);
  const allocate = allocateButton(page, data.inbound);
  await expect(allocate).toBeVisible();
  const before = await allocate.boundingBox();
  release();
  await expect(page.locator('.mass-balance canvas').first()).toBeVisible();
  expect(await allocate.boundingBox()).toEqual(before);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the allocate dialog refuses more than the proof has left, then allocates and says what it did', async ({ page }) => {
    const data = await chain(page);
    const small = `EU-ISCC-SMALL-${unique()}`;
    await data.create('sustainabilitydata', {
      number: `E2E-SD-${small}`,
      certificateNumber: small,
      product: data.product,
      productGroup: 'biodiesel',
      unitOfMeasurement: 'Kg',
      volume: 300,
      deliveryDate: '2026-03-02',
    });
    await openAllocateDialog(page, data, 'de', data.second);
    await pickProof(page, small);
    await expect(page.getByTestId('allocate-quantity')).toHaveValue('300');
    await page.getByTestId('allocate-quantity').fill('300,5');
    await page.getByTestId('allocate-ok').click();
    await expect(page.getByText(`Höchstens 300 Kg: so viel hat der Nachweis ${small} noch.`)).toBeVisible();
    await expect(figure(page, 'assignedQuantity')).toHaveText('0');

    await page.getByTestId('allocate-quantity').fill('250,5');
    await page.getByTestId('allocate-ok').click();
    await expect(page.getByText('Nachweis erfolgreich zugeordnet bzw. entfernt')).toBeVisible();
    await expect(page.getByText(`Zugeordnet: ${small} → Anlieferung ${data.second}: 250,5 Kg`)).toBeVisible();
    await expect(figure(page, 'assignedQuantity')).toHaveText('250,5');
  });
});

test('a refusal is shown with the server’s reason: completing with a negative closing stock', async ({ page }) => {
  const data = await chain(page);
  await page.request.post('/api/v1/mass-balances', {
    headers: data.headers,
    data: { site: data.site, product: data.product, unit: 'Kg', dateFrom: '2026-03-01', productionInput: 5000 },
  });
  await page.goto(`/en/movement-data/mass-balances/${data.identifier}/edit`);
  await page.getByTestId('action-complete').click();
  await page.getByTestId('confirm-complete').click();
  await expect(page.getByText('The mass balance could not be completed')).toBeVisible();
  await expect(page.getByText('The closing stock would be negative (-3,500).')).toBeVisible();
});

test('only administrators may reopen a completed balance', async ({ page }) => {
  const data = await chain(page);
  await createMarchBalance(page, data);
  expect((await page.request.post(`/api/v1/mass-balances/${data.identifier}/complete`, { headers: data.headers })).status()).toBe(200);

  await page.goto(`/en/movement-data/mass-balances/${data.identifier}/edit`);
  await expect(page.getByTestId('balance-status')).toHaveText('Completed');
  await page.getByTestId('action-reopen').click();
  await page.getByTestId('confirm-reopen').click();
  await expect(page.getByText('Mass balance reopened')).toBeVisible();
  await expect(page.getByTestId('balance-status')).toHaveText('Open');
  await expect(page.getByTestId('save-record')).toBeVisible();
  await expect(page.getByTestId('action-autoAssign')).toBeVisible();
});

test('a user who is no administrator sees a completed balance without Reopen', async ({ page }) => {
  const data = await chain(page);
  await page.request.post('/api/v1/mass-balances', {
    headers: data.headers,
    data: { site: data.site, product: data.product, unit: 'Kg', dateFrom: '2026-03-01' },
  });
  expect((await page.request.post(`/api/v1/mass-balances/${data.identifier}/complete`, { headers: data.headers })).status()).toBe(200);

  // Mia Multi is a plain user of OILCO_PRODUCER.
  await page.evaluate(() => localStorage.clear());
  await logIn(page, USERS.multi, { tenant: 'OILCO_PRODUCER', path: `/en/movement-data/mass-balances/${data.identifier}/edit` });
  await expect(page.getByTestId('balance-status')).toHaveText('Completed');
  await expect(page.getByTestId('record-read-only')).toBeVisible();
  await expect(page.getByTestId('action-reopen')).toHaveCount(0);
  const refused = await page.request.post(`/api/v1/mass-balances/${data.identifier}/reopen`, { headers: await apiHeaders(page) });
  expect(refused.status()).toBe(403);
});

test('the balance shows the measured stock and its deviation beside the closing stock, production from the plant’s figures, and links to both lists', async ({
  page,
}) => {
  const data = await chain(page);
  const post = async (resource: string, body: Record<string, unknown>) => {
    const response = await page.request.post(`/api/v1/${resource}`, { headers: data.headers, data: body });
    expect(response.status(), `${resource}: ${await response.text()}`).toBe(201);
  };
  await post('mass-balances', { site: data.site, product: data.product, unit: 'Kg', dateFrom: '2026-03-01' });
  const id = data.identifier;
  await post('production-figures', {
    id: `PF-${id}`,
    site: data.site,
    product: data.product,
    productionDate: '2026-03-10',
    unit: 'Kg',
    quantityIn: 100,
    quantityOut: 300,
  });
  await post('stock-measurements', {
    id: `SM-${id}`,
    site: data.site,
    product: data.product,
    tankNumber: 'T1',
    measurementDate: '2026-03-31',
    unit: 'Kg',
    quantity: 1650,
  });

  await page.goto(`/en/movement-data/mass-balances/${id}/edit`);
  await expect(figure(page, 'productionOutput')).toHaveText('300');
  await expect(page.getByTestId('source-productionOutput')).toHaveText('from production figures');
  await expect(figure(page, 'closingStock')).toHaveText('1,700');
  await expect(figure(page, 'measuredStock')).toHaveText('1,650');
  await expect(figure(page, 'stockDeviation')).toHaveText('-50');

  await page.getByTestId('link-production-figures').click();
  await expect(page).toHaveURL(/\/en\/production-figures\?/);
  await expect(page.getByText(`PF-${id}`)).toBeVisible();
});

test.describe('the period rules in German', () => {
  test.use({ locale: 'de-DE' });

  test('the create page names the months a balance would leave out, saving is refused naming them, and one button creates them', async ({ page }) => {
    const data = await chain(page);
    await page.goto('/de/movement-data/mass-balances/create');
    await pickReference(page, 'site', data.site);
    await pickReference(page, 'product', data.product);
    await pickMonth(page, 'dateFrom', '05.2026');
    const missing = page.getByTestId('missing-balances');
    await expect(missing).toContainText('Standort und Produkt haben Bewegungen, aber keine Massenbilanz in 03.2026');
    await expect(missing).toContainText('Wählen Sie zuerst die Einheit.');
    await page.getByTestId('field-unit').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Kilogramm' }).click();
    await page.getByTestId('save-record').click();
    await expect(
      page.getByText('Standort und Produkt haben Bewegungen, aber keine Massenbilanz in 03.2026. Legen Sie zuerst die Bilanzen dieser Monate an.'),
    ).toBeVisible();

    await page.getByTestId('create-missing-balances').click();
    await expect(page.getByText('1 Bilanz angelegt')).toBeVisible();
    await expect(missing).toHaveCount(0);
    await page.getByTestId('save-record').click();
    await expect(page).toHaveURL(new RegExp(`/movement-data/mass-balances/${data.site}-${data.product}-2026-05/edit$`));
    await expect(figure(page, 'openingStock')).toHaveText('1.500');
  });

  test('completing names the uncovered inputs and outputs, and the completed balance shows them', async ({ page }) => {
    const data = await chain(page);
    await createMarchBalance(page, data);
    await page.goto(`/de/movement-data/mass-balances/${data.identifier}/edit`);
    await page.getByTestId('action-complete').click();
    await expect(page.getByTestId('complete-uncovered')).toHaveText(
      'Ungedeckt und damit nach dem Abschluss nicht nachhaltig: 3.000 Kg Zugänge und 1.500 Kg Abgänge.',
    );
    await page.getByTestId('confirm-complete').click();
    await expect(page.getByTestId('balance-status')).toHaveText('Abgeschlossen');
    await expect(page.getByTestId('completed-uncovered')).toHaveText(
      'Abgeschlossen mit 3.000 Kg ungedeckten Zugängen und 1.500 Kg ungedeckten Abgängen: Sie gelten als nicht nachhaltig.',
    );
    await expect(figure(page, 'uncoveredOutput')).toHaveText('1.500');
  });

  test('completing a period that has not ended is refused with the day it can be completed from', async ({ page }) => {
    const data = await chain(page);
    const chainStart = { site: data.site, product: data.product, unit: 'Kg', dateFrom: '2099-01-01' };
    expect((await page.request.post('/api/v1/missing-balances', { headers: data.headers, data: chainStart })).status()).toBe(200);
    expect((await page.request.post('/api/v1/mass-balances', { headers: data.headers, data: chainStart })).status()).toBe(201);
    await page.goto(`/de/movement-data/mass-balances/${data.site}-${data.product}-2099-01/edit`);
    await page.getByTestId('action-complete').click();
    await page.getByTestId('confirm-complete').click();
    await expect(page.getByText('Der Zeitraum ist noch nicht zu Ende: Er kann ab dem 01.02.2099 abgeschlossen werden.')).toBeVisible();
  });
});
