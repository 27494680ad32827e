import { expect, test } from './fixtures';
import { USERS, apiHeaders, logIn } from './helpers';

// A public documentation address (TEST-NET-3): accepted when saved, never answers, so the delivery stays in the log to send again.
const URL = 'https://203.0.113.10/erp/hooks';

test('a tenant admin adds an endpoint, sees its secret once, and sends a delivery of its log again', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/en/user/webhooks' });
  await page.getByTestId('add-webhook').click();
  await page.getByTestId('webhook-url').fill(URL);
  await page.getByTestId('webhook-events').click();
  await page.locator('.ant-select-item-option', { hasText: 'Record created' }).click();
  await page.keyboard.press('Escape');
  await page.locator('.ant-modal-footer').getByRole('button', { name: 'Save' }).click();

  const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByTestId('webhooks-table').locator('tr', { hasText: URL });
  await expect(row).toBeVisible();
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  const created = await page.request.post('/api/v1/partners', {
    headers: await apiHeaders(page),
    data: { number: `WH-${Date.now()}`, name: 'Webhook E2E partner', country: 'de', validFrom: '2026-01-01' },
  });
  expect(created.status()).toBe(201);
  await row.getByTestId('webhook-log').click();
  const log = page.getByTestId('webhook-deliveries');
  await expect(log.locator('tr', { hasText: 'Record created' })).toBeVisible();
  await log.getByTestId('webhook-send-again').first().click();
  await expect(page.getByText('The delivery is queued again')).toBeVisible();
});
