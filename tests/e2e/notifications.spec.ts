import { expect, test, type Locator, type Page } from './fixtures';
import { apiHeaders, logIn, USERS, searchList } from './helpers';

const PARTNERS = '/en/masterdata/partners';

/** Whether two boxes share any pixel. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every visible notification covers none of `controls`, and each control still takes a click. */
async function expectUncovered(page: Page, controls: Locator[]): Promise<void> {
  const notices = page.locator('.ant-notification-notice');
  await expect(notices.first()).toBeVisible();
  // Measured once every notice has slid in: the motion classes (…-appear, …-enter) go when it ends.
  await expect(page.locator('.ant-notification [class*="-appear"], .ant-notification [class*="-enter"]')).toHaveCount(0);
  for (const notice of await notices.all()) {
    const box = (await notice.boundingBox())!;
    for (const control of controls) {
      const target = (await control.boundingBox())!;
      expect(overlap(box, target), `notification ${JSON.stringify(box)} over ${await control.textContent()} ${JSON.stringify(target)}`).toBe(false);
    }
  }
  // A trial click fails when another element would receive it.
  for (const control of controls) await control.click({ trial: true, timeout: 2_000 });
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1024, height: 700 },
]) {
  test(`success notifications on a list, two at once too, leave Columns, Export and Create free (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    page.on('dialog', (dialog) => void dialog.accept());
    await logIn(page, USERS.plain, { path: null });
    const prefix = `T${viewport.width}-${Date.now() % 1_000_000}`;
    const headers = await apiHeaders(page);
    const [existing] = await (await page.request.get('/api/v1/partners?_start=0&_end=1', { headers })).json();
    for (const number of [`${prefix}a`, `${prefix}b`]) {
      const created = await page.request.post('/api/v1/partners', {
        headers,
        data: { number, name: 'Toast Test', country: existing.country, validFrom: '2026-01-01' },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await page.goto(PARTNERS);
    await searchList(page, prefix);
    const rows = page.getByTestId('entity-list').locator('.ant-table-row').filter({ hasText: prefix });
    await expect(rows).toHaveCount(2);
    for (const left of [1, 0]) {
      await rows.first().getByTestId('delete-record').click();
      await page.getByTestId('confirm-delete').click();
      await expect(rows).toHaveCount(left);
    }
    await expect(page.locator('.ant-notification-notice')).toHaveCount(2);
    await expectUncovered(page, [page.getByTestId('column-chooser'), page.getByTestId('export-csv'), page.getByTestId('create-record')]);
  });
}

test('an error while the user drawer is open leaves its Cancel and Save free, and Save stays clickable', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/en/user/administration' });
  await page.getByTestId('create-user').click();
  const drawer = page.locator('.ant-drawer-content');
  const save = drawer.getByTestId('save-user');
  const cancel = drawer.getByRole('button', { name: 'Cancel' });

  // Missing input: the fields say what is wrong, no notification covers the buttons.
  await save.click();
  await expect(drawer.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

  // A login that exists already: the server's refusal is a notification, beside the drawer's buttons.
  await drawer.getByTestId('user-login').fill(USERS.producerAdmin.login);
  await drawer.getByTestId('user-firstname').fill('Taken');
  await drawer.getByTestId('user-lastname').fill('Login');
  await drawer.getByTestId('generate-password').click();
  await save.click();
  await expect(page.getByText('Error when saving the user')).toBeVisible();
  await expectUncovered(page, [save, cancel]);
});

test('a form that cannot be saved says beside Save which field breaks which rule, without a notification', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await logIn(page, USERS.plain, { path: `${PARTNERS}/create` });
  await page.getByTestId('field-number').fill(`RULES-${Date.now()}`);
  await page.getByTestId('field-name').fill('Rules');
  await page.getByTestId('field-country').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.locator('#validFrom').fill('03/01/2026');
  await page.locator('#validFrom').press('Enter');
  await page.locator('#validTo').fill('02/28/2026');
  await page.locator('#validTo').press('Enter');
  await page.getByTestId('save-record').click();

  const summary = page.getByTestId('form-errors');
  await expect(summary).toContainText('Please correct 1 field');
  await expect(summary.locator('li')).toHaveText(['Valid to must not be before Valid from']);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await expect(page.getByText('Please fill out all mandatory fields')).toHaveCount(0);

  // Moving the start re-checks the end: the message goes as soon as the range is right.
  await page.locator('#validFrom').fill('02/01/2026');
  await page.locator('#validFrom').press('Enter');
  await expect(summary).toHaveCount(0);
});
