import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { USERS, apiHeaders, listTotal, logIn, openFromSidebar, removeImported, sidebarLink } from './helpers';

// Tenant management, two imports and a list: more than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'imports');
const SAMPLE = readFileSync(join(FIXTURES, 'rawImport.csv'));
/** The sample's movements: 14 inbounds ("Eingang") and 6 outbounds. */
const SAMPLE_INBOUNDS = 14;
const SAMPLE_OUTBOUNDS = 6;
/** Row 2: a quantity with a broken thousands group; row 3: a day February does not have. */
const BROKEN = readFileSync(join(FIXTURES, 'broken', 'invalid-number-date.csv'));

/** Chooses a file in the import card (no file dialog: the card's file input). */
async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = 'text/csv'): Promise<void> {
  await page.getByTestId('import-card').locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await expect(page.getByTestId('import-card')).toContainText(name);
}

/**
 * Slows the request so the running import can be watched (Chromium's network emulation holds the body
 * back; the browser counts it as sent at once); `null` ends it. How the progress is polled and shown while
 * the server reads and writes is covered by tests/unit/client/imports/runImport.test.ts.
 */
async function throttleUpload(page: Page, bytesPerSecond: number | null): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond ?? -1 });
}

const searchBox = (page: Page) => page.getByTestId('sidebar').getByRole('combobox');
const searchOption = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });

test('a tenant administrator of a tenant with import types finds the import page in the menu and by the sidebar search, with its history', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER' });
  await expect(sidebarLink(page, 'import-messages')).toBeVisible();
  await searchBox(page).fill('Import');
  await searchOption(page, 'Import messages').click();
  await expect(page).toHaveURL(/\/en\/import-messages$/);
  await expect(page.getByTestId('import-type')).toBeVisible();
  await expect(page.getByTestId('entity-list')).toBeVisible();
});

test('the sidebar search finds the import page in German as well', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/de/user/dashboard' });
  await searchBox(page).fill('Import');
  await searchOption(page, 'Importmeldungen').click();
  await expect(page).toHaveURL(/\/de\/import-messages$/);
});

