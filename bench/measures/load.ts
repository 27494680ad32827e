import { loadRegistry } from '../../src/server/registry-loader';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Queryable } from '../../src/server/db/db';
import { hashPassword } from '../../src/server/security/password-hash';
import { insertUser } from '../../src/server/users/user-repository';
import { Random } from '../../src/server/seed/prng';
import { MAX_PAGE_SIZE } from '../../src/shared/paging';
import { ApiClient } from '../api-client';
import type { BenchServer } from '../bench-server';
import type { LoadResult, LoadTiming } from '../closed-loop';
import { LISTS_SCOPE } from '../generators/lists-data';
import type { LoadMessage, LoadOrder } from '../load-client';
import { loadKinds, type LoadData } from '../load-mix';
import { listSortable } from './lists';

/** The simulated users' password (one hash for all of them: hashing is slow on purpose). */
const PASSWORD = 'Bench-load-2025!';
const loginOf = (index: number) => `load.user${String(index + 1).padStart(4, '0')}@bench.example`;
/**
 * The mass balances read: one chain (a site and a product of scenario E's tenant), a balance a month over the
 * two years of its data (a chain leaves no month with movements out, so it starts with the data).
 */
const BALANCE_YEARS = [2024, 2025];
const SAMPLE_MS = 100;
const MB = 2 ** 20;

export interface LoadTarget {
  readP99Ms: number;
  writeP99Ms?: number;
  rssGrowthMb?: number;
}

export interface KindStatements {
  kind: string;
  /** Statements of one request of the kind sent alone, and its SQL time (ms). */
  count: number;
  sqlMs: number;
}

export interface LoadEngineResult {
  engine: string;
  rows: number;
  users: number;
  timing: LoadTiming;
  target: LoadTarget;
  /** How long the users took to log in, all at once. */
  loginMs: number;
  result: LoadResult;
  writeKinds: string[];
  /** The server's event-loop delay over the window (ms). */
  eventLoop: { p50: number; p99: number; max: number };
  /** Statements waiting for a pooled connection, sampled every SAMPLE_MS (PostgreSQL). */
  pool?: { size: number; meanWaiting: number; maxWaiting: number };
  /** Resident memory of the bench process (API, and with PGlite the database) at the window's start, its end, and the largest sample (MB). */
  rss: { start: number; end: number; max: number };
  statements: KindStatements[];
}

/**
 * `count` users of the tenant, each with a login of their own (login throttling counts per login and
 * address, so each logs in once without nearing a limit): created through the user repository, members of
 * `tenant` as the lists tenant's user is.
 */
async function createLoadUsers(db: Queryable, tenant: string, count: number): Promise<string[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const logins = Array.from({ length: count }, (_, index) => loginOf(index));
  for (const login of logins) await insertUser(db, { login, firstname: 'Load', lastname: login, passwordHash });
  await db.query('INSERT INTO user_tenants (tenant, user_id) SELECT $1, id FROM users WHERE login = ANY($2::text[]) ON CONFLICT DO NOTHING', [tenant, logins]);
  return logins;
}

/** The balances read (created through the API) and each user's open inbounds to save. */
async function prepareWork(api: ApiClient, rows: number, users: number): Promise<LoadData> {
  const site = 'BENCH-L-S01';
  const product = 'BENCH-L-PR01';
  const balances: string[] = [];
  for (const year of BALANCE_YEARS) {
    for (let month = 1; month <= 12; month++) {
      const from = `${year}-${String(month).padStart(2, '0')}-01`;
      const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
      const balance = await api.call<{ identifierValue: string }>('POST', '/mass-balances', { site, product, unit: 'Kg', dateFrom: from, dateTo: to });
      balances.push(balance.identifierValue);
    }
  }
  const open = await api.list<{ id: string }>(
    `/inbounds?movementStatus=open&product=${LISTS_SCOPE.productKey(6)}&_sort=number&_order=asc&_start=0&_end=${MAX_PAGE_SIZE}`,
  );
  const keys = open.rows.map((row) => row.id);
  const saveKeys = Array.from({ length: users }, (_, user) => keys.filter((_, index) => index % users === user));
  if (saveKeys.some((own) => own.length === 0)) throw new Error(`${keys.length} open inbounds are too few for ${users} users`);
  const inbounds = (await loadRegistry(DEFAULT_SCHEMAS_DIR)).get('inbounds')!;
  return {
    rows,
    balances,
    saveKeys,
    report: '/reports/product-material-balance-report?compliancePeriod=2025&_start=0&_end=50',
    sortable: listSortable(inbounds),
  };
}

