import { chromium, type Page, type Request } from 'playwright-core';
import { DEMO_USERS } from '../../src/server/db/demo-data';
import { REFERENCE_SEPARATOR } from '../../src/shared/reference-label';
import { normalizeSettings } from '../../src/shared/settings';
import type { BenchServer } from '../bench-server';
import { median } from '../stats';
import { chromiumPath } from '../../scripts/chromium';
import type { ScenarioResult } from './measure';

/** The user's list config: the columns shown, four of them references (partners, products, locations). */
const COLUMNS = ['number', 'movementStatus', 'supplierPartner', 'product', 'loadingSite', 'dischargeSite', 'quantityLoaded', 'loadingDate'];
const LIST_PATH = '/en/movement-data/inbounds';
const TARGET_MS = 500;
/** Views before the measured ones (see benchListPage). */
const EARLIER_VISITS = 3;

interface ApiCall {
  path: string;
  start: number;
  end: number;
}

interface PageView {
  /** Rows shown: the user's page size. */
  rows: number;
  ms: number;
  calls: ApiCall[];
  depth: number;
}

/**
 * Scenario F: the inbounds list opened in Debian's Chromium as `login` in `server`'s tenant, with
 * a stored default list config; per view, the time from navigation to the page's rows shown with their
 * reference labels, the API requests it made and how many of them waited for another (waterfall depth).
 */
export async function benchListPage(server: BenchServer, login: string, rows: number, views: number): Promise<ScenarioResult> {
  const password = DEMO_USERS.find((user) => user.login === login)?.password;
  if (!password) throw new Error(`no demo user ${login}`);
  await server.call('POST', '/list-configs', { resource: 'inbounds', name: 'Bench', columns: COLUMNS, isDefault: true });
  // The list shows a page of the user's size: the view has ended when that many rows show.
  const { itemsPerPage } = normalizeSettings(await server.call('GET', '/account/settings'));
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const page = await browser.newPage();
    await page.addInitScript({ content: rowsShownScript(itemsPerPage) });
    await logIn(page, server, login, password);
    // Earlier visits, as a returning user has made them: the first fills the browser's cache with the page's code,
    // the next two its compiled code (V8 keeps a script's compiled code from its second run on, and uses it from the third).
    for (let visit = 0; visit < EARLIER_VISITS; visit++) await viewList(page, server.url, itemsPerPage);
    const measured: PageView[] = [];
    for (let view = 0; view < views; view++) measured.push(await viewList(page, server.url, itemsPerPage));
    return result(measured, rows);
  } finally {
    await browser.close();
  }
}

async function logIn(page: Page, server: BenchServer, login: string, password: string): Promise<void> {
  await page.goto(`${server.url}/en/login`);
  await page.locator('#login').fill(login);
  await page.locator('#password').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.locator(`[data-testid="tenant-option"][data-tenant="${server.tenant}"]`).click();
  await page.getByTestId('sidebar').waitFor();
}

/**
 * Set in the page before its scripts run: the frame (`requestAnimationFrame`, ms after navigation start on the
 * page's clock) in which the list first holds `rows` rows, each with a reference label, not under the table's loading
 * spinner (rows drawn while the user's view loads are not the page the user asked for). Measured in the page, not
 * by polling from here, which would wait for the page's next idle moment and add the protocol's round trips. A
 * string, not a function: the page runs it as written.
 */
const rowsShownScript = (rows: number) => `(() => {
  const observer = new MutationObserver(() => {
    const shown = [...document.querySelectorAll('[data-testid="entity-list"] tbody tr.ant-table-row')];
    if (shown.length !== ${rows} || !shown.every((row) => row.textContent.includes(${JSON.stringify(REFERENCE_SEPARATOR)}))) return;
    // Rows under the table's spinner (antd blurs its container while loading) are not shown yet.
    if (document.querySelector('[data-testid="entity-list"]').closest('.ant-spin-blur')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.${SHOWN_AT} = performance.now(); });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class'] });
})();`;
const SHOWN_AT = '__listRowsShownAt';

