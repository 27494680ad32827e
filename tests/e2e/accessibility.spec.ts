import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { USERS, apiHeaders, fillLogin, logIn } from './helpers';

/** What axe finds on the page as it stands, serious and critical findings only, each with the elements it names. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test('the login page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/en/login');
  await expect(page.locator('#login')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('logged in', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, USERS.plain, { path: null });
  });

  test('the dashboard has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/en/user/dashboard');
    await expect(page.getByTestId('dashboard-figures')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a list has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/en/movement-data/inbounds');
    await expect(page.getByTestId('entity-list').locator('.ant-table-row').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a form has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/en/movement-data/inbounds/create');
    await expect(page.getByTestId('entity-form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the mass-balance page has no serious or critical accessibility violation', async ({ page }) => {
    const [balance] = await (await page.request.get('/api/v1/mass-balances?_start=0&_end=1', { headers: await apiHeaders(page) })).json();
    await page.goto(`/en/movement-data/mass-balances/${encodeURIComponent(balance.identifierValue)}/edit`);
    await expect(page.getByTestId('balance-status')).toBeVisible();
    await expect(page.getByTestId('balance-inputs')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a report has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/en/reports/onsite-report-facility-input?compliancePeriod=2025');
    await expect(page.getByTestId('report-filters')).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

for (const [language, text] of [
  ['en', 'Skip to content'],
  ['de', 'Zum Inhalt springen'],
] as const) {
  test(`"skip to content" (${language}) is the shell's first stop for the keyboard and leads past the header into the form`, async ({ page }) => {
    await page.goto(`/${language}/login`);
    await fillLogin(page, USERS.plain);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.goto(`/${language}/movement-data/inbounds/create`);
    await expect(page.getByTestId('entity-form')).toBeVisible();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText(text);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('entity-form').locator(':focus')).toHaveCount(1);
  });
}
