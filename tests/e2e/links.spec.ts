import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { USERS, apiHeaders, logIn } from './helpers';

// Several records are set up through the API and four pages are loaded per test: more than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

const ADMIN = { login: 'admin@fuel-portal.example', password: 'Admin-Portal-2026' };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

/** Creates records in the logged-in user's tenant. */
function creator(page: Page) {
  return async (resource: string, data: Record<string, unknown>) => {
    const response = await page.request.post(`/api/v1/${resource}`, { headers: await apiHeaders(page), data });
    expect(response.status(), `${resource}: ${await response.text()}`).toBe(201);
    return response.json();
  };
}

/** A product of the tenant, for outbounds of our own. */
async function someProduct(page: Page): Promise<string> {
  const [product] = await (await page.request.get('/api/v1/products?_start=0&_end=1', { headers: await apiHeaders(page) })).json();
  return product.number;
}

/** An open outbound with `cubicMetres` loaded (quantityLoadedL15 in litres: its link bound is ÷ 1000). */
async function outbound(page: Page, product: string, number: string, cubicMetres = 10) {
  return creator(page)('outbounds', {
    number,
    product,
    loadingDate: '2026-03-20',
    movementStatus: 'open',
    cancelled: 0,
    quantityLoadedL15: cubicMetres * 1000,
  });
}

/** Picks a target in a link section's picker by searching its key. */
async function pickTarget(page: Page, link: string, key: string) {
  await page.getByTestId(`link-picker-${link}`).click();
  await page.keyboard.type(key);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: key }).first().click();
}

const figure = (page: Page, name: string) => page.getByTestId(`link-figure-${name}`);
const row = (page: Page, link: string, key: string) => page.getByTestId(`linked-records-${link}`).locator('.ant-table-row').filter({ hasText: key });

