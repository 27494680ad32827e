import { expect, test } from './fixtures';

test('an English browser visiting the root lands on the English login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/login/);
});

test('the plain login path redirects to /en/login', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('an unsupported language is replaced by de', async ({ page }) => {
  await page.goto('/fr/x');
  await expect(page).toHaveURL(/\/de\/x$/);
  await expect(page.getByText('404')).toBeVisible();
});

test('a path without a language prefix gets the de prefix', async ({ page }) => {
  await page.goto('/movement-data/inbounds');
  await expect(page).toHaveURL(/\/de\/login\?redirect=%2Fde%2Fmovement-data%2Finbounds$/);
});
