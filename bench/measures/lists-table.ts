import { flatSums } from '../../src/shared/sums';
import { COUNT_CAP } from '../../src/shared/list-count';
import { percentile } from '../stats';
import type { Check, ScenarioResult } from './measure';
import type { LoadResult } from '../closed-loop';
import { LIST_CLIENTS, LIST_PAGE_SIZE, type ShapeResult } from './lists';

/** The list targets per shape (bench/README.md, scenario E); the naive ratio is a target on PostgreSQL only. */
export interface ListsTarget {
  perSecond: number;
  p99Ms: number;
  naiveRatio?: number;
}

export interface ListsEngineResult {
  engine: string;
  rows: number;
  target: ListsTarget;
  /** Which naive reference ran (engine-specific connection). */
  naive: string;
  /** One record by key in the same closed loop: the API's cost without a list's SQL. */
  floor: LoadResult;
  shapes: ShapeResult[];
}

const whole = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString('en', { maximumFractionDigits: value < 10 ? 1 : 0 }));
const p = (samples: number[], at: number) => (samples.length ? percentile(samples, at) : undefined);

function verdict(shape: ShapeResult, target: ListsTarget): string {
  const misses: string[] = [];
  const p99 = p(shape.api.latencies, 99) ?? Infinity;
  const ratio = shape.api.perSecond / shape.naive.perSecond;
  if (shape.api.perSecond < target.perSecond) misses.push(`${shape.api.perSecond.toFixed(1)} < ${target.perSecond} req/s`);
  if (p99 > target.p99Ms) misses.push(`p99 ${ms(p99)} > ${target.p99Ms} ms`);
  if (target.naiveRatio && !(ratio >= target.naiveRatio)) misses.push(`${ratio.toFixed(1)}× < ${target.naiveRatio}× naive`);
  return misses.length ? `**missed**: ${misses.join('; ')}` : 'met';
}

const targetText = (engine: string, target: ListsTarget) =>
  `${engine}: ≥ ${target.perSecond} req/s and p99 ≤ ${target.p99Ms} ms per shape${target.naiveRatio ? `, ≥ ${target.naiveRatio}× the naive req/s` : ''}`;

function rowLine(engine: string, index: number, shape: ShapeResult, target: ListsTarget): string {
  const { api, firstTime, naive } = shape;
  return `| ${[
    engine,
    String(index + 1),
    `${shape.shape.name}: \`${shape.shape.query}\``,
    whole(shape.apiTotal),
    whole(shape.exactCount),
    whole(api.perSecond),
    ms(p(api.latencies, 50)),
    ms(p(api.latencies, 99)),
    `${api.latencies.length} / ${api.failures.length}`,
    whole(firstTime.perSecond),
    ms(p(firstTime.latencies, 50)),
    ms(p(firstTime.latencies, 99)),
    whole(naive.perSecond),
    ms(p(naive.latencies, 50)),
    ms(p(naive.latencies, 99)),
    `${(api.perSecond / naive.perSecond).toFixed(1)}×`,
    verdict(shape, target),
    `${ms(shape.alone.pageMs)} / ${ms(shape.alone.countMs)} / ${ms(shape.alone.otherMs)} (${shape.alone.otherStatements})`,
  ].join(' | ')} |`;
}

/** Per shape: the total (rows inserted unfiltered; the exact count, or COUNT_CAP + 1 above it, filtered), the page, no failure. */
function shapeChecks(result: ListsEngineResult): Check[] {
  let unfilteredShown = false;
  const floor: Check = { name: `${result.engine} floor: failed requests`, server: result.floor.failures.length, expected: 0, repeated: true };
  return [
    floor,
    ...result.shapes.flatMap((shape, index) => {
      const label = `${result.engine} #${index + 1}`;
      const capped = shape.exactCount > COUNT_CAP;
      const total: Check = shape.filtered
        ? {
            name: `${label}: x-total-count = ${capped ? `${whole(COUNT_CAP + 1)} (exact count ${whole(shape.exactCount)} above the cap)` : 'the exact count'}`,
            server: shape.apiTotal,
            expected: Math.min(shape.exactCount, COUNT_CAP + 1),
          }
        : { name: `${label}: x-total-count of the unfiltered list = rows inserted`, server: shape.apiTotal, expected: result.rows, repeated: unfilteredShown };
      unfilteredShown ||= !shape.filtered;
      return [
        total,
        { name: `${label}: page keys equal to the naive page's, in order`, server: shape.samePositions, expected: shape.naivePageRows, repeated: true },
        ...Object.entries(shape.sums?.exact ?? {}).map(([key, exact]): Check => ({
          name: `${label}: ${key} total = the exact SQL sum`,
          server: flatSums(shape.sums!.api)[key],
          expected: Number(exact),
          repeated: true,
        })),
        {
          name: `${label}: failed requests (API, first requests and naive)`,
          server: shape.api.failures.length + shape.firstTime.failures.length + shape.naive.failures.length,
          expected: 0,
          repeated: true,
        },
      ];
    }),
  ];
}

