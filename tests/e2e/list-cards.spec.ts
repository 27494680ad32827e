import { expect, test, type Page } from './fixtures';
import { USERS, fillLogin, listLoaded, logIn } from './helpers';

const INBOUNDS = '/en/movement-data/inbounds';

function cards(page: Page) {
  return page.getByTestId('entity-card');
}

/** The first card's key, once the page shown has loaded (paging keeps the old cards until then). */
async function firstKey(page: Page): Promise<string> {
  await listLoaded(page);
  return (await cards(page).first().locator('.ant-card-head-title').textContent()) ?? '';
}

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    // The phone shows no sidebar until asked, so the login waits for the header.
    await page.goto('/en/login');
    await fillLogin(page, USERS.plain);
    await expect(page.getByTestId('current-tenant')).toBeVisible();
    await page.goto(INBOUNDS);
  });

  test('a list shows one card per record with its key, its main fields and its buttons, no table', async ({ page }) => {
    await expect(cards(page)).toHaveCount(20);
    await expect(page.locator('.ant-table')).toHaveCount(0);
    const first = cards(page).first();
    await expect(first.locator('.ant-card-head-title')).toHaveText(/^IN-/);
    await expect(first.locator('dt')).toHaveText(['Product', 'Quantity loaded', 'Quantity discharged']);
    await expect(first.getByTestId('edit-record')).toBeVisible();
    await expect(first.getByTestId('delete-record')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a card opens its record', async ({ page }) => {
    const key = await firstKey(page);
    await cards(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/inbounds/${key}/edit`));
    await expect(page.getByTestId('entity-form')).toBeVisible();
  });

  test('the pager below the cards turns the page', async ({ page }) => {
    const first = await firstKey(page);
    await page.getByTestId('entity-list').locator('.ant-pagination-next').click();
    await expect(page).toHaveURL(/currentPage=2/);
    await expect.poll(() => firstKey(page)).not.toBe(first);
    await expect(cards(page)).toHaveCount(20);
  });

  test('the filter drawer filters the cards by a field of the list', async ({ page }) => {
    const key = await firstKey(page);
    await page.getByTestId('filter-open').click();
    await page.getByTestId('filter-number').locator('input').fill('never-an-inbound-number');
    await page.getByTestId('filter-apply').click();
    await expect(page.getByTestId('filter-chips')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByTestId('filter-clear-all').click();
    await expect.poll(() => firstKey(page)).toBe(key);
  });
});

test.describe('on a 1440 × 900 screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a list stays a table with its actions column', async ({ page }) => {
    await logIn(page, USERS.plain, { path: null });
    await page.goto(INBOUNDS);
    await expect(page.getByTestId('entity-list').locator('.ant-table-row')).toHaveCount(20);
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByTestId('filter-open')).toHaveCount(0);
  });
});
