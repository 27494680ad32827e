import { percentile } from '../stats';
import type { Check, ScenarioResult } from './measure';
import type { LoadEngineResult, LoadTarget } from './load';

const whole = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString('en', { maximumFractionDigits: value < 10 ? 1 : 0 }));
const p = (samples: number[], at: number) => (samples.length ? percentile(samples, at) : undefined);

/** Latencies of the read kinds and of the write kinds. */
function split(result: LoadEngineResult): { read: number[]; write: number[] } {
  const entries = Object.entries(result.result.byKind);
  const of = (write: boolean) => entries.filter(([kind]) => result.writeKinds.includes(kind) === write).flatMap(([, samples]) => samples);
  return { read: of(false), write: of(true) };
}

const growth = (result: LoadEngineResult) => result.rss.end - result.rss.start;

function verdict(result: LoadEngineResult): string {
  const { target } = result;
  const { read, write } = split(result);
  const misses: string[] = [];
  const failed = result.result.failures.length;
  if (failed > 0) misses.push(`${whole(failed)} errors`);
  const readP99 = p(read, 99) ?? Infinity;
  if (readP99 > target.readP99Ms) misses.push(`read p99 ${ms(readP99)} > ${target.readP99Ms} ms`);
  const writeP99 = p(write, 99) ?? Infinity;
  if (target.writeP99Ms !== undefined && writeP99 > target.writeP99Ms) misses.push(`write p99 ${ms(writeP99)} > ${target.writeP99Ms} ms`);
  if (target.rssGrowthMb !== undefined && growth(result) > target.rssGrowthMb) misses.push(`RSS growth ${whole(growth(result))} > ${target.rssGrowthMb} MB`);
  return misses.length ? `**missed**: ${misses.join('; ')}` : 'met';
}

const targetText = (engine: string, target: LoadTarget) =>
  [
    `${engine}: 0 errors`,
    `read p99 ≤ ${target.readP99Ms} ms`,
    ...(target.writeP99Ms === undefined ? [] : [`write p99 ≤ ${target.writeP99Ms} ms`]),
    ...(target.rssGrowthMb === undefined ? [] : [`RSS growth ≤ ${target.rssGrowthMb} MB`]),
  ].join(', ');

const statusText = (result: LoadEngineResult) =>
  Object.entries(result.result.failedByStatus)
    .map(([status, count]) => `${whole(count)} × ${status}`)
    .join(', ') || '0';

function engineLine(result: LoadEngineResult): string {
  const { read, write } = split(result);
  const { eventLoop, pool, rss } = result;
  return `| ${[
    result.engine,
    whole(result.rows),
    String(result.users),
    whole(result.result.perSecond),
    whole(result.result.latencies.length),
    statusText(result),
    `${ms(p(read, 50))} / ${ms(p(read, 99))}`,
    `${ms(p(write, 50))} / ${ms(p(write, 99))}`,
    `${ms(eventLoop.p50)} / ${ms(eventLoop.p99)} / ${ms(eventLoop.max)}`,
    pool ? `${pool.meanWaiting.toFixed(1)} / ${pool.maxWaiting} (pool of ${pool.size})` : '–',
    `${whole(rss.start)} → ${whole(rss.end)} (${growth(result) >= 0 ? '+' : ''}${whole(growth(result))}; max ${whole(rss.max)})`,
    verdict(result),
  ].join(' | ')} |`;
}

function kindLines(result: LoadEngineResult): string[] {
  const total = result.result.latencies.length;
  return result.statements.map(({ kind, count, sqlMs }) => {
    const samples = result.result.byKind[kind] ?? [];
    const share = total ? `${((100 * samples.length) / total).toFixed(0)} %` : '–';
    return `| ${result.engine} | ${kind} | ${whole(samples.length)} (${share}) | ${ms(p(samples, 50))} | ${ms(p(samples, 99))} | ${count} | ${ms(sqlMs)} |`;
  });
}

const failureLines = (result: LoadEngineResult) => result.result.failures.slice(0, 5).map((failure) => `- ${result.engine}: a request failed after ${failure}`);

/** The load scenario as results: one line per engine with its targets, one per request kind, the error checks. */
export function loadScenario(results: LoadEngineResult[]): ScenarioResult {
  const checks: Check[] = results.map((result) => ({ name: `${result.engine}: failed requests`, server: result.result.failures.length, expected: 0 }));
  const [first] = results;
  return {
    title: `G: many users at once, ${results.map((r) => `${r.users} users over ${r.rows.toLocaleString('en')} inbounds (${r.engine})`).join(' and ')}`,
    facts: [
      "scenario E's tenant (`BENCH_LISTS`, its inbounds, partners, sites and products; no outbounds), with 24 mass balances of one site and product (2024–2025, a month each, created through the API: a chain leaves no month with movements out) and one user per simulated user (`load.userNNNN@bench.example`, a member of the tenant; a login each, so login throttling, which counts per login and address, never nears its limits)",
      `each user logs in once (all at once; ${results.map((r) => `${r.engine}: ${whole(r.loginMs)} ms until the last was in`).join('; ')}), then sends requests in a closed loop with think time 0 for ${first.timing.durationMs / 1000} s after ${first.timing.warmupMs / 1000} s of warm-up: half lists (scenario E's seven inbound shapes, each on one of its first ten pages, the deep page at its place; outbounds; partners by name), a quarter record reads (GET /inbounds/{key}, any of the rows), a tenth saves (PATCH /inbounds/{key} of a comment, each user its own open inbounds), a tenth mass balances (GET /mass-balances/{id}), the rest a report (GET /reports/product-material-balance-report for 2025)`,
      'the users run in a process of their own (bench/load-client.ts), so their HTTP work does not share the event loop of the API, which runs in the bench process; req/s: answered requests started in the window over the time until the last ended; p50/p99: nearest rank of their wall times; a save is a write, everything else a read',
      'event-loop delay: `perf_hooks.monitorEventLoopDelay` in the API process over the window (ms: p50 / p99 / max); pool: statements waiting for one of the pooled PostgreSQL connections, sampled every 100 ms (mean / max); RSS: the resident memory of the API process (with PGlite the database too) at the window start → its end',
      "statements per request: one request of each kind sent alone before the run, counted at the database handle (with its SQL time); a list answered from the node's list cache spends fewer. Under load each save changes the tenant's write stamp, so lists are mostly computed afresh",
      `targets: ${results.map((r) => targetText(r.engine, r.target)).join('; ')}`,
    ],
    lines: [
      '| engine | inbounds | users | req/s | answered | failed (by status) | read p50 / p99 ms | write p50 / p99 ms | event-loop delay p50 / p99 / max ms | pool waiting mean / max | RSS MB start → end | target |',
      '|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---|',
      ...results.map(engineLine),
      '',
      '| engine | request kind | answered (share) | p50 ms | p99 ms | statements alone | SQL ms alone |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...results.flatMap(kindLines),
      ...results.flatMap(failureLines),
    ],
    measures: [],
    checks,
  };
}
