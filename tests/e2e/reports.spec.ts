import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import type { ReportId } from '../../src/shared/reports/api';
import { USERS, logIn, openFromSidebar, sidebarLink } from './helpers';

/** Every report of schemas/reports/: the name of its declaration file. */
const REPORT_IDS: ReportId[] = readdirSync(join(import.meta.dirname, '..', '..', 'schemas', 'reports'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

/** The demo data lie in 2025 (seed DEFAULT_YEAR); Q4 has movements and mass balances at TENANT1's facilities. */
const PERIOD = '2025';
const QUARTER = 4;

/** Picks an option and retries until the select shows it: a click right after another dropdown closed can be lost. */
async function pick(page: Page, testId: string, option: string): Promise<void> {
  const select = page.getByTestId(testId);
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    await expect(select.locator('.ant-select-selection-item')).toHaveAttribute('title', option, { timeout: 1_000 });
  }).toPass();
}

async function expectRows(page: Page, totals = 'Total'): Promise<void> {
  await expect(page.getByTestId('report-table').locator('.ant-table-row').first()).toBeVisible();
  // A report whose totals are kept per unit has a total line for each.
  const lines = page.getByTestId('report-totals');
  await expect(lines.first()).toContainText(totals);
  for (const line of await lines.all()) await expect(line).toContainText(totals);
}

for (const id of REPORT_IDS) {
  test(`${id}: TENANT1 opens it from the sidebar, filters by period and quarter, sees the chart and downloads the XLSX`, async ({ page }) => {
    await logIn(page, USERS.plain);
    await openFromSidebar(page, `reports/${id}`);
    await expect(page.getByTestId('page-title')).toBeVisible();

    // Without a period in the URL the server chooses the newest with movements (2026 once other tests
    // wrote some); picking the one it shows changes nothing, so the pick waits for its choice first.
    await expect(page.getByTestId('report-covered')).toHaveText(/\d{4}$/);
    await pick(page, 'filter-period', PERIOD);
    await pick(page, 'filter-quarter', `Q${QUARTER}`);
    await expect(page).toHaveURL(new RegExp(`quarter=${QUARTER}`));
    await expect(page.getByTestId('report-covered')).toHaveText('10/01/2025 – 12/31/2025');
    await expectRows(page);
    await expect(page.getByTestId('report-chart').locator('canvas').first()).toBeVisible();
    if (id === 'credit-generation-report') await expect(page.getByTestId('credit-summary-period').first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByTestId('export-xlsx').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${id}_${PERIOD}_Q${QUARTER}.xlsx`);
    // An XLSX is a zip archive.
    expect((await readFile((await file.path())!)).subarray(0, 2).toString()).toBe('PK');
  });
}

test('the on-site input chart names the series of movements without feedstock, in English and German: no unnamed legend entry', async ({ page }) => {
  await logIn(page, USERS.plain);
  // The demo's 2025 has movements without feedstock (their feedstock type is empty) beside named ones.
  await page.goto(`/en/reports/onsite-report-facility-input?compliancePeriod=${PERIOD}`);
  const legend = page.getByTestId('report-chart-legend');
  await expect(legend).toHaveAttribute('aria-label', /Feedstock type: not given/);
  await expect(legend).toHaveAttribute('aria-label', /Rapeseed/);
  await expect(legend).not.toHaveAttribute('aria-label', /—/);
  await page.goto(`/de/reports/onsite-report-facility-input?compliancePeriod=${PERIOD}`);
  await expect(legend).toHaveAttribute('aria-label', /Rohstoffart: nicht angegeben/);
});

test('the CSV export carries the filters and the totals line, headers in the interface language', async ({ page }) => {
  await logIn(page, USERS.plain, { path: `/de/reports/onsite-report-facility-output?compliancePeriod=${PERIOD}&quarter=${QUARTER}` });
  await expectRows(page, 'Summe');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`onsite-report-facility-output_${PERIOD}_Q${QUARTER}.csv`);
  const lines = (await readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  expect(lines[0]).toContain('Menge (m³)');
  expect(lines.at(-1)).toContain('Summe');
});

test('a month range inside the period replaces the quarter', async ({ page }) => {
  await logIn(page, USERS.plain, { path: `/en/reports/onsite-report-facility-input?compliancePeriod=${PERIOD}&quarter=${QUARTER}` });
  await expectRows(page);
  await page.getByTestId('filter-months').first().click();
  const picker = page.locator('.ant-picker-dropdown:visible');
  await picker.locator('td[title="2025-02"]').click();
  await picker.locator('td[title="2025-03"]').click();
  await expect(page).toHaveURL(/monthFrom=2025-02&monthTo=2025-03/);
  await expect(page).not.toHaveURL(/quarter=/);
  await expect(page.getByTestId('report-covered')).toHaveText('02/01/2025 – 03/31/2025');
  await expectRows(page);
});

test('a filter the server refuses is named: the error and the marked period', async ({ page }) => {
  await logIn(page, USERS.plain);
  // 2023 alone is no compliance period (2023 has two halves).
  await page.goto('/en/reports/onsite-report-facility-input?compliancePeriod=2023');
  await expect(page.getByTestId('report-error')).toBeVisible();
  await expect(page.getByTestId('filter-period')).toHaveClass(/ant-select-status-error/);
});

const HIDDEN: Record<'OILCO_PRODUCER' | 'OILCO_CFR', ReportId[]> = {
  OILCO_PRODUCER: ['product-material-balance-report', 'credit-generation-report'],
  OILCO_CFR: ['onsite-report-facility-input', 'onsite-report-facility-output', 'offsite-report-facility-input'],
};

for (const [tenant, hidden] of Object.entries(HIDDEN)) {
  test(`${tenant} neither sees nor opens the reports its configuration hides`, async ({ page }) => {
    await logIn(page, USERS.producerAdmin, { tenant });
    const shown = REPORT_IDS.find((id) => !hidden.includes(id))!;
    await expect(sidebarLink(page, `reports/${shown}`)).toBeVisible();
    for (const id of hidden) {
      await expect(sidebarLink(page, `reports/${id}`)).toHaveCount(0);
      await page.goto(`/en/reports/${id}`);
      await expect(page.getByTestId('access-denied'), id).toBeVisible();
      await expect(page.getByTestId('report-page'), id).toHaveCount(0);
    }
  });
}

test('the dashboard charts volumes per month and credits per compliance period', async ({ page }) => {
  await logIn(page, USERS.plain);
  await expect(page.getByTestId('dashboard-volumes').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-credits').locator('canvas').first()).toBeVisible();
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('a credit row without a carbon intensity configuration says it earns no credit and links to the configurations of its site and product', async ({
    page,
  }) => {
    await logIn(page, USERS.plain, { path: `/de/reports/credit-generation-report?compliancePeriod=${PERIOD}&quarter=${QUARTER}` });
    const finding = page.getByTestId('report-table').getByRole('link', { name: 'Keine CI-Konfiguration: keine Gutschrift' }).first();
    await expect(finding).toBeVisible();
    await finding.click();
    // The list keeps its filters in the address, with the brackets encoded or not.
    await expect
      .poll(() => decodeURIComponent(page.url()))
      .toMatch(/\/de\/movement-data\/carbonintensityconfigurations\?.*filters\[0\]\[field\]=site.*filters\[1\]\[field\]=outputProduct/);
  });
});
