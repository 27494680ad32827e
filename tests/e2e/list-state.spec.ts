import { expect, test, type Locator, type Page } from './fixtures';
import { USERS, apiHeaders, expectListTotal, listLoaded, logIn, openFromSidebar, searchList } from './helpers';

const INBOUNDS = '/en/movement-data/inbounds';
const PRODUCTS = '/en/masterdata/products';
const PARTNERS = '/en/masterdata/partners';

function list(page: Page) {
  return page.getByTestId('entity-list');
}

function showing(page: Page) {
  return page.locator('.ant-pagination-total-text');
}

function filterButton(page: Page, column: string) {
  return page.getByRole('columnheader', { name: column }).getByRole('button', { name: 'filter' });
}

/** The list's rows. */
function rows(page: Page) {
  return list(page).locator('.ant-table-row');
}

/** A row's first cell after the tick box: its record's number. */
function numberCell(page: Page, row: number) {
  return rows(page).nth(row).locator('td:not(.ant-table-selection-column)').first();
}

/** The first row's first cell, once the page shown has loaded (paging keeps the old rows until then). */
async function firstCell(page: Page): Promise<string> {
  await listLoaded(page);
  return (await numberCell(page, 0).textContent()) ?? '';
}

function headerTexts(page: Page) {
  return list(page).locator('.ant-table-thead th:not(.ant-table-selection-column)').allTextContents();
}

/** The total the API answers for an inbound query (test setup, not what is tested). */
async function inboundCount(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/v1/inbounds?${query}&_start=0&_end=1`, { headers: await apiHeaders(page) });
  return Number(response.headers()['x-total-count']);
}

async function filterStatusOpen(page: Page): Promise<void> {
  await filterButton(page, 'Movement status').click();
  const dropdown = page.getByTestId('filter-movementStatus');
  await dropdown.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Open' }).click();
  await dropdown.getByTestId('filter-apply').click();
}

test.beforeEach(async ({ page }) => {
  // Leaving a changed form asks first (unsaved changes); the tests leave on purpose.
  page.on('dialog', (dialog) => void dialog.accept());
  await logIn(page, USERS.plain, { path: null });
});

test('Back to list after a save returns to the filtered page the record was opened from', async ({ page }) => {
  const open = await inboundCount(page, 'movementStatus=open');
  expect(open).toBeGreaterThan(40);
  await page.goto(INBOUNDS);
  await expect(showing(page)).toHaveText(/of 1,000 results/);
  await filterStatusOpen(page);
  await expect(showing(page)).toHaveText(`Showing 1 to 20 of ${open} results`);
  // The pager shows page 2 before its rows have come: the first row is read once they have.
  const pageTwo = page.waitForResponse((response) => /\/api\/v1\/inbounds\?.*_start=20/.test(response.url()));
  await page.locator('.ant-pagination-item-2').click();
  await pageTwo;
  await expect(showing(page)).toHaveText(`Showing 21 to 40 of ${open} results`);
  await expect(page).toHaveURL(/currentPage=2&filters\[0\]\[field\]=movementStatus&filters\[0\]\[operator\]=eq&filters\[0\]\[value\]=open$/);
  const listUrl = page.url();

  const first = await firstCell(page);
  await rows(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/inbounds/${first}/edit$`));
  await page.getByTestId('save-record').click();
  await expect(page.getByText('Inbound was successfully updated')).toBeVisible();
  await page.getByTestId('back-to-list').click();

  await expect(page).toHaveURL(listUrl);
  await expect(showing(page)).toHaveText(`Showing 21 to 40 of ${open} results`);
  await expect(filterButton(page, 'Movement status')).toHaveClass(/active/);
  await expect(rows(page).first()).toContainText(first);
});

