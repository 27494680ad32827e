import { expect, test } from './fixtures';
import { authenticator } from 'otplib';
import { fillLogin } from './helpers';

// The system administrator is used by no other browser test, so switching on 2FA here disturbs none.
const ADMIN = { login: 'admin@fuel-portal.example', password: 'Admin-Portal-2026' };

test('a user with two-factor login is asked for the code after the password and gets in with it', async ({ page, request }) => {
  const login = await request.post('/api/v1/account/login', { data: ADMIN });
  const headers = { Authorization: (await login.json()).token };
  const { secret } = await (await request.post('/api/v1/account/2fa/setup', { headers })).json();
  expect((await request.post('/api/v1/account/2fa/enable', { headers, data: { code: authenticator.generate(secret), password: ADMIN.password } })).ok()).toBe(
    true,
  );

  await page.goto('/en/login');
  await fillLogin(page, ADMIN);
  const code = page.locator('#code');
  await expect(code).toBeVisible();
  await code.fill(authenticator.generate(secret));
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('tenant-modal')).toBeVisible();
});
