import { expect, test } from './fixtures';
import { USERS, apiHeaders, logIn, searchList } from './helpers';

test('a locked inbound is shown read-only with the message, cannot be deleted from the list, and the server refuses an edit', async ({ page }) => {
  await logIn(page, USERS.plain);
  const headers = await apiHeaders(page);
  const [inbound] = await (await page.request.get('/api/v1/inbounds?movementStatus=locked&_sort=number&_order=asc&_start=0&_end=1', { headers })).json();
  expect(inbound, 'a locked inbound in the demo data').toBeTruthy();

  await page.goto(`/en/movement-data/inbounds/${encodeURIComponent(inbound.number)}/edit`);
  await expect(page.getByTestId('record-read-only')).toHaveText('This record is locked and cannot be edited');
  await expect(page.getByTestId('field-number')).toBeDisabled();
  await expect(page.getByTestId('field-comment')).toBeDisabled();
  await expect(page.getByTestId('save-record')).toHaveCount(0);

  const refused = await page.request.patch(`/api/v1/inbounds/${encodeURIComponent(inbound.number)}`, { headers, data: { comment: 'changed' } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('RECORD_LOCKED');

  await page.goto('/en/movement-data/inbounds');
  await searchList(page, inbound.number);
  const row = page.getByTestId('entity-list').locator('.ant-table-row').filter({ hasText: inbound.number });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('delete-record')).toBeDisabled();
});

test('the German form of a locked inbound says so in German', async ({ page }) => {
  await logIn(page, USERS.plain);
  const headers = await apiHeaders(page);
  const [inbound] = await (await page.request.get('/api/v1/inbounds?movementStatus=completed&_start=0&_end=1', { headers })).json();
  await page.goto(`/de/movement-data/inbounds/${encodeURIComponent(inbound.number)}/edit`);
  await expect(page.getByTestId('record-read-only')).toHaveText('Dieser Datensatz ist gesperrt und kann nicht bearbeitet werden');
});

test('mass-balance allocations are written by the portal only: no create, no row actions, a read-only record', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/en/movement-data/mass-balance-allocations' });
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.getByTestId('create-record')).toHaveCount(0);
  await expect(page.getByTestId('entity-list').locator('th', { hasText: 'Actions' })).toHaveCount(0);

  // The demo balances have allocations; a row opens the record read-only.
  await page.getByTestId('entity-list').locator('.ant-table-row').first().click();
  await expect(page).toHaveURL(/\/movement-data\/mass-balance-allocations\/[^/]+\/edit$/);
  await expect(page.getByTestId('record-read-only')).toHaveText('This record is maintained by the portal and cannot be edited here');
  await expect(page.getByTestId('field-quantity')).toBeDisabled();
  await expect(page.getByTestId('save-record')).toHaveCount(0);
});
