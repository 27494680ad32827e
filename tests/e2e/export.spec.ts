import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { parse } from 'csv-parse/sync';
import { readXlsxCells } from '../support/xlsx-cells';
import { USERS, logIn } from './helpers';

async function download(page: Page, button: string) {
  const file = page.waitForEvent('download');
  await page.getByTestId(button).click();
  const done = await file;
  return { name: done.suggestedFilename(), bytes: await readFile((await done.path())!) };
}

test('the export button downloads the filtered list as CSV with the shown columns, worded as the list', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/en/masterdata/partners' });
  await expect(page.getByTestId('entity-list').locator('.ant-table-row').first()).toBeVisible();
  const { name, bytes } = await download(page, 'export-csv');
  expect(name).toBe('partners.csv');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(bytes, { bom: true }) as string[][];
  expect(header).toContain('Partner number');
  expect(rows.length).toBeGreaterThan(0);
  // Countries as the list names them ("Germany"), not their codes ("de").
  const countries = rows.map((row) => row[header.indexOf('Country')]).filter(Boolean);
  expect(countries.length).toBeGreaterThan(0);
  expect(countries.filter((country) => /^[a-z]{2}$/.test(country))).toEqual([]);
});

test('the Excel button downloads the same list as XLSX in the interface language', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/de/masterdata/partners' });
  await expect(page.getByTestId('entity-list').locator('.ant-table-row').first()).toBeVisible();
  const { name, bytes } = await download(page, 'export-xlsx');
  expect(name).toBe('partners.xlsx');
  const [header, ...rows] = readXlsxCells(bytes);
  expect(header).toContain('Partnernummer');
  expect(rows.length).toBeGreaterThan(0);
});

async function saveCsvFormat(page: Page, label: string): Promise<void> {
  await page.goto('/en/user/einstellungen');
  await page.getByTestId('settings-csv-format').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).click();
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Settings were successfully saved')).toBeVisible();
}

async function germanPartnersCsv(page: Page): Promise<string[]> {
  await page.goto('/de/masterdata/partners');
  await expect(page.getByTestId('entity-list').locator('.ant-table-row').first()).toBeVisible();
  return (await download(page, 'export-csv')).bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
}

test('the CSV format setting decides how a German export separates its fields and writes its days', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/en/user/einstellungen' });
  await expect(page.getByTestId('settings-csv-format')).toContainText('Like the language');
  const [regionalHeader, regionalRow] = await germanPartnersCsv(page);
  expect(regionalHeader.split(';')).toContain('Partnernummer');
  expect(regionalRow).toMatch(/;\d{2}\.\d{2}\.\d{4}(;|$)/);
  await saveCsvFormat(page, 'International');
  try {
    const [header, row] = await germanPartnersCsv(page);
    expect(header.split(',')).toContain('Partnernummer');
    expect(row).toMatch(/,\d{4}-\d{2}-\d{2}(,|$)/);
  } finally {
    // Back to the default, so other tests see the user as they left it.
    await saveCsvFormat(page, 'Like the language');
  }
});
