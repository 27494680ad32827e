import { expect, test } from './fixtures';
import { USERS, chooseTenant, fillLogin } from './helpers';

test('a new user logs in, finds a tenant among five with the search and lands on the dashboard', async ({ page }) => {
  await page.goto('/en/login');
  await fillLogin(page, USERS.multi);
  const modal = page.getByTestId('tenant-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('tenant-option')).toHaveCount(5);
  await expect(modal.getByTestId('tenant-counter')).toContainText('5');
  await modal.getByTestId('tenant-search').locator('input').or(modal.locator('input[data-testid="tenant-search"]')).first().fill('cfr');
  await expect(modal.getByTestId('tenant-option')).toHaveCount(1);
  await expect(modal.getByTestId('tenant-counter')).toContainText('1');
  await chooseTenant(page, 'OILCO_CFR');
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/);
  await expect(page.getByTestId('current-tenant')).toHaveText('OilCo CFR');
  await expect(page.getByText('Mia Multi').first()).toBeVisible();
});

test('a user with one tenant gets it chosen automatically and sees no tenant search', async ({ page }) => {
  await page.goto('/en/login');
  await fillLogin(page, USERS.plain);
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/);
  await expect(page.getByTestId('current-tenant')).toHaveText('Tenant 1');
  await expect(page.getByTestId('tenant-modal')).toHaveCount(0);
});

test('the tenant search and counter do not show with three tenants or fewer', async ({ page }) => {
  await page.goto('/en/login');
  await fillLogin(page, USERS.producerAdmin);
  const modal = page.getByTestId('tenant-modal');
  await expect(modal.getByTestId('tenant-option')).toHaveCount(2);
  await expect(modal.getByTestId('tenant-search')).toHaveCount(0);
  await expect(modal.getByTestId('tenant-counter')).toHaveCount(0);
});

test('wrong credentials show "Invalid Login Data" and keep the typed login', async ({ page }) => {
  await page.goto('/en/login');
  await fillLogin(page, { login: USERS.plain.login, password: 'Wrong-Password-1' });
  await expect(page.getByRole('alert')).toContainText('Invalid Login Data');
  await expect(page.locator('#login')).toHaveValue(USERS.plain.login);
});

test('a deep link survives the login', async ({ page }) => {
  await page.goto('/en/masterdata/partners?page=2');
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/en/masterdata/partners?page=2');
  await fillLogin(page, USERS.plain);
  // The list adds its own paging and sort parameters (syncWithLocation) after the ones of the deep link.
  await expect(page).toHaveURL(/\/en\/masterdata\/partners\?page=2(&|$)/);
});

test('a deep link survives login and tenant choice', async ({ page }) => {
  await page.goto('/en/movement-data/inbounds');
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  await fillLogin(page, USERS.multi);
  await chooseTenant(page, 'OILCO_PRODUCER');
  await expect(page).toHaveURL(/\/en\/movement-data\/inbounds(\?|$)/);
});

test('a logged-in user visiting login goes to the dashboard', async ({ page }) => {
  await page.goto('/en/login');
  await fillLogin(page, USERS.plain);
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/);
  await page.goto('/en/login');
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/);
});

test('logging out returns to the login page and protects the app again', async ({ page }) => {
  await page.goto('/en/login');
  await fillLogin(page, USERS.plain);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/en\/login/);
  await page.goto('/en/user/dashboard');
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
});

for (const [name, redirect] of [
  ['a tab', '/%09/example.org'],
  ['a newline', '/%0A/example.org'],
] as const) {
  test(`a login link whose redirect hides another host behind ${name} lands on the dashboard`, async ({ page }) => {
    await page.goto(`/en/login?redirect=${redirect}`);
    await fillLogin(page, USERS.plain);
    await expect(page).toHaveURL(/\/en\/user\/dashboard$/);
    await expect(page.getByTestId('sidebar')).toBeVisible();
  });
}

test('a login link with a page of the portal as redirect lands on that page', async ({ page }) => {
  await page.goto(`/en/login?redirect=${encodeURIComponent('/en/masterdata/partners')}`);
  await fillLogin(page, USERS.plain);
  await expect(page).toHaveURL(/\/en\/masterdata\/partners(\?|$)/);
  await expect(page.getByTestId('entity-list')).toBeVisible();
});
