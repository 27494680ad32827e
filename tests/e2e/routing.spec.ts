import { expect, test } from './fixtures';
import { USERS, logIn } from './helpers';

test('an English browser visiting the root lands on the English login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/login/);
});

test('the plain login path redirects to /en/login', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('an unsupported language is replaced by de', async ({ page }) => {
  // Unknown addresses answer inside the shell, so a visitor not logged in is asked to log in first.
  await page.goto('/fr/x');
  await expect(page).toHaveURL(/\/de\/login\?redirect=%2Fde%2Fx$/);
});

test('a path without a language prefix gets the de prefix', async ({ page }) => {
  await page.goto('/movement-data/inbounds');
  await expect(page).toHaveURL(/\/de\/login\?redirect=%2Fde%2Fmovement-data%2Finbounds$/);
});

test('an unknown address shows the 404 inside the shell, menu and header kept, in English and German', async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/en/no/such/page' });
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toContainText('Sorry, the page you visited does not exist.');
  await expect(notFound.getByRole('img', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('current-tenant')).toBeVisible();
  await expect(page.locator('svg title', { hasText: 'No Found' })).toHaveCount(0);

  await page.goto('/de/no/such/page');
  await expect(notFound).toContainText('Die aufgerufene Seite existiert leider nicht.');
  await expect(notFound.getByRole('img', { name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await notFound.getByRole('button', { name: 'Zum Dashboard' }).click();
  await expect(page).toHaveURL(/\/de\/user\/dashboard$/);
});
