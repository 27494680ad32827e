import { expect, test, type Page } from './fixtures';
import { USERS, logIn } from './helpers';

const SYSTEM_ADMIN = { login: 'admin@fuel-portal.example', password: 'Admin-Portal-2026' };

function userRow(page: Page, login: string) {
  return page.getByTestId('users-table').locator('tr', { hasText: login });
}

test('an admin creates a user with a generated password, the user logs in, and locking sends them to the login page', async ({ page, browser }) => {
  const login = `e2e.${Date.now()}@example.com`;
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/en/user/administration' });
  await expect(userRow(page, USERS.producerAdmin.login)).toBeVisible();

  await page.getByTestId('create-user').click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByTestId('user-login').fill(login);
  await drawer.getByTestId('user-firstname').fill('Erika');
  await drawer.getByTestId('user-lastname').fill('Example');
  await drawer.getByTestId('generate-password').click();
  const password = (await drawer.getByTestId('generated-password').innerText()).trim();
  expect(password).toHaveLength(15);
  await expect(drawer.getByTestId('password-rule-digit')).toHaveAttribute('data-met', 'true');
  await drawer.getByTestId('save-user').click();
  await expect(userRow(page, login)).toBeVisible();

  const other = await browser.newContext();
  const newUser = await other.newPage();
  await logIn(newUser, { login, password });

  await userRow(page, login).getByTestId('lock-user').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('user locked')).toBeVisible();
  await expect(userRow(page, login)).toContainText('Locked');

  await newUser.reload();
  await expect(newUser).toHaveURL(/\/login/);
  await other.close();
});

test('the passwords must match and meet the policy before a user is saved', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/en/user/administration' });
  await page.getByTestId('create-user').click();
  await page.getByTestId('user-password').fill('short');
  await page.getByTestId('user-password-confirm').fill('other');
  await page.getByTestId('save-user').click();
  await expect(page.getByText('Please check the password requirements')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
});

test('a tenant admin opens tenant management read-only: the tenants they administer, nothing to change', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER' });
  await page.getByTestId('sidebar').locator('a[href$="/user/mandanten"]').click();
  await expect(page.getByTestId('tenants-read-only')).toContainText('Only system administrators can change tenants');
  const rows = page.getByTestId('tenants-table').locator('.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('OILCO_PRODUCER');
  await expect(page.getByTestId('create-tenant')).toHaveCount(0);
  await expect(page.getByTestId('edit-tenant')).toHaveCount(0);

  await rows.first().getByTestId('show-tenant').click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByTestId('tenant-display-name')).toHaveValue('OilCo Producer');
  await expect(drawer.getByTestId('tenant-display-name')).toBeDisabled();
  await expect(drawer.getByTestId('route-key-inbounds')).toBeDisabled();
  await expect(drawer.getByTestId('save-tenant')).toHaveCount(0);
});

test('a tenant admin sees the roles matrix', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/en/user/rollen' });
  await expect(page.getByTestId('roles-table')).toContainText('Lock and unlock users');
});

test('a tenant admin cannot lock, rename or set the password of a user who also belongs to other tenants', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/en/user/administration' });
  const row = userRow(page, USERS.multi.login);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('lock-user')).toBeDisabled();
  await row.getByTestId('lock-user').hover();
  await expect(page.getByRole('tooltip')).toContainText('Only a system administrator can lock or unlock');

  await row.getByTestId('edit-user').click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByTestId('account-fixed')).toContainText('Only a system administrator can change the name or password');
  await expect(drawer.getByTestId('user-firstname')).toBeDisabled();
  await expect(drawer.getByTestId('user-password')).toHaveCount(0);
  // The admin flag of this tenant stays theirs to set (and is set back for the other tests).
  for (const flag of [true, false]) {
    if (!flag) await row.getByTestId('edit-user').click();
    await drawer.getByTestId('user-tenant-admin').click();
    await drawer.getByTestId('save-user').click();
    await expect(page.getByText('User was successfully updated').last()).toBeVisible();
    await expect(row.getByRole('img', { name: 'Yes' })).toHaveCount(flag ? 1 : 0);
  }
});

test('a system administrator finds a tenant by its display name; the pager counts what the search found', async ({ page }) => {
  await logIn(page, SYSTEM_ADMIN, { tenant: 'OILCO_PRODUCER', path: '/en/user/mandanten' });
  const rows = page.getByTestId('tenants-table').locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const search = page.getByPlaceholder('Search by tenant ID or display name');
  await search.fill('oilco producer');
  await search.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('OILCO_PRODUCER');
  await expect(page.locator('.ant-pagination-total-text')).toHaveText('Showing 1 to 1 of 1 results');
});

test('the role filter shows the users of that role only', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/en/user/administration' });
  await expect(userRow(page, USERS.multi.login)).toBeVisible();
  await page.getByTestId('users-role-filter').click();
  await page.locator('.ant-select-dropdown').getByText('Tenant administrator', { exact: true }).click();
  await expect(userRow(page, USERS.multi.login)).toHaveCount(0);
  await expect(page.getByTestId('users-table').locator('.ant-table-row')).toHaveCount(1);
  await expect(userRow(page, USERS.producerAdmin.login)).toBeVisible();
});
