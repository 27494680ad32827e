import { expect, test, type Page } from './fixtures';
import { USERS, apiHeaders, chooseTenant, fillLogin, logIn } from './helpers';

const CREDITS = '/de/movement-data/catscredits';

/** The credits' total quantity the API answers for a list query (test setup, not what is tested), as the browser formats it. */
async function expectedTotal(page: Page, query: string): Promise<string> {
  const response = await page.request.get(`/api/v1/catscredits.sums${query}`, { headers: await apiHeaders(page) });
  const { quantityTco2e } = (await response.json()) as { quantityTco2e: number };
  const text = await page.evaluate((value) => new Intl.NumberFormat(navigator.language, { maximumFractionDigits: 3 }).format(value), quantityTco2e);
  return `${text} tCO2e`;
}

/** The quantity of the middle credit by quantity (test setup): a filter from it keeps about half of them. */
async function middleQuantity(page: Page): Promise<number> {
  const headers = await apiHeaders(page);
  const total = Number((await page.request.get('/api/v1/catscredits?_start=0&_end=1', { headers })).headers()['x-total-count']);
  expect(total).toBeGreaterThan(1);
  const middle = Math.floor(total / 2);
  const [credit] = (await (
    await page.request.get(`/api/v1/catscredits?_sort=quantityTco2e&_order=asc&_start=${middle}&_end=${middle + 1}`, { headers })
  ).json()) as {
    quantityTco2e: number;
  }[];
  return credit.quantityTco2e;
}

test('a list with a summed column shows the total of the filtered list under the table, and a filter changes it', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_CFR', path: null });
  await page.goto(CREDITS);
  const sums = page.getByTestId('list-sums');
  await expect(sums).toContainText('Summe');
  const all = await expectedTotal(page, '');
  await expect(sums).toContainText(all);

  const from = await middleQuantity(page);
  // The columns re-render as the list, its configuration and labels arrive: the filter opens once they have.
  await page.waitForLoadState('networkidle');
  const header = page
    .getByTestId('entity-list')
    .locator('.ant-table-thead th')
    .filter({ hasText: /^Menge \[tCO2e\]/ });
  await header.locator('.ant-table-filter-trigger').click();
  const filter = page.getByTestId('filter-quantityTco2e');
  await filter.getByTestId('filter-from').fill(String(from).replace('.', ','));
  await filter.getByTestId('filter-apply').click();
  const filtered = await expectedTotal(page, `?quantityTco2e_gte=${from}`);
  expect(filtered).not.toBe(all);
  await expect(sums).toContainText(filtered);
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the totals of the filtered list stand above the cards', async ({ page }) => {
    // The phone shows no sidebar until asked, so the login waits for the header.
    await page.goto('/en/login');
    await fillLogin(page, USERS.producerAdmin);
    await chooseTenant(page, 'OILCO_CFR');
    await expect(page.getByTestId('current-tenant')).toBeVisible();
    await page.goto(CREDITS);
    const sums = page.getByTestId('list-sums');
    await expect(sums).toContainText(await expectedTotal(page, ''));
    const cards = page.getByTestId('entity-card');
    await expect(cards.first()).toBeVisible();
    const [sumsBox, cardBox] = [await sums.boundingBox(), await cards.first().boundingBox()];
    expect(sumsBox!.y + sumsBox!.height).toBeLessThanOrEqual(cardBox!.y);
  });
});

/**
 * The inbounds' quantity in its product's unit as the row should show it: one figure per unit the API totals,
 * in the browser's number format (test setup, not what is tested).
 */
async function expectedUnitTotals(page: Page, noUnit: string): Promise<string> {
  const response = await page.request.get('/api/v1/inbounds.sums', { headers: await apiHeaders(page) });
  const { quantityLoaded } = (await response.json()) as { quantityLoaded: { unit: string | null; sum: number }[] };
  expect(quantityLoaded.map(({ unit }) => unit)).toEqual(['Kg', 'L15°']);
  return page.evaluate(
    ([totals, without]) =>
      totals.map(({ unit, sum }) => `${new Intl.NumberFormat(navigator.language, { maximumFractionDigits: 3 }).format(sum)} ${unit ?? without}`).join(' · '),
    [quantityLoaded, noUnit] as const,
  );
}

for (const { lang, locale, label, figure } of [
  // German: points group thousands, a comma starts the fraction ("1.234,5 Kg · 56.789 L15°").
  { lang: 'de', locale: 'de-DE', label: 'Summe', figure: /^\d{1,3}(\.\d{3})*(,\d+)? Kg · \d{1,3}(\.\d{3})*(,\d+)? L15°$/ },
  { lang: 'en', locale: 'en-US', label: 'Total', figure: /^\d{1,3}(,\d{3})*(\.\d+)? Kg · \d{1,3}(,\d{3})*(\.\d+)? L15°$/ },
]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test(`the inbounds' default quantity columns total per unit, kilograms and litres apart (${lang})`, async ({ page }) => {
      await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: `/${lang}/movement-data/inbounds` });
      const sums = page.getByTestId('list-sums');
      await expect(sums).toContainText(label);
      const expected = await expectedUnitTotals(page, lang === 'de' ? 'ohne Einheit' : 'without unit');
      expect(expected).toMatch(figure);
      await expect(sums).toContainText(expected);
      await sums.screenshot({ path: test.info().outputPath(`unit-sums-${lang}.png`) });
    });
  });
}