/** One request of each kind sent alone as the first user, its statements counted at the database handle. */
async function statementsPerKind(server: BenchServer, api: ApiClient, data: LoadData): Promise<KindStatements[]> {
  const random = new Random('bench-load-alone');
  const counted: KindStatements[] = [];
  for (const kind of loadKinds(data)) {
    const { statements } = await server.db.record(() => kind.send(api, random, 0));
    counted.push({ kind: kind.name, count: statements.length, sqlMs: statements.reduce((sum, statement) => sum + statement.ms, 0) });
  }
  return counted;
}

/** Starts the load process (bench/load-client.ts, under tsx) and answers its result; `onWindow` runs when the measured window starts. */
function runLoadProcess(order: LoadOrder, onWindow: () => void): Promise<{ result: LoadResult; loginMs: number }> {
  const child = fork(fileURLToPath(new URL('../load-client.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    let loginMs = 0;
    child.on('message', (message: LoadMessage) => {
      if (message.type === 'loggedIn') {
        loginMs = message.ms;
        setTimeout(onWindow, order.timing.warmupMs);
      } else if (message.type === 'result') resolve({ result: message.result, loginMs });
      else reject(new Error(`load process: ${message.message}`));
    });
    child.on('error', reject);
    child.on('exit', (code) => code !== 0 && reject(new Error(`load process ended with ${code}`)));
    child.send(order);
  });
}

/**
 * The load scenario on one engine, in scenario E's tenant (already filled): `users` users created and logged
 * in, the mix of load-mix.ts for the timing's window from a process of their own, the server's event-loop
 * delay, pool and memory sampled meanwhile in this process (where the API runs).
 */
export async function benchLoad(
  server: BenchServer,
  engine: string,
  rows: number,
  users: number,
  timing: LoadTiming,
  target: LoadTarget,
): Promise<LoadEngineResult> {
  const logins = await createLoadUsers(server.db, server.tenant, users);
  const first = new ApiClient(server.url, server.tenant);
  await first.logIn(logins[0], PASSWORD);
  const data = await prepareWork(first, rows, users);
  const statements = await statementsPerKind(server, first, data);

  const delay = monitorEventLoopDelay({ resolution: 10 });
  const rss = { start: 0, end: 0, max: 0 };
  const pool = { samples: 0, waiting: 0, max: 0, size: 0 };
  const sample = () => {
    rss.max = Math.max(rss.max, process.memoryUsage().rss);
    const state = server.db.poolState();
    if (!state) return;
    pool.samples += 1;
    pool.waiting += state.waiting;
    pool.max = Math.max(pool.max, state.waiting);
    pool.size = state.size;
  };
  let sampler: NodeJS.Timeout | undefined;
  const order: LoadOrder = { baseUrl: server.url, tenant: server.tenant, logins, password: PASSWORD, data, timing };
  const { result, loginMs } = await runLoadProcess(order, () => {
    rss.start = process.memoryUsage().rss;
    delay.enable();
    sampler = setInterval(sample, SAMPLE_MS);
  }).finally(() => {
    delay.disable();
    clearInterval(sampler);
  });
  rss.end = process.memoryUsage().rss;
  const ms = (nanoseconds: number) => nanoseconds / 1e6;
  return {
    engine,
    rows,
    users,
    timing,
    target,
    loginMs,
    result,
    writeKinds: loadKinds(data)
      .filter((kind) => kind.write)
      .map((kind) => kind.name),
    eventLoop: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    pool: pool.samples ? { size: pool.size, meanWaiting: pool.waiting / pool.samples, maxWaiting: pool.max } : undefined,
    rss: { start: rss.start / MB, end: rss.end / MB, max: Math.max(rss.max, rss.end) / MB },
    statements,
  };
}
