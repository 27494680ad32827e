import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { apiHeaders, logIn, removeImported } from './helpers';

// Tenant set-up, an import and four pages per language.
test.describe.configure({ timeout: 180_000 });
// The browser's own zone is not the user's: every instant must follow the setting, not the browser.
test.use({ timezoneId: 'Europe/Berlin' });

const SYSTEM_ADMIN = { login: 'admin@fuel-portal.example', password: 'Admin-Portal-2026' };
const SAMPLE = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'imports', 'rawImport.csv'));
const ZONE = 'America/Edmonton';
type Language = 'de' | 'en';

/**
 * How `at` reads in the zone, worked out with the browser's own time zone data (which can be newer than the
 * test runner's: Alberta keeps UTC-6 from 2026-11-01): the list text ("11/27/2025 10:28 AM MST", "27.11.2025
 * 10:28 GMT-7") and the date-time input's text (the day, 24-hour time and the zone's short name).
 */
async function expectedTexts(page: Page, at: string, language: Language): Promise<{ list: string; input: string }> {
  return page.evaluate(
    ([at, zone, language]) => {
      const instant = new Date(at);
      const locale = language === 'de' ? 'de-DE' : 'en-US';
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
          .formatToParts(instant)
          .map((p) => [p.type, p.value]),
      );
      const day = language === 'de' ? `${parts.day}.${parts.month}.${parts.year}` : `${parts.month}/${parts.day}/${parts.year}`;
      const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(instant);
      const clock = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
      const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
        .formatToParts(instant)
        .find((p) => p.type === 'timeZoneName')!.value;
      return { list: `${day} ${time}`.replace(/\u202f/g, ' '), input: `${day} ${clock} ${name}` };
    },
    [at, ZONE, language] as const,
  );
}
/** Intl may write the space before AM/PM as a narrow no-break space, in the browser and here alike. */
const plain = (text: string | null) => (text ?? '').replace(/\u202f/g, ' ');

async function setVisibleImportView(page: Page, visible: boolean): Promise<void> {
  const headers = await apiHeaders(page);
  const tenants: { name: string; visibleRoutes: string[] }[] = await (await page.request.get('/api/v1/tenants?_start=0&_end=100', { headers })).json();
  const others = tenants.find((tenant) => tenant.name === 'TENANT1')!.visibleRoutes.filter((key) => key !== 'import-messages');
  const visibleRoutes = visible ? [...others, 'import-messages'] : others;
  expect((await page.request.patch('/api/v1/tenants/TENANT1', { headers, data: { visibleRoutes } })).ok()).toBe(true);
}

/** Imports the sample raw file through the API (with the import view shown) and answers its import message. */
async function importSample(page: Page, importId: string): Promise<{ startedAt: string; lastImportTime: string }> {
  await setVisibleImportView(page, true);
  const headers = await apiHeaders(page);
  const started = await page.request.post(`/api/v1/imports?type=rawImport&fileName=rawImport.csv&id=${importId}`, {
    headers: { ...headers, 'Content-Type': 'text/csv' },
    data: SAMPLE,
  });
  expect(started.ok()).toBe(true);
  return (await page.request.get(`/api/v1/import-messages/${importId}`, { headers })).json();
}

/** Chooses the zone on the settings page, as a user does. */
async function chooseZone(page: Page, language: Language): Promise<void> {
  await page.goto(`/${language}/user/einstellungen`);
  await page.getByTestId('settings-timezone').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Edmonton' }).click();
  await page.getByTestId('settings-save').click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: language === 'de' ? /gespeichert/ : /saved/ })).toBeVisible();
}

