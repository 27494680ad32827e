import { expect, test, type Page } from './fixtures';
import { USERS, logIn, sidebarLink } from './helpers';

const storedRefreshToken = (page: Page) => page.evaluate(() => localStorage.getItem('refresh_token'));

test('two tabs refreshing the token at the same moment both stay logged in, with one refresh', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  // Fake clocks let both tabs reach the refresh time (a minute before the 15-minute token expires) together.
  const start = new Date();
  await Promise.all([first.clock.install({ time: start }), second.clock.install({ time: start })]);
  await logIn(first, USERS.plain);
  await second.goto('/en/user/dashboard');
  await expect(second.getByTestId('sidebar')).toBeVisible();

  // The first tab's refresh is held in flight until both tabs' timers have fired.
  const refreshes: string[] = [];
  let timersFired!: () => void;
  const bothFired = new Promise<void>((resolve) => (timersFired = resolve));
  await context.route('**/api/v1/account/refreshtoken', async (route) => {
    refreshes.push(route.request().url());
    await bothFired;
    await route.continue();
  });
  const before = await storedRefreshToken(first);
  await Promise.all([first.clock.fastForward('14:30'), second.clock.fastForward('14:30')]);
  timersFired();
  await expect.poll(() => storedRefreshToken(first)).not.toBe(before);

  for (const page of [first, second]) {
    await page.bringToFront();
    await sidebarLink(page, 'masterdata/partners').click();
    await expect(page).toHaveURL(/\/en\/masterdata\/partners/);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
  }
  expect(refreshes).toHaveLength(1);
});

test('a session ended elsewhere sends the tab to the login page with the session-expired message', async ({ page }) => {
  await logIn(page, USERS.plain);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const logout = await page.request.post('/api/v1/account/logout', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(logout.status()).toBe(200);

  // The tab's next call (the inbox count, a list) is refused and a refresh cannot revive the session.
  await page.goto('/en/masterdata/partners');
  await expect(page).toHaveURL(/\/en\/login/);
  await expect(page.getByTestId('session-expired')).toHaveText('Your session has expired. Please log in again.');
});

test('a session that ended while the user was away asks for nothing that needs it: no inbox, messages or dashboard figures on the login page', async ({
  page,
}) => {
  await logIn(page, USERS.plain);
  await expect(page.getByTestId('dashboard-figures')).toBeVisible();
  // Away for longer than the idle limit: the next start of the portal ends the session.
  await page.evaluate(() => localStorage.setItem('last_activity', String(Date.now() - 31 * 60 * 1000)));
  const refused: string[] = [];
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) asked.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(new URL(response.url()).pathname);
  });
  await page.reload();
  await expect(page).toHaveURL(/\/en\/login/);
  await expect(page.getByTestId('session-expired')).toBeVisible();
  // Long enough for anything a page left mounted for a moment, or asking again, would send.
  await page.waitForTimeout(2_000);
  expect(refused).toEqual([]);
  expect(asked.slice(asked.indexOf('/api/v1/account/logout') + 1)).toEqual([]);
});
