import { expect, test } from './fixtures';
import { authenticator } from 'otplib';
import { fillLogin } from './helpers';

const ADMIN = { login: 'admin@fuel-portal.example', password: 'Admin-Portal-2026' };
// A user of its own: two-factor login switched on here must not reach the other tests' logins.
const USER = { login: 'two-factor@e2e.example', password: 'Two-Factor-2026' };

test('a user with two-factor login is asked for the code after the password and gets in with it', async ({ page, request }) => {
  const admin = await request.post('/api/v1/account/login', { data: ADMIN });
  const created = await request.post('/api/v1/users', {
    headers: { Authorization: (await admin.json()).token, 'X-Tenant': 'TENANT1' },
    data: { ...USER, firstname: 'Two', lastname: 'Factor' },
  });
  expect(created.status()).toBe(201);
  const login = await request.post('/api/v1/account/login', { data: USER });
  const headers = { Authorization: (await login.json()).token };
  const { secret } = await (await request.post('/api/v1/account/2fa/setup', { headers })).json();
  expect((await request.post('/api/v1/account/2fa/enable', { headers, data: { code: authenticator.generate(secret), password: USER.password } })).ok()).toBe(
    true,
  );

  await page.goto('/en/login');
  await fillLogin(page, USER);
  const code = page.locator('#code');
  await expect(code).toBeVisible();
  await code.fill(authenticator.generate(secret));
  await page.locator('button[type="submit"]').click();
  // The user's one tenant is chosen for them: the shell opens.
  await expect(page.getByTestId('sidebar')).toBeVisible();
});