for (const language of ['en', 'de'] as const) {
  test(`every instant is shown in the zone of the user's settings, not the browser's (${language})`, async ({ page }) => {
    await logIn(page, SYSTEM_ADMIN, { tenant: 'TENANT1' });
    const importId = randomUUID();
    try {
      const message = await importSample(page, importId);
      const headers = await apiHeaders(page);
      const [inbound]: { number: string; lastImportTime: string }[] = await (
        await page.request.get(`/api/v1/inbounds?importMessage=${importId}&_start=0&_end=1`, { headers })
      ).json();
      await chooseZone(page, language);

      // The import-messages list.
      await page.goto(`/${language}/import-messages`);
      const row = page.getByTestId('entity-list').locator('.ant-table-row', { hasText: 'rawImport.csv' }).first();
      await expect(row).toBeVisible();
      expect(plain(await row.textContent())).toContain((await expectedTexts(page, message.lastImportTime, language)).list);
      expect(plain(await row.textContent())).toContain((await expectedTexts(page, message.startedAt, language)).list);

      // Its detail page.
      await page.goto(`/${language}/import-messages/${importId}/edit`);
      await expect(page.getByTestId('field-lastImportTime')).toHaveValue((await expectedTexts(page, message.lastImportTime, language)).input);
      await expect(page.getByTestId('field-startedAt')).toHaveValue((await expectedTexts(page, message.startedAt, language)).input);

      // A record's date-time field: the inbound's last import.
      await page.goto(`/${language}/movement-data/inbounds/${encodeURIComponent(inbound.number)}/edit`);
      await expect(page.getByTestId('field-lastImportTime')).toHaveValue((await expectedTexts(page, inbound.lastImportTime, language)).input);

      // The audit log, newest first.
      const [entry]: { at: string }[] = await (await page.request.get('/api/v1/audit-log?_start=0&_end=1', { headers })).json();
      await page.goto(`/${language}/logs`);
      const first = page.getByTestId('audit-log').locator('.ant-table-row').first();
      await expect(first).toBeVisible();
      expect(plain(await first.textContent())).toContain((await expectedTexts(page, entry.at, language)).list);
    } finally {
      await removeImported(page, importId);
      await setVisibleImportView(page, false);
      const headers = await apiHeaders(page);
      await page.request.put('/api/v1/account/settings', { headers, data: { language: 'en', timezone: ZONE } });
    }
  });
}

test("a date-time column is filtered by the days of the user's zone, not the browser's", async ({ page }) => {
  await logIn(page, SYSTEM_ADMIN, { tenant: 'TENANT1' });
  const importId = randomUUID();
  try {
    const message = await importSample(page, importId);
    await chooseZone(page, 'de');
    // The import's day on the clocks of the zone, as the German picker writes it.
    const [day, shown] = await page.evaluate(
      ([at, zone]) => {
        const parts = Object.fromEntries(
          new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
            .formatToParts(new Date(at))
            .map((p) => [p.type, p.value]),
        );
        return [`${parts.year}-${parts.month}-${parts.day}`, `${parts.day}.${parts.month}.${parts.year}`];
      },
      [message.lastImportTime, ZONE] as const,
    );

    await page.goto('/de/import-messages');
    await page.waitForLoadState('networkidle');
    const header = page
      .getByTestId('entity-list')
      .locator('.ant-table-thead th')
      .filter({ hasText: /^Beendet/ });
    await header.locator('.ant-table-filter-trigger').click();
    const filter = page.getByTestId('filter-lastImportTime');
    const [from, to] = [filter.locator('input').first(), filter.locator('input').last()];
    await from.fill(shown);
    await from.press('Enter');
    await to.fill(shown);
    await to.press('Enter');
    const request = page.waitForRequest((r) => r.url().includes('/api/v1/import-messages?') && r.url().includes('lastImportTime_gte='));
    await filter.getByTestId('filter-apply').click();
    const sent = new URL((await request).url()).searchParams;
    // The first and the last instant of that day in the zone.
    const edges = await page.evaluate(
      ([gte, lte, zone]) =>
        [gte, lte].map((at) => {
          const format = new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            fractionalSecondDigits: 3,
            hourCycle: 'h23',
          });
          const p = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
          return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}.${p.fractionalSecond}`;
        }),
      [sent.get('lastImportTime_gte')!, sent.get('lastImportTime_lte')!, ZONE] as const,
    );
    expect(edges).toEqual([`${day} 00:00:00.000`, `${day} 23:59:59.999`]);
    await expect(page.getByTestId('entity-list').locator('.ant-table-row', { hasText: 'rawImport.csv' }).first()).toBeVisible();
    await expect(page.getByTestId('filter-chips')).toContainText(shown);
  } finally {
    await removeImported(page, importId);
    await setVisibleImportView(page, false);
    const headers = await apiHeaders(page);
    await page.request.put('/api/v1/account/settings', { headers, data: { language: 'en', timezone: ZONE } });
  }
});
