import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { PNG_WITH_HTML, pdfBytes } from '../support/sample-files';
import { USERS, apiHeaders, logIn } from './helpers';

// Loads a long form and does a round trip of uploads and downloads; a busy machine needs longer than the default.
test.describe.configure({ timeout: 120_000 });

/** A proof of the user's tenant (demo data), its number. */
async function someProof(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/sustainabilitydata?_sort=number&_order=asc&_start=0&_end=1', { headers: await apiHeaders(page) });
  const [proof] = await response.json();
  return proof.number;
}

test.beforeEach(async ({ page }) => {
  await logIn(page, USERS.plain, { path: null });
});

test('a PDF attached to a proof is listed, downloads as the same bytes and is removed after a confirmation', async ({ page }) => {
  const proof = await someProof(page);
  const pdf = pdfBytes(`e2e ${Date.now()}`);
  const fileName = `PoS ${Date.now()}.pdf`;
  await page.goto(`/en/movement-data/sustainabilitydata/${encodeURIComponent(proof)}/edit`);
  const documents = page.getByTestId('proof-documents');
  await expect(documents).toContainText('Documents');

  await documents.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(`${fileName} was attached`)).toBeVisible();
  const row = documents.getByTestId('document-list').locator('.ant-table-row').filter({ hasText: fileName });
  await expect(row).toContainText('PDF');
  await expect(row).toContainText(`${pdf.length} byte`);
  await expect(row).toContainText('user@tenant1.example');

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download-document').click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);

  await row.getByTestId('remove-document').click();
  await expect(page.locator('.ant-popconfirm')).toContainText(`Remove the document ${fileName}?`);
  await page.getByTestId('confirm-remove-document').click();
  await expect(page.getByText(`${fileName} was removed`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a text file named .pdf is refused in the browser with the allowed types and nothing is attached', async ({ page }) => {
  const proof = await someProof(page);
  await page.goto(`/en/movement-data/sustainabilitydata/${encodeURIComponent(proof)}/edit`);
  const documents = page.getByTestId('proof-documents');
  await documents.locator('input[type="file"]').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
  await expect(page.getByText('fake.pdf could not be attached')).toBeVisible();
  await expect(page.getByText('Only PDF, PNG, JPEG, TIFF, WebP files can be attached; this file is text/plain.')).toBeVisible();
  await expect(documents.getByTestId('document-list')).not.toContainText('fake.pdf');
});

test('a PNG named .html is attached under the ending of what it is: the notice names the new name, and it downloads as .png', async ({ page }) => {
  const proof = await someProof(page);
  const stem = `poly ${Date.now()}`;
  await page.goto(`/en/movement-data/sustainabilitydata/${encodeURIComponent(proof)}/edit`);
  const documents = page.getByTestId('proof-documents');
  await documents.locator('input[type="file"]').setInputFiles({ name: `${stem}.html`, mimeType: 'text/html', buffer: PNG_WITH_HTML });
  await expect(page.getByText(`${stem}.html was attached as ${stem}.png`)).toBeVisible();
  const row = documents
    .getByTestId('document-list')
    .locator('.ant-table-row')
    .filter({ hasText: `${stem}.png` });
  await expect(row).toContainText('PNG');
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download-document').click()]);
  expect(download.suggestedFilename()).toBe(`${stem}.png`);
});