const floorLine = (result: ListsEngineResult) =>
  `- ${result.engine} floor, one record by key (GET /inbounds/{key}, ${LIST_CLIENTS} clients): ${whole(result.floor.perSecond)} req/s, p50 ${ms(p(result.floor.latencies, 50))} ms, p99 ${ms(p(result.floor.latencies, 99))} ms, ${result.floor.failures.length} failed`;

function failureLines(result: ListsEngineResult): string[] {
  return result.shapes.flatMap((shape, index) =>
    [
      ...shape.api.failures.map((f) => `API: ${f}`),
      ...shape.firstTime.failures.map((f) => `API, first request: ${f}`),
      ...shape.naive.failures.map((f) => `naive: ${f}`),
    ]
      .slice(0, 5)
      .map((failure) => `- ${result.engine} #${index + 1} failed after ${failure}`),
  );
}

/** Scenario E as results: one table over both engines, the targets beside each shape, the figure checks. */
export function listsScenario(results: ListsEngineResult[], timing: { warmupMs: number; durationMs: number }): ScenarioResult {
  const failures = results.flatMap(failureLines);
  const floorFailures = results.flatMap((r) => r.floor.failures.slice(0, 5).map((failure) => `- ${r.engine} floor failed after ${failure}`));
  return {
    title: `E: lists over ${results.map((r) => `${r.rows.toLocaleString('en')} inbounds (${r.engine})`).join(' and ')}`,
    facts: [
      'a tenant of its own (`BENCH_LISTS`, created by SQL with every visibility key, the login user a member): the inbounds over 2024–2025 referring to 500 partners, 20 sites and 20 products, generated deterministically (bench/generators/lists-data.ts), inserted by `insertRows` in slices of 100,000, then VACUUM ANALYZE (as autovacuum leaves a table at rest); PGlite: an embedded database of its own in a temporary directory',
      `per shape, ${LIST_CLIENTS} clients in a closed loop through the API (GET /inbounds, pages of ${LIST_PAGE_SIZE}) for ${timing.durationMs / 1000} s after ${timing.warmupMs / 1000} s of warm-up; req/s: answered requests started in that window over the time until the last ended; p50/p99: nearest rank of their wall times. The clients run in the bench process beside the API (one event loop)`,
      "API: the same request repeated, so after the first its page keys and total come from the node's list cache (src/server/resources/list-cache.ts; valid while the tenant's write stamp is unchanged); first request: the same loop with the cache emptied before every request, what a list costs the first time (a new filter, a new page, after a write)",
      `naive SQL: the server's own page query (\`listRows\`: recordSource + buildListQuery + orderBy) and an exact \`SELECT count(*) FROM source WHERE …\` of the same WHERE, sent together like the server's two, from ${LIST_CLIENTS} clients; ${results.map((r) => `${r.engine}: ${r.naive}`).join('; ')}`,
      'with sums: the page and then the totals of its filter (GET /inbounds.sums, the x-sum quantities over every matching row, src/server/resources/list-sums.ts), one after the other as the list asks for them, timed as one request; repeated, the totals come from the list cache like the total; the naive reference adds the same sums query to its two. Its SQL column counts the sums with the count',
      "floor: one record by key (GET /inbounds/{key}) in the same closed loop, what any request of the user costs (authentication, tenant and visibility checks, HTTP in this process) without a list's SQL",
      "last column: the SQL time of one first API request (list cache emptied) sent alone (median of 5), timed at the database handle: the page query, the count (maintained or capped), and the rest (session, tenant and visibility checks). The page and the count are sent together: on PGlite's one connection the count waits for the page, so its time includes the page's",
      `totals: the API answers an unfiltered list's total from the maintained counts and counts a filtered one up to ${COUNT_CAP.toLocaleString('en')}, answering ${(COUNT_CAP + 1).toLocaleString('en')} above (src/shared/list-count.ts); the table shows it beside the exact count`,
      `targets: ${results.map((r) => targetText(r.engine, r.target)).join('; ')}`,
    ],
    lines: [
      ...results.map(floorLine),
      '',
      '| engine | # | GET /inbounds?… | x-total-count | exact count | API req/s | API p50 ms | API p99 ms | answered / failed | first request req/s | first p50 ms | first p99 ms | naive req/s | naive p50 ms | naive p99 ms | API / naive | target | one request alone, SQL ms: page / count / other (statements) |',
      '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|',
      ...results.flatMap((result) => result.shapes.map((shape, index) => rowLine(result.engine, index, shape, result.target))),
      ...(failures.length + floorFailures.length ? ['', ...floorFailures, ...failures] : []),
    ],
    measures: [],
    checks: results.flatMap(shapeChecks),
  };
}
