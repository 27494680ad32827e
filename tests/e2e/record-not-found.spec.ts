import { expect, test } from './fixtures';
import { USERS, logIn } from './helpers';

test('an unknown record is asked for once and its page says so, with the way back to the list', async ({ page }) => {
  await logIn(page, USERS.plain);
  const recordRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/inbounds/NOPE') recordRequests.push(request.url());
  });

  await page.goto('/en/movement-data/inbounds/NOPE/edit');
  const notFound = page.getByTestId('record-not-found');
  await expect(notFound).toContainText('Inbound NOPE was not found');
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  expect(recordRequests).toHaveLength(1);

  await notFound.getByTestId('not-found-back-to-list').click();
  await expect(page).toHaveURL(/\/en\/movement-data\/inbounds$/);
  await expect(page.getByTestId('entity-list')).toBeVisible();
  expect(recordRequests).toHaveLength(1);
});

test('the not-found state of a record is German on German pages', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/de/movement-data/inbounds/NOPE/edit' });
  await expect(page.getByTestId('record-not-found')).toContainText('Anlieferung NOPE wurde nicht gefunden');
  await expect(page.getByTestId('not-found-back-to-list')).toContainText('Zurück zur Liste');
});

test('an unknown mass balance says so too, without a toast', async ({ page }) => {
  await logIn(page, USERS.plain);
  const recordRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/mass-balances/NOPE')) recordRequests.push(request.url());
  });
  await page.goto('/en/movement-data/mass-balances/NOPE/edit');
  await expect(page.getByTestId('record-not-found')).toContainText('NOPE was not found');
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  expect(recordRequests).toHaveLength(1);
});