test("filters, sort, page and page size survive a reload and the browser's Back and Forward", async ({ page }) => {
  await page.goto(INBOUNDS);
  await expect(showing(page)).toHaveText('Showing 1 to 20 of 1,000 results');
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '50 / page' }).click();
  await list(page).getByRole('columnheader', { name: 'Inbound number' }).click();
  const pageTwo = page.waitForResponse((response) => /\/api\/v1\/inbounds\?.*_start=50/.test(response.url()) && response.url().includes('_sort=number'));
  await page.locator('.ant-pagination-item-2').click();
  await pageTwo;
  await expect(showing(page)).toHaveText('Showing 51 to 100 of 1,000 results');
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=number&sorters\[0\]\[order\]=asc/);
  const firstNumber = await firstCell(page);

  await page.reload();
  await expect(showing(page)).toHaveText('Showing 51 to 100 of 1,000 results');
  await expect(rows(page).first()).toContainText(firstNumber);
  await expect(list(page).getByRole('columnheader', { name: 'Inbound number' })).toHaveAttribute('aria-sort', 'ascending');

  await rows(page).first().click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.goBack();
  await expect(showing(page)).toHaveText('Showing 51 to 100 of 1,000 results');
  await page.goForward();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByTestId('back-to-list').click();
  await expect(showing(page)).toHaveText('Showing 51 to 100 of 1,000 results');

  // The list's sidebar entry opens the plain list.
  await openFromSidebar(page, 'movement-data/inbounds');
  await expect(showing(page)).toHaveText('Showing 1 to 20 of 1,000 results');
});

test("a page number opened in a new tab shows that page of the same filtered, sorted list, and this tab's page stays", async ({ page, context }) => {
  const open = await inboundCount(page, 'movementStatus=open');
  expect(open).toBeGreaterThan(60);
  await page.goto(INBOUNDS);
  await filterStatusOpen(page);
  await list(page).getByRole('columnheader', { name: 'Inbound number' }).click();
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=number/);
  await expect(showing(page)).toHaveText(`Showing 1 to 20 of ${open} results`);

  const opened = context.waitForEvent('page');
  await page.locator('.ant-pagination-item-3').click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab.locator('.ant-pagination-total-text')).toHaveText(`Showing 41 to 60 of ${open} results`);
  await expect(tab.getByTestId('entity-list').getByRole('columnheader', { name: 'Inbound number' })).toHaveAttribute('aria-sort', 'ascending');
  const inTab = await firstCell(tab);

  await expect(showing(page)).toHaveText(`Showing 1 to 20 of ${open} results`);
  // The pager shows page 3 before its rows have come: the first row is read once they have.
  const pageThree = page.waitForResponse((response) => /\/api\/v1\/inbounds\?.*_start=40/.test(response.url()));
  await page.locator('.ant-pagination-item-3').click();
  await pageThree;
  await expect(showing(page)).toHaveText(`Showing 41 to 60 of ${open} results`);
  expect(await firstCell(page)).toBe(inTab);
});

test('a row clicked with Ctrl or the middle button opens its record in a new tab, and the list stays on its page', async ({ page, context }) => {
  await page.goto(`${INBOUNDS}?currentPage=2`);
  await expect(showing(page)).toHaveText('Showing 21 to 40 of 1,000 results');

  const [first, second] = [await firstCell(page), (await numberCell(page, 1).textContent()) ?? ''];
  const clicks: [Locator, string, Parameters<Locator['click']>[0]][] = [
    [numberCell(page, 0), first, { modifiers: ['ControlOrMeta'] }],
    [numberCell(page, 1), second, { button: 'middle' }],
    [rows(page).nth(1).getByTestId('edit-record'), second, { button: 'middle' }],
  ];
  for (const [target, number, click] of clicks) {
    const opened = context.waitForEvent('page');
    await target.click(click);
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`${INBOUNDS}/${number}/edit$`));
    await expect(tab.getByTestId('back-to-list')).toBeVisible();
    // One tab, not one for the button and one more for its row.
    expect(context.pages()).toHaveLength(2);
    await tab.close();
  }
  await expect(page).toHaveURL(new RegExp(`${INBOUNDS}\\?currentPage=2$`));
  await expect(showing(page)).toHaveText('Showing 21 to 40 of 1,000 results');
});