async function viewList(page: Page, url: string, rows: number): Promise<PageView> {
  const open = new Set<Request>();
  const onRequest = (request: Request) => void (request.url().includes('/api/') && open.add(request));
  const onDone = (request: Request) => void open.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  await page.goto(url + LIST_PATH);
  await page.waitForFunction((name) => typeof (window as unknown as Record<string, unknown>)[name] === 'number', SHOWN_AT, { timeout: 60_000 });
  // The answered requests from the page's resource timing (its clock, when it sent and read them).
  const { shownAt, answered } = await page.evaluate(
    ([name, prefix]) => ({
      shownAt: (window as unknown as Record<string, number>)[name],
      answered: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(prefix))
        .map((entry) => ({ path: entry.name.slice(prefix.length), start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
    }),
    [SHOWN_AT, `${url}/api/`] as const,
  );
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  // The requests sent before the rows showed; one answered after that, or still open, has no answer time (Infinity).
  const still = [...open].map((request) => ({ path: request.url().slice(`${url}/api/`.length), start: shownAt, end: Infinity }));
  const calls = [...answered, ...still]
    .filter((call) => call.start <= shownAt)
    .map((call) => ({ path: `/api/${call.path}`, start: Math.round(call.start), end: call.end > shownAt ? Infinity : Math.round(call.end) }))
    .sort((a, b) => a.start - b.start);
  return { rows, ms: Math.round(shownAt), calls, depth: waterfallDepth(calls) };
}

/** The longest chain of requests each sent only after the one before it had answered (`calls` in the order sent). */
export function waterfallDepth(calls: ApiCall[]): number {
  const depths: number[] = [];
  calls.forEach((call, index) => {
    depths[index] = 1 + Math.max(0, ...calls.slice(0, index).map((earlier, at) => (earlier.end <= call.start ? depths[at] : 0)));
  });
  return Math.max(0, ...depths);
}

function result(views: PageView[], rows: number): ScenarioResult {
  const typical = [...views].sort((a, b) => a.ms - b.ms)[Math.floor(views.length / 2)];
  const ms = median(views.map((view) => view.ms));
  return {
    title: `F: a list page in Chromium (${rows.toLocaleString('en')} inbounds)`,
    facts: [
      `Debian's Chromium (headless, playwright-core) logged in as the scenario E user in its tenant, a stored default list config of ${COLUMNS.length} columns (four references); a view is a navigation to ${LIST_PATH} with the page's code and its compiled code in the browser's caches, ${views.length} views after ${EARLIER_VISITS} that fill them`,
      `time to rows: from navigation until the ${views[0].rows} rows of the user's page size show, each with a reference label ("key${REFERENCE_SEPARATOR}label") and no loading spinner over them; target ≤ ${TARGET_MS.toLocaleString('en')} ms, median ${ms} ms: ${ms <= TARGET_MS ? 'met' : 'missed'}`,
      `API requests sent before the rows showed, per view: ${distinct(views.map((view) => view.calls.length))}; waterfall depth (the longest chain of them each sent after the one before had answered; a chain can also come from the browser's rendering between them): ${distinct(views.map((view) => view.depth))}`,
    ],
    lines: [
      'The median view, ms after navigation:',
      '',
      '| request | sent | answered |',
      '|---|---:|---:|',
      ...typical.calls.map((call) => `| \`GET ${call.path}\` | ${call.start} | ${Number.isFinite(call.end) ? call.end : 'later'} |`),
    ],
    measures: [{ name: `list page view: navigation → ${views[0].rows} rows with labels`, samples: views.map((view) => view.ms) }],
    // A view whose rows or labels never show fails the scenario (waitForFunction's timeout).
    checks: [],
  };
}

const distinct = (values: number[]) => [...new Set(values)].sort((a, b) => a - b).join(', ');
