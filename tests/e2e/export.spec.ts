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
  await logIn(page, USERS.plain);
  await page.goto('/en/masterdata/partners');
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
  await logIn(page, USERS.plain);
  await page.goto('/de/masterdata/partners');
  await expect(page.getByTestId('entity-list').locator('.ant-table-row').first()).toBeVisible();
  const { name, bytes } = await download(page, 'export-xlsx');
  expect(name).toBe('partners.xlsx');
  const [header, ...rows] = readXlsxCells(bytes);
  expect(header).toContain('Partnernummer');
  expect(rows.length).toBeGreaterThan(0);
});