/** Makes `count` partners through the API and opens page 2 of the partner list searched for them. */
async function partnersPageTwo(page: Page, prefix: string, count: number): Promise<void> {
  const headers = await apiHeaders(page);
  const validFrom = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < count; i += 1) {
    const number = `${prefix}-${String(i).padStart(2, '0')}`;
    const created = await page.request.post('/api/v1/partners', { headers, data: { number, name: 'List State Fuels', country: 'de', validFrom } });
    expect(created.status()).toBe(201);
  }
  await page.goto(PARTNERS);
  await searchList(page, prefix);
  // The search goes back to page 1 when its answer arrives: page 2 is chosen after that, not before.
  await expect(showing(page)).toHaveText(`Showing 1 to 20 of ${count} results`);
  await page.locator('.ant-pagination-item-2').click();
}

test('a record created from a filtered list leads back to that list', async ({ page }) => {
  const prefix = `LS${Date.now()}`;
  await partnersPageTwo(page, prefix, 22);
  await expect(showing(page)).toHaveText('Showing 21 to 22 of 22 results');
  await expect(page).toHaveURL(/currentPage=2/);
  const listUrl = page.url();

  await page.getByTestId('create-record').click();
  await page.getByTestId('field-number').fill(`${prefix}-new`);
  await page.getByTestId('field-name').fill('List State Fuels');
  await page.getByTestId('field-country').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.locator('#validFrom').click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-today-btn, .ant-picker-dropdown:visible .ant-picker-now-btn').first().click();
  await page.getByTestId('save-record').click();
  await expect(page).toHaveURL(new RegExp(`/partners/${prefix}-new/edit$`));
  await page.getByTestId('back-to-list').click();

  await expect(page).toHaveURL(listUrl);
  await expect(showing(page)).toHaveText('Showing 21 to 23 of 23 results');
  await expect(page.getByTestId('list-search')).toHaveValue(prefix);

  // The sidebar entry opens the plain list: the search box is emptied, too.
  await openFromSidebar(page, 'masterdata/partners');
  await expect(page.getByTestId('list-search')).toHaveValue('');
  await expect(showing(page)).not.toHaveText(/of 23 results/);
});

test('deleting the only record on the last page shows the page before it', async ({ page }) => {
  const prefix = `LD${Date.now()}`;
  await partnersPageTwo(page, prefix, 21);
  await expect(showing(page)).toHaveText('Showing 21 to 21 of 21 results');
  // The pagination text can change before the previous page's rows leave.
  await expect(rows(page)).toHaveCount(1);

  await rows(page).getByTestId('delete-record').click();
  await page.getByTestId('confirm-delete').click();
  await expect(showing(page)).toHaveText('Showing 1 to 20 of 20 results');
  await expect(page).not.toHaveURL(/currentPage=/);
});

test('a record opened by a shared link, or in a new tab, leads back to the plain list', async ({ page, context }) => {
  await page.goto(`${INBOUNDS}?currentPage=3`);
  await expect(showing(page)).toHaveText('Showing 41 to 60 of 1,000 results');
  const number = await firstCell(page);

  const tab = await context.newPage();
  await tab.goto(`${INBOUNDS}/${number}/edit`);
  await tab.getByTestId('back-to-list').click();
  await expect(tab).toHaveURL(new RegExp(`${INBOUNDS}$`));
  await expect(tab.locator('.ant-pagination-total-text')).toHaveText('Showing 1 to 20 of 1,000 results');
});