test.describe('CATS credits and the deliveries that earned them', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_CFR', path: null });
  });

  test('two deliveries are assigned, the remaining volume goes down, more than remains is refused naming the bound, one is unassigned after a confirmation', async ({
    page,
  }) => {
    const id = unique();
    const product = await someProduct(page);
    const credit = `E2E-CR-${id}`;
    await creator(page)('catscredits', {
      id: credit,
      compliancePeriod: 2026,
      transactionType: 'creation',
      quantityTco2e: 10,
      correspondingVolumeLowCiFuel: 100,
    });
    const [first, second, small] = [`E2E-OA-${id}`, `E2E-OB-${id}`, `E2E-OC-${id}`];
    await outbound(page, product, first, 60);
    await outbound(page, product, second, 50);
    await outbound(page, product, small, 5);

    await page.goto(`/en/movement-data/catscredits/${credit}/edit`);
    const section = page.getByTestId('links-outbounds');
    await expect(section).toContainText('Deliveries that earned this credit');
    await expect(figure(page, 'limit')).toHaveText('Corresponding volume of low-CI fuel [m3] 100');
    await expect(figure(page, 'remaining')).toHaveText('remaining 100 m3');

    // The quantity starts as what both the credit and the delivery allow.
    await pickTarget(page, 'outbounds', first);
    await expect(page.getByTestId('link-quantity-outbounds')).toHaveValue('60');
    await page.getByTestId('link-submit-outbounds').click();
    await expect(page.getByText('CATS Credit assigned or unassigned')).toBeVisible();
    await expect(page.getByText(`Linked: CATS credit ${credit} → Outbound ${first}: 60 m3`)).toBeVisible();
    await expect(row(page, 'outbounds', first)).toContainText('60');
    await expect(figure(page, 'assigned')).toHaveText('assigned 60 m3');
    await expect(figure(page, 'remaining')).toHaveText('remaining 40 m3');

    await pickTarget(page, 'outbounds', second);
    await expect(page.getByTestId('link-quantity-outbounds')).toHaveValue('40');
    await page.getByTestId('link-quantity-outbounds').fill('30');
    await page.getByTestId('link-submit-outbounds').click();
    await expect(row(page, 'outbounds', second)).toContainText('30');
    await expect(figure(page, 'remaining')).toHaveText('remaining 10 m3');

    // More than the credit's corresponding volume leaves: 60 + 45 > 100.
    await row(page, 'outbounds', second).getByTestId(`edit-link-${second}`).click();
    await expect(page.getByTestId('link-quantity-max')).toHaveText('Up to 40 m3 fit within both bounds.');
    await page.getByTestId('link-quantity-edit').fill('45');
    await page.getByTestId('link-quantity-save').click();
    await expect(page.getByText('Error linking')).toBeVisible();
    await expect(
      page.getByText('Corresponding volume of low-CI fuel of the CATS credit: 100 m3, of which 60 m3 are already assigned; 45 m3 do not fit.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(figure(page, 'remaining')).toHaveText('remaining 10 m3');

    // More than the delivery loaded: 8 m3 of an outbound with 5 m3.
    await pickTarget(page, 'outbounds', small);
    await page.getByTestId('link-quantity-outbounds').fill('8');
    await page.getByTestId('link-submit-outbounds').click();
    await expect(page.getByText('Quantity loaded of the Outbound: 5 m3, of which 0 m3 are already assigned; 8 m3 do not fit.')).toBeVisible();
    await expect(row(page, 'outbounds', small)).toHaveCount(0);

    await row(page, 'outbounds', first).getByTestId(`unlink-${first}`).click();
    await expect(page.locator('.ant-popconfirm')).toContainText(first);
    await page.getByTestId('confirm-unlink').click();
    await expect(page.getByText(`Unlinked: CATS credit ${credit} → Outbound ${first} (60 m3)`)).toBeVisible();
    await expect(row(page, 'outbounds', first)).toHaveCount(0);
    await expect(figure(page, 'remaining')).toHaveText('remaining 70 m3');

    // A saved change of the credit's corresponding volume moves its figures.
    await page.getByTestId('field-correspondingVolumeLowCiFuel').fill('120');
    await page.getByTestId('save-record').click();
    await expect(figure(page, 'limit')).toHaveText('Corresponding volume of low-CI fuel [m3] 120');
    await expect(figure(page, 'remaining')).toHaveText('remaining 90 m3');

    await page.goto(`/en/movement-data/outbounds/${second}/edit`);
    const earned = page.getByTestId('backlinks-catscredits-outbounds');
    await expect(earned).toContainText('CATS credits earned');
    await expect(earned.locator('.ant-table-row')).toHaveCount(1);
    await expect(earned.locator('.ant-table-row')).toContainText(credit);
    await expect(earned.locator('.ant-table-row')).toContainText('30');
    await earned.getByRole('link', { name: credit }).click();
    await expect(page).toHaveURL(new RegExp(`/en/movement-data/catscredits/${credit}/edit$`));
  });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test.beforeEach(async ({ page }) => {
    await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_CFR', path: null });
  });

  test('a delivery is assigned with its quantity in the success, and a refusal gives its bound in m³ only', async ({ page }) => {
    const id = unique();
    const product = await someProduct(page);
    const credit = `E2E-CR-${id}`;
    await creator(page)('catscredits', {
      id: credit,
      compliancePeriod: 2026,
      transactionType: 'creation',
      quantityTco2e: 10,
      correspondingVolumeLowCiFuel: 200,
    });
    const [delivery, small] = [`E2E-OD-${id}`, `E2E-OE-${id}`];
    await outbound(page, product, delivery, 10);
    await outbound(page, product, small, 79.446);

    await page.goto(`/de/movement-data/catscredits/${credit}/edit`);
    await pickTarget(page, 'outbounds', delivery);
    await page.getByTestId('link-quantity-outbounds').fill('7,5');
    await page.getByTestId('link-submit-outbounds').click();
    await expect(page.getByText('CATS-Zertifikat zugeordnet oder Zuordnung aufgehoben')).toBeVisible();
    await expect(page.getByText(`Verknüpft: CATS-Zertifikat ${credit} → Ablieferung ${delivery}: 7,5 m3`)).toBeVisible();

    await pickTarget(page, 'outbounds', small);
    await page.getByTestId('link-quantity-outbounds').fill('80');
    await page.getByTestId('link-submit-outbounds').click();
    await expect(page.getByText('Lademenge (Ablieferung): 79,446 m3, davon bereits zugeordnet 0 m3; 80 m3 passen nicht mehr hinein.')).toBeVisible();
  });
});

