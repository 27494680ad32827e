import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expect, test } from './fixtures';
import { USERS, logIn } from './helpers';

test.describe.configure({ timeout: 120_000 });

/** A month before the demo's closing month: every balance of it is completed. */
const MONTH = '2025-11';

test('an auditor’s month is packed from the period-close page for one site: the ZIP holds the workbook, the documents and the index', async ({ page }) => {
  await logIn(page, USERS.plain, { path: `/de/movement-data/period-close?period=${MONTH}` });
  await page.getByTestId('audit-pack').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Audit-Paket');
  await dialog.getByTestId('audit-pack-site').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'LOC-0005' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Paket erstellen' }).click()]);
  expect(download.suggestedFilename()).toBe(`audit-pack_TENANT1_${MONTH}_${MONTH}_LOC-0005.zip`);
  const files = Object.keys(unzipSync(new Uint8Array(await readFile(await download.path()))));
  expect(files).toContain('audit-pack.xlsx');
  expect(files).toContain('index.html');
  await expect(dialog).toBeHidden();
});
