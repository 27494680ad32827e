import { expect, test, type Page } from './fixtures';
import { USERS, apiHeaders, logIn } from './helpers';
import type { CloseStatus } from '../../src/shared/period-close/api';

/** The demo's period-close month (the last month of the seeded year): TENANT1's balances there tell the story this test finishes. */
const MONTH = '2025-12';

/** Opens an action's preview, checks it names the balances it is to take, and runs it. */
async function runAction(page: Page, action: string, identifiers: string[]) {
  await page.getByTestId(`close-${action}`).click();
  for (const identifier of identifiers) await expect(page.getByTestId('close-preview-do')).toContainText(identifier);
  await page.getByTestId('close-run').click();
  await expect(page.getByTestId('close-result')).toContainText('ausgeführt');
}

test('the demo month is closed from the period-close page in German: create the missing balance, auto assign, complete', async ({ page }) => {
  await logIn(page, USERS.plain, { path: null });
  // The story as seeded: one site and product without its balance for the month, one balance in progress, the others completed.
  const response = await page.request.get(`/api/v1/period-close/${MONTH}`, { headers: await apiHeaders(page) });
  const status = (await response.json()) as CloseStatus;
  const missing = status.siteProducts.filter((line) => line.missingMonths.includes(MONTH));
  expect(missing).toHaveLength(1);
  const created = `${missing[0].site}-${missing[0].product}-${MONTH}`;
  const inProgress = status.siteProducts.flatMap((line) => line.balances).filter((balance) => balance.status !== 'completed');
  expect(inProgress.map((balance) => balance.status)).toEqual(['inProgress']);

  await page.goto(`/de/movement-data/period-close?period=${MONTH}`);
  await expect(page.getByTestId('page-title')).toHaveText('Periodenabschluss');
  const balances = page.getByTestId('close-balances');
  const line = balances.locator('tr', { hasText: missing[0].site }).filter({ hasText: missing[0].product });
  await expect(line).toContainText('Keine Bilanz');

  await runAction(page, 'createMissing', [created]);
  await expect(line).toContainText('Offen');
  await expect(line.getByRole('link', { name: created })).toBeVisible();

  await runAction(page, 'autoAssign', [created, inProgress[0].id]);
  await runAction(page, 'complete', [created, inProgress[0].id]);
  await expect(line).toContainText('Abgeschlossen');
  await expect(balances.locator('tr', { hasText: inProgress[0].id })).toContainText('Abgeschlossen');
  await expect(balances).not.toContainText('Keine Bilanz');
  await expect(balances).not.toContainText('In Bearbeitung');

  await line.getByRole('link', { name: created }).click();
  await expect(page).toHaveURL(new RegExp(`/de/movement-data/mass-balances/${created}/edit$`));
});
