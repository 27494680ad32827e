import { expect, test, type Page } from './fixtures';
import { USERS, apiHeaders, logIn, searchList } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await logIn(page, USERS.plain, { path: null });
});

/**
 * A locked demo inbound and three new inbounds whose numbers begin with its number (so a search for it lists
 * all four), the third used by a new outbound. Answers the numbers and a clean-up for what remains.
 */
async function plantInbounds(page: Page) {
  const headers = await apiHeaders(page);
  const [locked] = await (await page.request.get('/api/v1/inbounds?movementStatus=locked&_sort=number&_order=asc&_start=0&_end=1', { headers })).json();
  expect(locked, 'a locked inbound in the demo data').toBeTruthy();
  const numbers = ['B1', 'B2', 'B3'].map((suffix) => `${locked.number}-${suffix}`);
  for (const number of numbers) {
    const created = await page.request.post('/api/v1/inbounds', {
      headers,
      data: { number, product: locked.product, loadingDate: '2020-01-15', movementStatus: 'open' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const outbound = `${locked.number}-OUT`;
  const used = await page.request.post('/api/v1/outbounds', {
    headers,
    data: { number: outbound, product: locked.product, loadingDate: '2020-01-15', movementStatus: 'open', inboundId: numbers[2] },
  });
  expect(used.status(), await used.text()).toBe(201);
  const cleanUp = async () => {
    await page.request.delete(`/api/v1/outbounds/${encodeURIComponent(outbound)}`, { headers });
    for (const number of numbers) await page.request.delete(`/api/v1/inbounds/${encodeURIComponent(number)}`, { headers });
  };
  return { locked: String(locked.number), numbers, cleanUp };
}

test('selected inbounds are deleted together; the locked and the used one are listed with their reasons in German', async ({ page }) => {
  const { locked, numbers, cleanUp } = await plantInbounds(page);
  try {
    await page.goto('/de/movement-data/inbounds');
    await searchList(page, locked);
    const rows = page.getByTestId('entity-list').locator('.ant-table-row');
    await expect(rows).toHaveCount(4);

    await page.getByTestId('entity-list').locator('thead .ant-checkbox-input').check();
    await expect(page.getByTestId('bulk-count')).toHaveText('4 Datensätze ausgewählt');
    await page.getByTestId('bulk-delete').click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('4 Datensätze (Anlieferung) löschen?');
    await page.getByTestId('bulk-confirm').click();

    const result = page.getByTestId('bulk-result');
    await expect(result.getByTestId('bulk-done')).toHaveText('2 Datensätze gelöscht');
    await expect(result).toContainText('2 Datensätze wurden abgelehnt:');
    const refusals = result.getByTestId('bulk-refusals').locator('.ant-table-row');
    await expect(refusals).toHaveCount(2);
    const refusal = (key: string) => refusals.filter({ has: page.getByRole('cell', { name: key, exact: true }) });
    await expect(refusal(locked)).toContainText('Dieser Datensatz ist gesperrt und kann nicht bearbeitet werden');
    await expect(refusal(numbers[2])).toContainText('Der Datensatz wird von anderen Datensätzen verwendet');
    await page.getByRole('button', { name: 'Schließen' }).click();

    // The list shows what is left, and nothing is ticked any more.
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
  } finally {
    await cleanUp();
  }
});

test('a whole page ticked offers every inbound matching the filter; a status is set for the ticked ones only', async ({ page }) => {
  const { locked, numbers, cleanUp } = await plantInbounds(page);
  try {
    await page.goto('/de/movement-data/inbounds');
    await page.getByTestId('entity-list').locator('thead .ant-checkbox-input').check();
    await page.getByTestId('bulk-select-all').click();
    await expect(page.getByTestId('bulk-count')).toHaveText(/^Alle [\d.,]+ Datensätze des Filters sind ausgewählt$/);
    await page.getByTestId('bulk-clear').click();
    await expect(page.getByTestId('bulk-bar')).toHaveCount(0);

    await searchList(page, `${locked}-B`);
    const rows = page.getByTestId('entity-list').locator('.ant-table-row');
    await expect(rows).toHaveCount(3);
    await rows.filter({ hasText: numbers[0] }).locator('.ant-checkbox-input').check();
    await page.getByTestId('bulk-set-movementStatus').click();
    await page.getByTestId('bulk-set-inProgress').click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Bewegungsstatus für 1 Datensatz auf „In Bearbeitung“ setzen?');
    await page.getByTestId('bulk-confirm').click();
    await expect(page.getByTestId('bulk-done')).toHaveText('1 Datensatz geändert');
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(rows.filter({ hasText: numbers[0] })).toContainText('In Bearbeitung');
    await expect(rows.filter({ hasText: numbers[1] })).toContainText('Offen');
  } finally {
    await cleanUp();
  }
});
