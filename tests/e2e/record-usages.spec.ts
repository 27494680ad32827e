import { expect, test } from './fixtures';
import { USERS, apiHeaders, expectListTotal, logIn, searchList } from './helpers';

// Each test loads several pages and a long form; on a busy machine that takes longer than the default.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await logIn(page, USERS.plain, { path: null });
});

test('deleting a partner that inbounds use is refused with the count and a link to those inbounds', async ({ page }) => {
  const headers = await apiHeaders(page);
  const [inbound] = await (await page.request.get('/api/v1/inbounds?_sort=number&_order=asc&_start=0&_end=1', { headers })).json();
  const partner = await (await page.request.get(`/api/v1/partners/${encodeURIComponent(inbound.supplierPartner)}`, { headers })).json();
  const using = await page.request.get(`/api/v1/inbounds?supplierPartner=${encodeURIComponent(partner.number)}&_start=0&_end=1`, { headers });
  const count = Number(using.headers()['x-total-count']);
  expect(count).toBeGreaterThan(0);

  await page.goto('/en/masterdata/partners');
  await searchList(page, partner.number);
  const row = page.getByTestId('entity-list').locator('.ant-table-row').filter({ hasText: partner.number });
  await expect(row).toHaveCount(1);
  await row.getByTestId('delete-record').click();
  await expect(page.locator('.ant-popconfirm')).toContainText(`Delete Partner ${partner.number} – ${partner.name}?`);
  await page.getByTestId('confirm-delete').click();

  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toContainText(`Partner ${partner.number} – ${partner.name} cannot be deleted`);
  const link = dialog.getByTestId('usage-inbounds-supplierPartner');
  await expect(link).toHaveText(`Inbounds (Supplier): ${count}`);
  expect((await page.request.get(`/api/v1/partners/${encodeURIComponent(partner.number)}`, { headers })).status()).toBe(200);

  await link.click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/movement-data\/inbounds\?/);
  await expectListTotal(page, count);
  const rows = page.getByTestId('entity-list').locator('.ant-table-row');
  await expect(rows.first()).toContainText(partner.number);
});

test('a partner nobody uses is deleted after a confirmation that names it', async ({ page }) => {
  const headers = await apiHeaders(page);
  const number = `DEL-${Date.now()}`;
  const created = await page.request.post('/api/v1/partners', {
    headers,
    data: { number, name: 'Unused Fuels', country: 'de', validFrom: new Date().toISOString().slice(0, 10) },
  });
  expect(created.status()).toBe(201);

  await page.goto('/en/masterdata/partners');
  await searchList(page, number);
  const row = page.getByTestId('entity-list').locator('.ant-table-row').filter({ hasText: number });
  await row.getByTestId('delete-record').click();
  await expect(page.locator('.ant-popconfirm')).toContainText(`Delete Partner ${number} – Unused Fuels?`);
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText('Partner was successfully deleted')).toBeVisible();
  expect((await page.request.get(`/api/v1/partners/${number}`, { headers })).status()).toBe(404);
});
