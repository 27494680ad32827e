import { expect } from './fixtures';
import { logIn, USERS } from './helpers';
import { MEMBERS, memberLogin } from './own-server/many-users';
import { testWithOwnServer } from './own-server/ownServer';

const test = testWithOwnServer(new URL('./own-server/many-users.ts', import.meta.url).href);

test(`user administration with ${MEMBERS.toLocaleString('en')} users shows their total and finds one beyond the first thousand by a search`, async ({
  page,
}) => {
  await logIn(page, USERS.producerAdmin, { tenant: 'OILCO_PRODUCER', path: '/en/user/administration' });
  const table = page.getByTestId('users-table');
  const pager = page.locator('.ant-pagination-total-text');
  await expect(pager).toHaveText(/^Showing 1 to \d+ of 1,5\d\d results$/);

  const search = page.getByPlaceholder('Search by login or name');
  await search.fill('member1432');
  await search.press('Enter');
  await expect(table.locator('.ant-table-row')).toHaveCount(1);
  await expect(table.locator('.ant-table-row')).toContainText(memberLogin(1432));
  await expect(pager).toHaveText('Showing 1 to 1 of 1 results');
});
