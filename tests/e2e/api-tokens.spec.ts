import { expect, test } from './fixtures';
import { USERS, logIn } from './helpers';

test('a tenant admin creates an API token, the ERP uses it, and a revoke ends it at once', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/en/user/api-tokens' });
  const name = `SAP nightly ${Date.now()}`;
  await page.getByTestId('create-api-token').click();
  await page.getByTestId('api-token-name').fill(name);
  await page.getByTestId('api-token-scope-partners').getByText('Read').click();
  await page.getByTestId('api-token-scope-inbounds').getByText('Write').click();
  await page.getByTestId('api-token-submit').click();

  const secret = (await page.getByTestId('api-token-secret').innerText()).trim();
  expect(secret).toMatch(/^fpt_/);
  await page.getByTestId('api-token-done').click();
  const row = page.getByTestId('api-tokens-table').locator('tr', { hasText: name });
  await expect(row.getByTestId('api-token-read')).toHaveText('ReadPartners');
  await expect(row.getByTestId('api-token-write')).toHaveText('WriteInbounds');
  await expect(row).toContainText('active');
  await expect(page.getByText(secret)).toHaveCount(0);

  const asErp = () => page.request.get('/api/v1/partners?_start=0&_end=1', { headers: { authorization: `Bearer ${secret}` } });
  expect((await asErp()).status()).toBe(200);
  await page.reload();
  await expect(row).not.toContainText('never');

  await row.getByTestId(`revoke-${name}`).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('revoked');
  expect((await asErp()).status()).toBe(401);
});

test('the page texts follow a language switch on the page', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/en/user/api-tokens' });
  await expect(page.getByTestId('create-api-token')).toHaveText('New API token');
  await page.getByTestId('language-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'DE' }).click();
  await expect(page).toHaveURL(/\/de\/user\/api-tokens$/);
  await expect(page.getByTestId('create-api-token')).toHaveText('Neues API-Token');
});