test('a user of a tenant with import types imports the sample raw file with progress, finds its inbounds, and gets the error list of a broken file', async ({
  page,
  browser,
}) => {
  await logIn(page, USERS.plain);
  const context = await browser.newContext({ acceptDownloads: true });
  const user = await context.newPage();
  let importId: string | undefined;
  try {
    // TENANT1 has import types: the view is in its menu without anyone switching it on.
    await logIn(user, USERS.plain);
    await openFromSidebar(user, 'import-messages');

    const card = user.getByTestId('import-card');
    await expect(user.getByTestId('import-type')).toContainText('Raw import');
    await expect(user.getByTestId('import-sample')).toBeVisible();
    await user
      .getByTestId('import-columns')
      .getByText(/Columns of the file/)
      .click();
    await expect(user.getByTestId('import-column').filter({ hasText: 'Movement number' }).getByTestId('column-required')).toBeVisible();

    // "Please select a {company} CSV file.": no file, or a file that is no CSV file.
    await user.getByTestId('import-start').click();
    await expect(card).toContainText('Please select a Tenant 1 CSV file.');
    await chooseFile(user, 'movements.xlsx', Buffer.from('PK\u0003\u0004'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await user.getByTestId('import-start').click();
    await expect(card).toContainText('Please select a Tenant 1 CSV file.');

    // The sample raw file, sent slowly enough to watch the upload and the processing progress.
    await chooseFile(user, 'rawImport.csv', SAMPLE);
    await throttleUpload(user, 1_500);
    const started = user.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/v1/imports?'));
    await user.getByTestId('import-start').click();
    importId = new URL((await started).url()).searchParams.get('id') ?? undefined;
    expect(importId).toBeTruthy();
    await expect(user.getByTestId('upload-progress')).toBeVisible();
    await expect(user.getByTestId('processing-progress')).toBeVisible();
    await expect(user.getByTestId('import-start')).toHaveClass(/ant-btn-loading/);

    const finished = user.getByTestId('import-finished');
    await expect(finished).toContainText('Import finished', { timeout: 60_000 });
    await throttleUpload(user, null);
    await expect(user.getByTestId('import-counts')).toHaveText(`${SAMPLE_INBOUNDS + SAMPLE_OUTBOUNDS} created, 0 updated, 0 unchanged.`);
    await expect(user.locator('.ant-notification-notice').filter({ hasText: 'Import finished' })).toBeVisible();
    // The import message is in the list below.
    await expect(user.getByTestId('entity-list').locator('.ant-table-row').first()).toContainText('rawImport.csv');

    // The new inbounds in the inbounds list (filtered to this import).
    await user.getByTestId('import-target-inbounds').click();
    await expect(user).toHaveURL(/\/en\/movement-data\/inbounds\?/);
    await expect(user.getByTestId('entity-list')).toContainText('ERP-E-2026-');
    await expect.poll(() => listTotal(user)).toBe(SAMPLE_INBOUNDS);

    // A broken file: nothing is written, every error is listed and can be downloaded.
    await user.goBack();
    await expect(card).toBeVisible();
    await chooseFile(user, 'broken-movements.csv', BROKEN);
    await user.getByTestId('import-start').click();
    await expect(user.getByTestId('import-failed')).toContainText('Import failed');
    const errors = user.getByTestId('import-error-list');
    await expect(errors.locator('.ant-table-row')).toHaveCount(2);
    await expect(errors.locator('.ant-table-row').first()).toContainText('Menge beladen');
    const download = user.waitForEvent('download');
    await card.getByTestId('download-errors').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('broken-movements-errors.csv');
    const csv = readFileSync((await file.path())!, 'utf8');
    // In the user's CSV format: `,` between fields on an English page.
    const line = (parse(csv, { bom: true }) as string[][]).find((cells) => cells[0] === '2');
    expect(line, csv).toContain('Menge beladen');
    expect(line, csv).toContain('1.25,5');
    // The problem in words, not a message key.
    expect(line!.at(-1)).toMatch(/^(?!errors\.)\S.{5,}/);

    // The failed import's row in the list opens its error list.
    await user.getByTestId('entity-list').locator('.ant-table-row').filter({ hasText: 'broken-movements.csv' }).click();
    await expect(user.locator('.import-errors-drawer').getByTestId('import-error-list').locator('.ant-table-row')).toHaveCount(2);
  } finally {
    if (importId) await removeImported(page, importId);
    await context.close();
  }
});

test('the import view in German: the spec text for a missing file', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/de/import-messages' });
  await expect(page.getByTestId('import-type')).toContainText('Rohdatenimport');
  await page.getByTestId('import-start').click();
  await expect(page.getByTestId('import-card')).toContainText('Bitte wählen Sie eine Tenant 1-CSV-Datei aus.');
});

test('an import message shows its type by name in the list and on its page, and its page lists the errors of its file', async ({ page }) => {
  await logIn(page, USERS.plain, { path: null });
  const headers = await apiHeaders(page);
  const answer = await page.request.post('/api/v1/imports?type=rawImport&fileName=broken-detail.csv&lang=de', {
    headers: { ...headers, 'Content-Type': 'text/csv' },
    data: BROKEN,
  });
  const result: { id: string; importStatus: string } = await answer.json();
  expect(result.importStatus).toBe('failed');

  await page.goto('/de/import-messages');
  const row = page.getByTestId('entity-list').locator('.ant-table-row').filter({ hasText: 'broken-detail.csv' });
  await expect(row).toContainText('Rohdatenimport (ERP-Bewegungen)');
  await expect(row).not.toContainText('rawImport');

  await page.goto(`/de/import-messages/${encodeURIComponent(result.id)}/edit`);
  await expect(page.getByTestId('field-importType')).toHaveValue('Rohdatenimport (ERP-Bewegungen)');
  const errors = page.getByTestId('import-message-errors');
  await expect(errors).toContainText('Fehler in broken-detail.csv');
  await expect(errors.getByTestId('import-error-list').locator('.ant-table-row')).toHaveCount(2);
  await expect(errors.getByTestId('import-error-list').locator('.ant-table-row').first()).toContainText('Menge beladen');
});