test('a reference filter and a date range filter round-trip through the URL', async ({ page }) => {
  await page.goto(INBOUNDS);
  await filterButton(page, 'Supplier').click();
  const supplierFilter = page.getByTestId('filter-supplierPartner');
  await supplierFilter.locator('.ant-select').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const supplierLabel = (await option.textContent())!;
  await option.click();
  await supplierFilter.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/filters\[0\]\[field\]=supplierPartner&filters\[0\]\[operator\]=eq/);
  const supplier = new URL(page.url()).searchParams.get('filters[0][value]')!;

  // The date range is added by editing the URL, as a user sharing a link might.
  await page.goto(
    `${page.url()}&filters[1][field]=loadingDate&filters[1][operator]=gte&filters[1][value]=2025-01-01&filters[2][field]=loadingDate&filters[2][operator]=lte&filters[2][value]=2025-06-30`,
  );
  const expected = await inboundCount(page, `supplierPartner=${encodeURIComponent(supplier)}&loadingDate_gte=2025-01-01&loadingDate_lte=2025-06-30`);
  expect(expected).toBeGreaterThan(0);
  await expectListTotal(page, expected);

  await page.reload();
  await expectListTotal(page, expected);
  await expect(filterButton(page, 'Supplier')).toHaveClass(/active/);
  await expect(filterButton(page, 'Loading date')).toHaveClass(/active/);
  await filterButton(page, 'Loading date').click();
  await expect(page.getByTestId('filter-loadingDate').locator('input').first()).toHaveValue('01/01/2025');
  await expect(page.getByTestId('filter-loadingDate').locator('input').last()).toHaveValue('06/30/2025');
  await page.keyboard.press('Escape');
  await filterButton(page, 'Supplier').click();
  await expect(supplierFilter.locator('.ant-select-selection-item')).toHaveText(supplierLabel);
});

test('an invalid URL parameter is ignored: the list opens with the rest of the URL', async ({ page }) => {
  await page.goto(
    `${INBOUNDS}?currentPage=abc&pageSize=7&sorters[0][field]=nope&sorters[0][order]=asc&filters[0][field]=nope&filters[0][operator]=eq&filters[0][value]=x`,
  );
  await expect(showing(page)).toHaveText('Showing 1 to 20 of 1,000 results');
  await expect(page).toHaveURL(new RegExp(`${INBOUNDS}$`));

  const open = await inboundCount(page, 'movementStatus=open');
  await page.goto(
    `${INBOUNDS}?filters[0][field]=quantityLoaded&filters[0][operator]=gte&filters[0][value]=lots&filters[1][field]=movementStatus&filters[1][operator]=eq&filters[1][value]=open`,
  );
  await expect(showing(page)).toHaveText(`Showing 1 to 20 of ${open} results`);
  await expect(page.locator('.ant-notification-notice-error')).toHaveCount(0);
});

test('the column view last applied stays applied after a reload and a visit elsewhere, until another is applied', async ({ page }) => {
  await page.goto(PRODUCTS);
  await expect(rows(page).first()).toBeVisible();
  const standard = await headerTexts(page);
  expect(standard).toContain('Version');

  await page.getByTestId('column-chooser').click();
  const drawer = page.getByTestId('column-drawer');
  await drawer.locator('[data-column="version"]').getByTestId('column-checkbox').click();
  await drawer.getByTestId('config-name').fill(`Without version ${Date.now()}`);
  await drawer.getByTestId('config-save-new').click();
  await expect(page.getByText('Successfully saved')).toBeVisible();
  await page.getByTestId('apply-config').click();
  await expect(page.getByText('Configuration applied')).toBeVisible();
  await expect.poll(() => headerTexts(page)).not.toContain('Version');
  const narrow = await headerTexts(page);

  await page.reload();
  await expect.poll(() => headerTexts(page)).toEqual(narrow);
  await openFromSidebar(page, 'masterdata/partners');
  await openFromSidebar(page, 'masterdata/products');
  await expect.poll(() => headerTexts(page)).toEqual(narrow);

  // Back to the standard columns (no saved view chosen): that choice stays, too.
  await page.getByTestId('column-chooser').click();
  await drawer.getByTestId('config-select').hover();
  await drawer.getByTestId('config-select').locator('.ant-select-clear').click();
  await page.getByTestId('apply-config').click();
  await expect.poll(() => headerTexts(page)).toEqual(standard);
  await page.reload();
  await expect.poll(() => headerTexts(page)).toEqual(standard);
});

test('columns applied without saving them as a view stay applied after a reload', async ({ page }) => {
  await page.goto(PRODUCTS);
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('column-chooser').click();
  await page.getByTestId('column-drawer').locator('[data-column="description"]').getByTestId('column-checkbox').click();
  await page.getByTestId('apply-config').click();
  // The table takes the new columns a moment after the click.
  await expect.poll(() => headerTexts(page)).toContain('Description');
  const wide = await headerTexts(page);

  await page.reload();
  await expect.poll(() => headerTexts(page)).toEqual(wide);
});
