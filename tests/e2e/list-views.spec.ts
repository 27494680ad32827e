import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from './fixtures';
import { USERS, chooseTenant, deleteSavedViews, logIn } from './helpers';

const INBOUNDS = '/en/movement-data/inbounds';

const list = (page: Page) => page.getByTestId('entity-list');
const headerTexts = (page: Page) => list(page).locator('.ant-table-thead th:not(.ant-table-selection-column)').allTextContents();
/** The headers of the record columns (without the row actions), as an export names them. */
const columnsOf = (headers: string[]) => headers.filter((header) => header && header !== 'Actions');
const showing = (page: Page) => page.locator('.ant-pagination-total-text');

async function openInbounds(page: Page): Promise<void> {
  await page.goto(INBOUNDS);
  await expect(list(page).locator('.ant-table-row').first()).toBeVisible();
}

/** Saves the shown columns minus `without` as a named view and applies it; answers the headers then shown. */
async function saveAndApply(page: Page, name: string, without: string[]): Promise<string[]> {
  await page.getByTestId('column-chooser').click();
  const drawer = page.getByTestId('column-drawer');
  for (const column of without) await drawer.locator(`[data-column="${column}"]`).getByTestId('column-checkbox').click();
  await drawer.getByTestId('config-name').fill(name);
  await drawer.getByTestId('config-save-new').click();
  await expect(page.getByText('Successfully saved')).toBeVisible();
  await page.getByTestId('apply-config').click();
  await expect(page.getByText('Configuration applied')).toBeVisible();
  return headerTexts(page);
}

async function csvHeader(page: Page): Promise<string[]> {
  const file = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const [header] = parse(await readFile((await (await file).path())!), { bom: true, to: 1 }) as string[][];
  return header;
}

test('the movement lists open with dates, sites, product and quantities, 20 rows a page', async ({ page }) => {
  await logIn(page, USERS.plain);
  await openInbounds(page);
  const headers = await headerTexts(page);
  for (const column of ['Product', 'Quantity loaded', 'Quantity discharged', 'Loading date', 'Discharge date', 'Loading site', 'Discharge site']) {
    expect(headers).toContain(column);
  }
  await expect(showing(page)).toHaveText(/^Showing 1 to 20 of /);
  await expect(list(page).locator('.ant-table-row')).toHaveCount(20);
});

test('the view last applied comes back after a new login on another browser and after switching tenant and back; the export writes its columns', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER' });
  await openInbounds(page);
  const standard = await headerTexts(page);
  try {
    const applied = await saveAndApply(page, 'MB-Prüfung', ['supplierPartner', 'movementStatus', 'dischargeSite']);
    expect(applied).not.toEqual(standard);
    expect(applied).not.toContain('Supplier');

    const elsewhere = await (await browser.newContext({ baseURL, reducedMotion: 'reduce' })).newPage();
    await logIn(elsewhere, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER' });
    await openInbounds(elsewhere);
    await expect.poll(() => headerTexts(elsewhere)).toEqual(applied);
    expect(await csvHeader(elsewhere)).toEqual(columnsOf(applied));
    await elsewhere.context().close();

    await page.getByTestId('current-tenant').click();
    await chooseTenant(page, 'OILCO_CFR');
    await expect(page.getByTestId('current-tenant')).toHaveText('OilCo CFR');
    await expect(list(page).locator('.ant-table-row').first()).toBeVisible();
    await expect.poll(() => headerTexts(page)).toEqual(standard);
    await page.getByTestId('current-tenant').click();
    await chooseTenant(page, 'OILCO_PRODUCER');
    await expect(page.getByTestId('current-tenant')).toHaveText('OilCo Producer');
    await expect(list(page).locator('.ant-table-row').first()).toBeVisible();
    await expect.poll(() => headerTexts(page)).toEqual(applied);
    expect(await csvHeader(page)).toEqual(columnsOf(applied));
  } finally {
    await deleteSavedViews(page, 'inbounds', 'MB-Prüfung');
  }
});

test('the active filters stand above the table as chips: one removed, then all cleared', async ({ page }) => {
  await logIn(page, USERS.plain, { path: null });
  await page.goto(
    `${INBOUNDS}?filters[0][field]=movementStatus&filters[0][operator]=eq&filters[0][value]=open` +
      `&filters[1][field]=loadingDate&filters[1][operator]=gte&filters[1][value]=2025-01-01` +
      `&filters[2][field]=q&filters[2][operator]=eq&filters[2][value]=IN`,
  );
  const chips = page.getByTestId('filter-chips');
  await expect(chips.getByTestId('filter-chip-movementStatus')).toHaveText('Movement status: Open');
  await expect(chips.getByTestId('filter-chip-loadingDate')).toHaveText('Loading date: from 01/01/2025');
  await expect(chips.getByTestId('filter-chip-q')).toHaveText('Search: IN');
  const filtered = await showing(page).textContent();

  await chips.getByTestId('filter-chip-movementStatus').locator('.ant-tag-close-icon').click();
  await expect(chips.getByTestId('filter-chip-movementStatus')).toHaveCount(0);
  await expect(page).not.toHaveURL(/movementStatus/);
  await expect(showing(page)).not.toHaveText(filtered ?? '');

  await chips.getByTestId('filter-clear-all').click();
  await expect(chips).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${INBOUNDS}$`));
  await expect(page.getByTestId('list-search')).toHaveValue('');
  await expect(showing(page)).toHaveText('Showing 1 to 20 of 1,000 results');
});

test("rows are drawn only in the user's view: while the stored views load, the answered page waits instead of showing the default columns", async ({
  page,
}) => {
  await logIn(page, USERS.plain, { path: null });
  let releaseViews = () => {};
  const viewsHeld = new Promise<void>((resolve) => (releaseViews = resolve));
  await page.route('**/api/v1/list-configs?*', async (route) => {
    await viewsHeld;
    await route.fallback();
  });
  const rowsAnswered = page.waitForResponse((response) => response.url().includes('/api/v1/inbounds?') && response.ok());
  await page.goto(INBOUNDS);
  await rowsAnswered;
  await expect(list(page)).toBeVisible();
  // Given time to draw them, the answered rows still wait for the views.
  await page.waitForTimeout(500);
  await expect(list(page).locator('.ant-table-row')).toHaveCount(0);
  releaseViews();
  await expect(list(page).locator('.ant-table-row')).toHaveCount(20);
});