/** The tenant's visible routes, changed by a system administrator through the tenants API. */
async function tenantRoutes(request: APIRequestContext, tenant: string) {
  const login = await request.post('/api/v1/account/login', { data: ADMIN });
  const headers = { Authorization: (await login.json()).token as string };
  const read = async (): Promise<string[]> => {
    const tenants: { name: string; visibleRoutes: string[] }[] = await (await request.get('/api/v1/tenants?_start=0&_end=100', { headers })).json();
    return tenants.find((entry) => entry.name === tenant)!.visibleRoutes;
  };
  const write = async (visibleRoutes: string[]) => {
    const response = await request.patch(`/api/v1/tenants/${tenant}`, { headers, data: { visibleRoutes } });
    expect(response.status(), await response.text()).toBe(200);
  };
  return { read, write };
}

test.describe('collections and the delivery they were shipped with', () => {
  let original: string[] = [];

  test.beforeAll(async ({ request }) => {
    original = await (await tenantRoutes(request, 'TENANT1')).read();
  });

  test.afterAll(async ({ request }) => {
    await (await tenantRoutes(request, 'TENANT1')).write(original);
  });

  test('a tenant that hides collections sees no collection section on its deliveries', async ({ page, request }) => {
    await (await tenantRoutes(request, 'TENANT1')).write(original.filter((route) => route !== 'collections'));
    await logIn(page, USERS.plain, { path: null });
    const number = `E2E-OH-${unique()}`;
    await outbound(page, await someProduct(page), number);
    // The reverse view is asked for all the same: once it has answered, the section would be there.
    const backlinks = page.waitForResponse((response) => response.url().includes(`/outbounds/${number}/backlinks`));
    await page.goto(`/en/movement-data/outbounds/${number}/edit`);
    await expect(page.getByTestId('field-number')).toHaveValue(number);
    expect((await backlinks).status()).toBe(200);
    await expect(page.getByTestId('backlinks-collections-outbound')).toHaveCount(0);
  });

  test('a delivery linked to one collection is refused for a second one naming the first', async ({ page, request }) => {
    const routes = await tenantRoutes(request, 'TENANT1');
    await routes.write([...new Set([...original, 'collections'])]);
    await logIn(page, USERS.plain, { path: null });
    const id = unique();
    const delivery = `E2E-OD-${id}`;
    await outbound(page, await someProduct(page), delivery);
    const collection = (key: string) => ({
      id: key,
      number: `AB-${key}`,
      deliveryPointNumber: 'DP-1',
      productGroup: 'diesel',
      fuelAmount: 100,
      certificates: [{ certificateNumber: `E2E-CERT-${id}` }],
    });
    const [first, second] = [`E2E-CA-${id}`, `E2E-CB-${id}`];
    await creator(page)('collections', collection(first));
    await creator(page)('collections', collection(second));

    // A second user has the second collection open and picks the same delivery meanwhile.
    const other = await page.context().newPage();
    await other.goto(`/en/movement-data/collections/${second}/edit`);
    await pickTarget(other, 'outbound', delivery);

    await page.goto(`/en/movement-data/collections/${first}/edit`);
    await pickTarget(page, 'outbound', delivery);
    await expect(page.getByTestId('link-quantity-outbound')).toHaveCount(0);
    await page.getByTestId('link-submit-outbound').click();
    await expect(page.getByText('Link was successfully established')).toBeVisible();
    await expect(row(page, 'outbound', delivery)).toBeVisible();
    // One delivery per collection: the picker is gone once it is linked.
    await expect(page.getByTestId('link-picker-outbound')).toHaveCount(0);

    await other.getByTestId('link-submit-outbound').click();
    await expect(other.getByText('Error linking')).toBeVisible();
    await expect(other.getByText(`This delivery is already linked to the collection AB-${first}`)).toBeVisible();
    await expect(row(other, 'outbound', delivery)).toHaveCount(0);

    await page.goto(`/en/movement-data/outbounds/${delivery}/edit`);
    const shippedWith = page.getByTestId('backlinks-collections-outbound');
    await expect(shippedWith.locator('.ant-table-row')).toContainText(first);
    await expect(shippedWith.locator('.ant-table-row')).toContainText(`AB-${first}`);
  });
});
