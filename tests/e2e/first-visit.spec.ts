import { expect, test } from './fixtures';

// A German phone with the OS in dark mode, visiting for the first time.
test.use({ colorScheme: 'dark', locale: 'de-DE', viewport: { width: 390, height: 844 } });

const toggle = (page: import('@playwright/test').Page) => page.getByTestId('dark-mode-toggle');

test('a first visit follows the browser language and the OS dark preference', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/de\/login$/);
  await expect(toggle(page)).toHaveAttribute('aria-checked', 'true');
});

test("the user's switch to light and English survives a reload and a new visit", async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/de\/login$/);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-checked', 'false');
  await page.getByTestId('language-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);

  await page.reload();
  await expect(toggle(page)).toHaveAttribute('aria-checked', 'false');
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(toggle(page)).toHaveAttribute('aria-checked', 'false');
});
