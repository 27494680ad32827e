import { expect, test, type Page } from './fixtures';
import { USERS, apiHeaders, logIn } from './helpers';

/** The sidebar search finds menu entries and records; arrow keys and Enter open them. */
const searchBox = (page: Page) => page.getByTestId('sidebar').getByRole('combobox');
const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });

test.beforeEach(async ({ page }) => {
  await logIn(page, USERS.plain);
});

test('a partner is found by a part of its name; the arrow keys choose among the hits and Enter opens it', async ({ page }) => {
  const headers = await apiHeaders(page);
  for (const [number, name] of [
    ['E2E-S-1', 'Zeppelin Ölmühle Nord'],
    ['E2E-S-2', 'Zeppelin Ölmühle Süd'],
  ]) {
    const created = await page.request.post('/api/v1/partners', { headers, data: { number, name, country: 'de', validFrom: '2020-01-01' } });
    expect(created.status(), await created.text()).toBe(201);
  }
  await searchBox(page).fill('zeppelin ölmühle');
  await expect(page.getByTestId('sidebar-search-group-partners')).toBeVisible();
  await expect(option(page, 'E2E-S-1 – Zeppelin Ölmühle Nord')).toBeVisible();
  await expect(option(page, 'E2E-S-2 – Zeppelin Ölmühle Süd')).toBeVisible();
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/en\/masterdata\/partners\/E2E-S-2\/edit$/);
  await expect(searchBox(page)).toHaveValue('');
});

test('a movement is found by its number and Enter opens it', async ({ page }) => {
  const [inbound] = await (await page.request.get('/api/v1/inbounds?_start=0&_end=1', { headers: await apiHeaders(page) })).json();
  await searchBox(page).fill(inbound.number);
  await expect(option(page, inbound.number).first()).toBeVisible();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/movement-data/inbounds/${inbound.number}/edit$`));
});

test('a menu entry is found by its name and opens its page', async ({ page }) => {
  await searchBox(page).fill('locat');
  await expect(page.getByTestId('sidebar-search-group-menu')).toBeVisible();
  await expect(option(page, 'Locations').first()).toBeVisible();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/en\/masterdata\/locations$/);
});

test('a text nothing matches says so', async ({ page }) => {
  await searchBox(page).fill('no-such-thing-xyz');
  await expect(page.locator('.ant-select-dropdown:visible')).toContainText('Nothing found');
});
