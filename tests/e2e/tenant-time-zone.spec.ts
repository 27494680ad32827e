import { expect, test, type Page } from './fixtures';
import { logIn } from './helpers';

const SYSTEM_ADMIN = { login: 'admin@fuel-portal.example', password: 'Admin-Portal-2026' };

async function openTenant(page: Page, tenant: string) {
  await page.getByTestId('tenants-table').locator('tr', { hasText: tenant }).getByTestId('edit-tenant').click();
  return page.locator('.ant-drawer-content');
}

test("a system administrator chooses a tenant's time zone in its drawer", async ({ page }) => {
  await logIn(page, SYSTEM_ADMIN, { tenant: 'TENANT1', path: '/en/user/mandanten' });
  let drawer = await openTenant(page, 'TENANT2');
  const zone = drawer.getByTestId('tenant-time-zone');
  await expect(zone).toContainText('America/Edmonton · Mountain Time');
  await zone.click();
  await page.keyboard.type('Tokyo');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Asia/Tokyo' }).click();
  await drawer.getByTestId('save-tenant').click();
  await expect(page.getByText('Tenant was successfully updated')).toBeVisible();

  await page.reload();
  drawer = await openTenant(page, 'TENANT2');
  await expect(drawer.getByTestId('tenant-time-zone')).toContainText('Asia/Tokyo · Japan');
});
