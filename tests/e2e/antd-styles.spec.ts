import { expect, test, type Page } from './fixtures';
import { contrastTokens } from '../../src/client/theme/contrast';
import { USERS, logIn } from './helpers';

/** The components a list page shows, by their root class. */
const LIST_COMPONENTS = ['ant-layout', 'ant-menu', 'ant-btn', 'ant-input', 'ant-table', 'ant-checkbox', 'ant-pagination', 'ant-select', 'ant-typography'];

/** The components of `LIST_COMPONENTS` whose styles the page wrote itself (antd's style elements) instead of finding them in the build's stylesheet. */
const computedInPage = (page: Page) =>
  page.evaluate((components) => {
    const written = [...document.querySelectorAll('style[data-css-hash]')].map((style) => style.textContent ?? '');
    return components.filter((component) => written.some((css) => css.includes(`).${component}{`)));
  }, LIST_COMPONENTS);

/** The light theme's primary colour (contrast.ts) as the browser computes it, not antd's default blue. */
const PRIMARY = `rgb(${[1, 3, 5].map((at) => parseInt(contrastTokens(false)!.colorPrimary!.slice(at, at + 2), 16)).join(', ')})`;

// The stylesheet holds the themes most users see; one that asks for reduced motion (as the other tests' browser does) gets its styles in the page.
test.use({ reducedMotion: 'no-preference' });

test("a list page's antd styles come from the build's stylesheet, in light and in dark mode: the page computes none of them", async ({ page }) => {
  await logIn(page, USERS.plain, { path: '/en/movement-data/inbounds' });
  await expect(page.locator('[data-testid="entity-list"] tbody tr.ant-table-row').first()).toBeVisible();
  expect(await page.locator('link[rel="stylesheet"][href*="/assets/antd-"]').count()).toBe(1);
  expect(await computedInPage(page)).toEqual([]);
  const create = page.getByTestId('create-record');
  // The theme's own colour: the stylesheet reads the page's variables.
  await expect(create).toHaveCSS('background-color', PRIMARY);

  await page.getByTestId('dark-mode-toggle').click();
  await expect(create).not.toHaveCSS('background-color', PRIMARY);
  await page.reload();
  await expect(page.locator('[data-testid="entity-list"] tbody tr.ant-table-row').first()).toBeVisible();
  expect(await computedInPage(page)).toEqual([]);
});
