import { expect, test, type Page } from './fixtures';
import { USERS, apiHeaders, logIn } from './helpers';

const CREDITS = '/de/movement-data/catscredits';

/** The credits' total quantity the API answers for a list query (test setup, not what is tested), as the browser formats it. */
async function expectedTotal(page: Page, query: string): Promise<string> {
  const response = await page.request.get(`/api/v1/catscredits.sums${query}`, { headers: await apiHeaders(page) });
  const { quantityTco2e } = (await response.json()) as { quantityTco2e: number };
  const text = await page.evaluate((value) => new Intl.NumberFormat(navigator.language, { maximumFractionDigits: 3 }).format(value), quantityTco2e);
  return `${text} tCO2e`;
}

test('a list with a summed column shows the total of the filtered list under the table, and a search changes it', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, 'OILCO_CFR');
  await page.goto(CREDITS);
  const sums = page.getByTestId('list-sums');
  await expect(sums).toContainText('Summe');
  const all = await expectedTotal(page, '');
  await expect(sums).toContainText(all);

  const first = (await page.getByTestId('entity-list').locator('.ant-table-row').first().locator('td').first().textContent()) ?? '';
  expect(first).not.toBe('');
  await page.getByTestId('list-search').fill(first);
  await page.getByTestId('list-search').press('Enter');
  const one = await expectedTotal(page, `?q=${encodeURIComponent(first)}`);
  expect(one).not.toBe(all);
  await expect(sums).toContainText(one);
});
