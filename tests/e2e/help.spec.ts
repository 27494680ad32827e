import { expect, test, type Page } from './fixtures';
import { SHOWCASE_PAGES } from '../../src/shared/navigation';
import { USERS, logIn, sidebarLink } from './helpers';

/** Console errors and uncaught exceptions of the page from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('every showcase page renders without console errors in light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  // The showcase is for administrators.
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER' });
  const toggle = page.getByTestId('dark-mode-toggle');
  for (const name of SHOWCASE_PAGES) {
    await page.goto(`/en/layouts/${name}`);
    await expect(page.getByTestId('showcase-page')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    const light = await background(page);
    await toggle.click();
    await expect.poll(() => background(page)).not.toBe(light);
    await expect(page.getByTestId('showcase-page')).toBeVisible();
    await toggle.click();
    await expect.poll(() => background(page)).toBe(light);
  }
  expect(errors).toEqual([]);
});

test('the showcase about page links to the user guide', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/de/layouts/about' });
  await page.getByTestId('about-help-link').click();
  await expect(page).toHaveURL(/\/de\/hilfe\/dokumentation$/);
});

test('the user guide shows in German under /de and in English under /en, with working contents', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/de/hilfe/dokumentation' });
  const guide = page.getByTestId('user-guide');
  await expect(guide.getByRole('heading', { name: 'Erste Schritte', level: 1 })).toBeVisible();
  await expect(guide).toContainText('(CI_ref − CI_fuel) × Q × D × 10⁻⁶');
  await expect(guide).toContainText('1.121,77');
  await page.getByTestId('help-toc').getByRole('link', { name: 'Versionen und Historie (gültig ab)' }).click();
  await expect(page.locator('#versionen-und-historie-gültig-ab')).toBeInViewport();

  await page.goto('/en/hilfe/dokumentation');
  await expect(guide.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
  await expect(guide).toContainText('1,121.77 credits');
  await expect(guide).not.toContainText('Erste Schritte');
});

test('release notes render in the language of the URL', async ({ page }) => {
  await logIn(page, USERS.plain);
  await sidebarLink(page, 'user/release-notes').click();
  await expect(page.getByTestId('release-notes').getByRole('heading', { name: '0.1 — Walking skeleton' })).toBeVisible();
  await page.goto('/de/user/release-notes');
  await expect(page.getByTestId('release-notes').getByRole('heading', { name: '0.1 — Das Grundgerüst' })).toBeVisible();
});

test('the FAQ opens answers and the help videos say they are not available yet', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/en/hilfe/faq' });
  const faq = page.getByTestId('faq');
  await faq.getByText('How do I switch to another tenant?').click();
  expect(await faq.locator('.ant-collapse-item').count()).toBeGreaterThanOrEqual(10);
  await expect(faq.getByText("Click the tenant's name in the top bar")).toBeVisible();

  await page.goto('/en/hilfe/hilfevideos');
  await expect(page.getByTestId('video-login')).toContainText('This video is not available yet.');
  await expect(page.locator('video')).toHaveCount(0);
});

test('the audit log shows a tenant admin the changes of the tenant, filtered, with before and after', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER' });
  // The change itself is made through the API with the page's own session; the log is what is tested here.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token!.replace(/^Bearer /, '')}`, 'x-tenant': 'OILCO_PRODUCER' };
  const number = `E2E-AUD-${Date.now() % 100_000}`;
  expect((await page.request.post('/api/v1/partners', { headers, data: { number, name: 'Audit E2E', country: 'de', validFrom: '2026-01-01' } })).status()).toBe(
    201,
  );
  expect((await page.request.patch(`/api/v1/partners/${number}`, { headers, data: { version: 1, name: 'Audit E2E renamed' } })).status()).toBe(200);

  await sidebarLink(page, 'logs').click();
  await expect(page.getByTestId('page-title')).toHaveText('Audit log');
  await page.getByTestId('audit-filters').getByPlaceholder('Number').fill(number);
  await page.getByTestId('audit-filter-apply').click();
  const rows = page.getByTestId('audit-log').locator('tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Updated');
  await expect(rows.last()).toContainText('Created');
  await rows.first().locator('.ant-table-row-expand-icon').click();
  const changed = page.getByTestId('audit-changes').locator('tr.audit-changes__changed');
  await expect(changed.filter({ hasText: 'Audit E2E renamed' })).toContainText('Audit E2E');
});

test('a plain user opening the audit log is refused in the page', async ({ page }) => {
  await logIn(page, USERS.plain);
  await expect(sidebarLink(page, 'logs')).toHaveCount(0);
  await page.goto('/en/logs');
  await expect(page.getByTestId('access-denied-reason')).toContainText('You have no authorization to access “Audit log”.');
  await expect(page).toHaveURL(/\/en\/logs$/);
});
