import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { USERS, logIn } from './helpers';

test('the export button downloads the filtered list as CSV with the shown columns', async ({ page }) => {
  await logIn(page, USERS.plain);
  await page.goto('/en/masterdata/partners');
  await expect(page.getByTestId('entity-list').locator('.ant-table-row').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('partners.csv');
  const [header, ...rows] = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\n');
  expect(header.split(',')).toContain('number');
  expect(rows.length).toBeGreaterThan(0);
});
