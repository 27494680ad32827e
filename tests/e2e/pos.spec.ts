import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { USERS, logIn } from './helpers';

test.describe.configure({ timeout: 120_000 });

test('a user downloads the PoS of an outgoing proof from its page in German, finds it among its documents, and takes the English one from the menu', async ({
  page,
}) => {
  await logIn(page, USERS.plain, { path: null });
  const [token, tenant] = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('current_tenant')]);
  const headers = { Authorization: `Bearer ${token}`, 'X-Tenant': String(tenant).replace(/"/g, '') };
  const response = await page.request.get('/api/v1/sustainabilitydata?direction=outgoing&_sort=number&_order=desc&_start=0&_end=1', { headers });
  const [proof] = await response.json();
  const key: string = proof.number;
  await page.goto(`/de/movement-data/sustainabilitydata/${encodeURIComponent(key)}/edit`);
  const section = page.getByTestId('proof-pos');
  await expect(section).toContainText('Nachhaltigkeitsnachweis (PoS)');

  const [german] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`pos-download-${key}`).click()]);
  expect(german.suggestedFilename()).toBe(`PoS-${key}-de.pdf`);
  expect((await readFile(await german.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByTestId('document-list')).toContainText(`PoS-${key}-de.pdf`);

  await page.getByTestId(`pos-menu-${key}`).click();
  const [english] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'PoS herunterladen (English)' }).click()]);
  expect(english.suggestedFilename()).toBe(`PoS-${key}-en.pdf`);
  await expect(page.getByTestId('document-list')).toContainText(`PoS-${key}-en.pdf`);
});
