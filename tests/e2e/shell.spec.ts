import { expect, test } from '@playwright/test';
import { USERS, chooseTenant, fillLogin, logIn, sidebarLink } from './helpers';

test('dark mode survives a reload', async ({ page }) => {
  await logIn(page, USERS.plain);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByTestId('dark-mode-toggle').click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await page.reload();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect(await background()).toBe(dark);
});

test('the language choice rewrites the prefix and survives a reload', async ({ page }) => {
  await logIn(page, USERS.plain);
  await page.getByTestId('language-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'DE' }).click();
  await expect(page).toHaveURL(/\/de\/user\/dashboard$/);
  await expect(sidebarLink(page, 'user/einstellungen')).toHaveText(/Einstellungen/);
  await page.reload();
  await expect(sidebarLink(page, 'user/einstellungen')).toHaveText(/Einstellungen/);
});

test('a non-admin opening user administration lands on the dashboard with the message', async ({ page }) => {
  await logIn(page, USERS.plain);
  await page.goto('/en/user/administration');
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/);
  await expect(page.getByText('You have no authorization to access user administration.', { exact: false })).toBeVisible();
});

test('a tenant admin sees the user administration entry', async ({ page }) => {
  await logIn(page, USERS.producerAdmin, 'OILCO_PRODUCER');
  await expect(sidebarLink(page, 'user/administration')).toBeVisible();
});

test("the producer tenant's menu differs from the other tenant's", async ({ page }) => {
  await logIn(page, USERS.multi, 'OILCO_PRODUCER');
  await expect(sidebarLink(page, 'movement-data/inbounds')).toBeVisible();
  await expect(sidebarLink(page, 'masterdata/province-codes')).toBeVisible();
  await expect(sidebarLink(page, 'reports/onsite-report-facility-input')).toBeVisible();
  await expect(sidebarLink(page, 'movement-data/catscredits')).toHaveCount(0);
  await expect(sidebarLink(page, 'import-messages')).toHaveCount(0);

  await page.getByTestId('current-tenant').click();
  await chooseTenant(page, 'OTHER_TENANT');
  await expect(page.getByTestId('current-tenant')).toHaveText(/OTHER_TENANT/);
  await expect(sidebarLink(page, 'user/dashboard')).toBeVisible();
  await expect(sidebarLink(page, 'movement-data/inbounds')).toHaveCount(0);
  await expect(sidebarLink(page, 'masterdata/partners')).toHaveCount(0);
});

test('the CFR tenant sees credits but not the on-site reports', async ({ page }) => {
  await page.goto('/en/login');
  await fillLogin(page, USERS.multi);
  await chooseTenant(page, 'OILCO_CFR');
  await expect(sidebarLink(page, 'movement-data/catscredits')).toBeVisible();
  await expect(sidebarLink(page, 'reports/credit-generation-report')).toBeVisible();
  await expect(sidebarLink(page, 'reports/onsite-report-facility-input')).toHaveCount(0);
});

test("antd's own texts follow the UI language", async ({ page }) => {
  await logIn(page, USERS.plain);
  await page.goto('/de/movement-data/inbounds/create');
  await expect(page.locator('.ant-picker input').first()).toHaveAttribute('placeholder', 'Datum auswählen');
});

test('on a 390 px screen the sidebar starts collapsed, so the page keeps its width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, USERS.plain);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect((await page.getByTestId('sidebar').boundingBox())!.width).toBe(72);
});
