import { expect, test } from './fixtures';
import { USERS, listLoaded, logIn } from './helpers';

const INBOUNDS = '/en/movement-data/inbounds';

test.use({ viewport: { width: 1000, height: 800 } });

test('a list wider than the screen scrolls sideways in its box, its row buttons staying at the right edge', async ({ page }) => {
  await logIn(page, USERS.plain, { path: INBOUNDS });
  await listLoaded(page);
  const box = page.locator('.app-content .ant-table-content');
  const { scrollWidth, clientWidth } = await box.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1000);
  for (const scrollLeft of [0, scrollWidth]) {
    await box.evaluate((element, left) => (element.scrollLeft = left), scrollLeft);
    const shown = (await box.boundingBox())!;
    const edit = (await page.getByTestId('edit-record').first().boundingBox())!;
    expect(edit.x).toBeGreaterThanOrEqual(shown.x);
    expect(edit.x + edit.width).toBeLessThanOrEqual(shown.x + shown.width);
  }
});

test('a list draws its rows without measuring its columns, which would draw the table again for each width that changes', async ({ page }) => {
  await logIn(page, USERS.plain, { path: INBOUNDS });
  await listLoaded(page);
  await expect(page.locator('.ant-table-row')).toHaveCount(20);
  await expect(page.locator('.ant-table-measure-row')).toHaveCount(0);
});
