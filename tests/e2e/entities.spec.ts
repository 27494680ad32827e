import { expect, test, type Page } from './fixtures';
import { USERS, apiHeaders, deleteSavedViews, listTotal, logIn, searchList } from './helpers';

const PARTNERS = '/en/masterdata/partners';

async function pickFirstOption(page: Page, field: string): Promise<void> {
  await page.getByTestId(`field-${field}`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
}

async function pickToday(page: Page, field: string): Promise<void> {
  await page.locator(`#${field}`).click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-now-btn, .ant-picker-dropdown:visible .ant-picker-today-btn').first().click();
}

function headerTexts(page: Page) {
  return page.getByTestId('entity-list').locator('.ant-table-thead th:not(.ant-table-selection-column)').allTextContents();
}

test.beforeEach(async ({ page }) => {
  // Leaving a changed form asks first (unsaved changes); the tests leave on purpose.
  page.on('dialog', (dialog) => void dialog.accept());
  await logIn(page, USERS.plain, { path: null });
});

test('a created partner appears in the list; saving it with a later valid-from makes a second version, shown as such', async ({ page }) => {
  const number = `E2E-${Date.now()}`;
  await page.goto(PARTNERS);
  await page.getByTestId('create-record').click();
  await expect(page).toHaveURL(/\/masterdata\/partners\/create$/);
  await page.getByTestId('field-number').fill(number);
  await page.getByTestId('field-name').fill('Playwright Fuels');
  await pickFirstOption(page, 'country');
  await pickToday(page, 'validFrom');
  await page.getByTestId('save-record').click();
  await expect(page.getByText('Partner was successfully created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/masterdata/partners/${number}/edit$`));

  await page.goto(PARTNERS);
  await searchList(page, number);
  const row = page.getByTestId('entity-list').locator('.ant-table-row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await row.click();

  await expect(page).toHaveURL(new RegExp(`/masterdata/partners/${number}/edit$`));
  await expect(page.getByTestId('field-number')).toHaveValue(number);
  await expect(page.getByTestId('version-info')).toContainText('Version 1, valid from');
  await page.getByTestId('field-city').fill('Hamburg');
  await page.locator('#validFrom').fill('12/31/2099');
  await page.locator('#validFrom').press('Enter');
  await page.getByTestId('save-record').click();
  await expect(page.getByText('Partner: version 2 was saved, valid from 12/31/2099')).toBeVisible();
  // The form shows the version just saved, although version 1 stays in effect until then.
  await expect(page).toHaveURL(new RegExp(`/masterdata/partners/${number}/edit\\?version=2$`));
  await expect(page.getByTestId('version-info')).toContainText('Version 2, valid from 12/31/2099: not in effect yet');
  await expect(page.getByTestId('field-city')).toHaveValue('Hamburg');
  await page.getByTestId('version-in-effect').click();
  await expect(page.getByTestId('version-info')).toContainText('Version 1, valid from');
  await expect(page.getByTestId('field-city')).not.toHaveValue('Hamburg');

  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByTestId('version-history').locator('.ant-table-row');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('2');
  await versions.first().click();
  await expect(page.getByTestId('version-history')).toContainText('Hamburg');
});

test('chosen and reordered columns are saved as the default and kept after a reload', async ({ page }) => {
  await page.goto(PARTNERS);
  await page.getByTestId('column-chooser').click();
  const drawer = page.getByTestId('column-drawer');
  const street = drawer.locator('[data-column="street"]');
  await street.getByTestId('column-checkbox').click();
  await drawer.locator('[data-column="city"]').getByTestId('column-checkbox').click();

  // Drag "street" to the top with the keyboard (dnd-kit: space lifts, arrows move, space drops).
  const order = await drawer.getByTestId('column-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-column') ?? ''));
  await street.getByTestId('column-handle').focus();
  await page.keyboard.press('Space');
  // dnd-kit announces where the dragged item is over once it has measured the items: only then does it take
  // a key. Each move slides the items (a 200 ms transition) and the next key is measured against where they
  // stand, so each waits for the announcement and the end of the slide.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  const overText = (column: string) => `Draggable item street was moved over droppable area ${column}.`;
  const over = (column: string, timeout?: number) => expect(announcement).toHaveText(overText(column), { timeout });
  await over('street');
  const start = order.indexOf('street');
  for (let step = 1; step <= start; step += 1) {
    // On a loaded machine a key can reach dnd-kit before it takes keys again: pressed once more only while
    // the item still stands where it was.
    await expect(async () => {
      if ((await announcement.textContent()) === overText(order[start - step + 1])) await page.keyboard.press('ArrowUp');
      await over(order[start - step], 2_000);
    }).toPass({ timeout: 15_000 });
    await drawer.getByTestId('column-item').evaluateAll(async (items) => {
      // A slide that a newer one replaces ends cancelled: wait until none runs.
      for (let running = items.flatMap((item) => item.getAnimations()); running.length; running = items.flatMap((item) => item.getAnimations())) {
        await Promise.allSettled(running.map((animation) => animation.finished));
      }
    });
  }
  await page.keyboard.press('Space');
  await expect(drawer.getByTestId('column-item').first()).toHaveAttribute('data-column', 'street');

  const name = `Street first ${Date.now()}`;
  await drawer.getByTestId('config-name').fill(name);
  await drawer.getByTestId('config-save-new').click();
  await expect(page.getByText('Successfully saved')).toBeVisible();
  try {
    await drawer.getByTestId('config-default').click();
    await page.getByTestId('apply-config').click();
    await expect(page.getByText('Configuration applied')).toBeVisible();

    await expect.poll(async () => (await headerTexts(page))[0]).toBe('Street');
    const expected = await headerTexts(page);
    expect(expected).not.toContain('City');

    await page.reload();
    await expect.poll(() => headerTexts(page)).toEqual(expected);
  } finally {
    await deleteSavedViews(page, 'partners', name);
  }
});

test('a required field left empty shows the message at the field and nothing is saved', async ({ page }) => {
  await page.goto(PARTNERS);
  const before = await listTotal(page);
  await page.getByTestId('create-record').click();
  await page.getByTestId('field-name').fill('Nameless number');
  await page.getByTestId('save-record').click();

  const numberItem = page.locator('.ant-form-item').filter({ has: page.getByTestId('field-number') });
  await expect(numberItem.locator('.ant-form-item-explain-error')).toHaveText('This property is required.');
  await expect(page.getByText('Please fill out all mandatory fields')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);

  await page.getByTestId('back-to-list').click();
  await expect(page).toHaveURL(/\/masterdata\/partners(\?|$)/);
  expect(await listTotal(page)).toBe(before);
});

test('a reference outside the first page of options shows its label in the form', async ({ page }) => {
  const headers = await apiHeaders(page);
  const get = async (path: string) => (await page.request.get(`/api/v1/${path}`, { headers })).json();
  // The select's first page holds the first 20 partners by number; the highest supplier is beyond it.
  const [inbound] = await get('inbounds?_sort=supplierPartner&_order=desc&_start=0&_end=1');
  const firstPage: { number: string }[] = await get('partners?_sort=number&_order=asc&_start=0&_end=20');
  expect(firstPage.map((partner) => partner.number)).not.toContain(inbound.supplierPartner);
  const supplier = await get(`partners/${encodeURIComponent(inbound.supplierPartner)}`);

  await page.goto(`/en/movement-data/inbounds/${encodeURIComponent(inbound.number)}/edit`);
  await expect(page.getByTestId('field-supplierPartner')).toContainText(`${supplier.number} – ${supplier.name}`);
});

async function firstPartner(page: Page) {
  const partners = await (await page.request.get('/api/v1/partners?_sort=number&_order=asc&_start=0&_end=1', { headers: await apiHeaders(page) })).json();
  return partners[0] as { number: string; version: number };
}

test('two saves in a row that keep the valid-from correct the open version in place, the second typed while the first reloads', async ({ page }) => {
  const partner = await firstPartner(page);
  // Every load of the record is slow, the reload after a save too: the next city is typed while it runs.
  await page.route(`**/api/v1/partners/${partner.number}*`, async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fallback();
  });
  await page.goto(`${PARTNERS}/${partner.number}/edit`);
  await expect(page.getByTestId('field-number')).toHaveValue(partner.number);
  for (const city of ['Bremen', 'Kiel']) {
    await page.getByTestId('field-city').fill(city);
    await page.getByTestId('save-record').click();
    await expect(page.getByText('Partner was successfully updated').last()).toBeVisible();
    await expect(page.getByTestId('version-info')).toContainText(`Version ${partner.version}, valid from`);
    await expect(page.getByTestId('field-city')).toHaveValue(city);
  }
  await expect.poll(async () => firstPartner(page)).toMatchObject({ version: partner.version, city: 'Kiel' });
});

test('a save based on an outdated version keeps the typed input and offers to reload', async ({ page }) => {
  const partner = await firstPartner(page);
  await page.goto(`${PARTNERS}/${partner.number}/edit`);
  await expect(page.getByTestId('field-number')).toHaveValue(partner.number);
  const meanwhile = await page.request.patch(`/api/v1/partners/${partner.number}`, {
    headers: await apiHeaders(page),
    data: { version: partner.version, comments: 'changed by someone else' },
  });
  expect(meanwhile.ok()).toBe(true);

  await page.getByTestId('field-city').fill('Lübeck');
  await page.getByTestId('save-record').click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible();
  // A refetch of the record after the failed save would land here and overwrite the input.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('field-city')).toHaveValue('Lübeck');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('field-comments')).toHaveValue('changed by someone else');
});

test('reference columns in a list show the name of the referenced record', async ({ page }) => {
  const headers = await apiHeaders(page);
  const [inbound] = await (await page.request.get('/api/v1/inbounds?_sort=loadingDate&_order=desc&_start=0&_end=1', { headers })).json();
  const supplier = await (await page.request.get(`/api/v1/partners/${encodeURIComponent(inbound.supplierPartner)}`, { headers })).json();
  await page.goto('/en/movement-data/inbounds');
  const row = page.getByTestId('entity-list').locator('.ant-table-row').filter({ hasText: inbound.number });
  await expect(row).toContainText(`${supplier.number} – ${supplier.name}`);
});
