import { expect, test, type Page } from './fixtures';
import { authenticator } from 'otplib';
import { USERS, apiHeaders, fillLogin, logIn } from './helpers';

async function pickOption(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).click();
}

async function saveDateFormat(page: Page, example: string): Promise<void> {
  await page.goto('/en/user/einstellungen');
  await pickOption(page, 'settings-date-format', example);
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Settings were successfully saved')).toBeVisible();
}

test('the date format chosen in settings is how the dashboard shows today', async ({ page }) => {
  await logIn(page, USERS.plain, { path: null });
  await saveDateFormat(page, '31-Dec-2023');
  await page.goto('/en/user/dashboard');
  await expect(page.getByTestId('dashboard-date')).toHaveText(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
  // Back to the default (no choice: the language's, 12/31/2023 in English), so other tests see the user as they left it.
  await saveDateFormat(page, 'Like the language (12/31/2023)');
  await page.goto('/en/user/dashboard');
  await expect(page.getByTestId('dashboard-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
});

test('without a chosen date format, German pages show dates as 31.12.2023', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/de/user/dashboard' });
  await expect(page.getByTestId('dashboard-date')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
});

test("the dashboard shows today as the tenant's date, labelled Today, not the format's pattern", async ({ page }) => {
  await logIn(page, USERS.plain, { path: null });
  const { today } = await (await page.request.get('/api/v1/tenant-config', { headers: await apiHeaders(page) })).json();
  const [year, month, day] = String(today).split('-');
  await page.goto('/de/user/dashboard');
  await expect(page.getByTestId('dashboard-date')).toHaveText(`${day}.${month}.${year}`);
  await expect(page.locator('.ant-descriptions-item', { has: page.getByTestId('dashboard-date') }).locator('.ant-descriptions-item-label')).toHaveText('Heute');
  await page.goto('/en/user/dashboard');
  await expect(page.getByTestId('dashboard-date')).toHaveText(`${month}/${day}/${year}`);
  await expect(page.locator('.ant-descriptions-item', { has: page.getByTestId('dashboard-date') }).locator('.ant-descriptions-item-label')).toHaveText('Today');
});

test('a wrong current password shows the spec message; the checklist follows the typing', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/en/user/passwort' });
  await page.getByTestId('password-new').fill('short');
  await expect(page.getByTestId('password-rule-minLength')).toHaveAttribute('data-met', 'false');
  await expect(page.getByTestId('password-rule-lowercase')).toHaveAttribute('data-met', 'true');
  await page.getByTestId('password-new').fill('Brand-New-Pass-1');
  await expect(page.getByTestId('password-checklist').locator('[data-met="false"]')).toHaveCount(0);
  await page.getByTestId('password-confirmation').fill('Brand-New-Pass-2');
  await page.getByTestId('password-current').fill('Not-My-Password-1');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByTestId('password-confirmation').fill('Brand-New-Pass-1');
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-error')).toHaveText('The current password is invalid');
});

test('two-factor set-up shows the QR code; enabling and turning off land in the inbox and the bell', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/en/user/2fa-reset' });
  await expect(page.getByTestId('totp-state')).toHaveText('off');
  await page.getByTestId('totp-setup').click();
  await expect(page.getByTestId('totp-qr').locator('canvas')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await page.getByTestId('totp-code').fill(authenticator.generate(secret));
  // Switching it on needs the password as well as the code.
  await page.getByTestId('totp-enable').click();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await page.getByTestId('totp-password').fill('Not-My-Password-1');
  await page.getByTestId('totp-enable').click();
  await expect(page.getByTestId('totp-error')).toHaveText('Invalid password');
  await expect(page.getByTestId('totp-state')).toHaveText('off');
  await page.getByTestId('totp-password').fill(USERS.plain.password);
  await page.getByTestId('totp-enable').click();
  await expect(page.getByTestId('totp-state')).toHaveText('on');

  // Turning it off again restores the user for the other tests; a wrong password first.
  await page.getByTestId('totp-reset-password').fill('Not-My-Password-1');
  await page.getByTestId('totp-reset').click();
  await expect(page.getByTestId('totp-reset-error')).toHaveText('Invalid password');
  await page.getByTestId('totp-reset-password').fill(USERS.plain.password);
  await page.getByTestId('totp-reset').click();
  await expect(page.getByTestId('totp-state')).toHaveText('off');

  await expect(page.getByTestId('notifications-badge').locator('.ant-badge-count')).toHaveText('2');
  await page.goto('/en/user/nachrichten');
  const messages = page.getByTestId('message');
  await expect(messages).toHaveCount(2);
  await expect(messages.first()).toContainText('Two-factor login was turned off');
  await messages.first().getByTestId('message-mark-read').click();
  await expect(messages.first()).toHaveAttribute('data-unread', 'false');
  await expect(page.getByTestId('notifications-badge').locator('.ant-badge-count')).toHaveText('1');
  await page.getByTestId('messages-mark-all-read').click();
  await expect(page.locator('[data-testid="message"][data-unread="true"]')).toHaveCount(0);
  await expect(page.getByTestId('notifications-badge').locator('.ant-badge-count')).toHaveCount(0);
});

test('choosing another language in settings saves it and rewrites the URL prefix', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/en/user/einstellungen' });
  await pickOption(page, 'settings-language', 'Deutsch');
  await page.getByTestId('settings-save').click();
  await expect(page).toHaveURL(/\/de\/user\/einstellungen$/);
  await expect(page.getByTestId('page-title')).toHaveText('Einstellungen');
  // Back to English for the other tests.
  await pickOption(page, 'settings-language', 'English');
  await page.getByTestId('settings-save').click();
  await expect(page).toHaveURL(/\/en\/user\/einstellungen$/);
});

test('a changed password is confirmed, lands in the inbox and is the one that logs in', async ({ page, request }) => {
  // A user of its own (created by the producer admin), so no other test's login changes.
  const user = { login: `pwd.${Date.now()}@oilco.example`, password: 'First-Pass-2026' };
  const admin = await (await request.post('/api/v1/account/login', { data: USERS.producerAdmin })).json();
  const created = await request.post('/api/v1/users', {
    headers: { authorization: admin.token, 'x-tenant': 'OILCO_PRODUCER' },
    data: { ...user, firstname: 'Petra', lastname: 'Password' },
  });
  expect(created.status()).toBe(201);

  await logIn(page, user, { path: '/en/user/passwort' });
  await page.getByTestId('password-current').fill(user.password);
  await page.getByTestId('password-new').fill('Second-Pass-2026');
  await page.getByTestId('password-confirmation').fill('Second-Pass-2026');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Please use the new password for the login.')).toBeVisible();
  await expect(page.getByTestId('notifications-badge').locator('.ant-badge-count')).toHaveText('1');
  await page.goto('/en/user/dashboard');
  await expect(page.getByTestId('dashboard-messages').getByTestId('message')).toContainText('Your password was changed');

  await page.getByTestId('logout').click();
  await page.goto('/en/login');
  await fillLogin(page, { login: user.login, password: 'Second-Pass-2026' });
  await expect(page.getByTestId('sidebar')).toBeVisible();
});
