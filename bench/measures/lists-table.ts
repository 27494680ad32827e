import { flatSums } from '../../src/shared/sums';
import { COUNT_CAP } from '../../src/shared/list-count';
import { percentile } from '../stats';
import type { Check, ScenarioResult } from './measure';
import type { LoadResult } from '../closed-loop';
import { LIST_CLIENTS, LIST_PAGE_SIZE, type ShapeKind, type ShapeResult } from './lists';

/** A list target (bench/README.md, scenario E): answered requests a second, where it has one, and the p99. */
export interface ListsTarget {
  perSecond?: number;
  p99Ms: number;
}

export interface ListsEngineResult {
  engine: string;
  rows: number;
  /** The target of each kind of shape; a kind without one (the totals) is measured only. */
  targets: Partial<Record<ShapeKind, ListsTarget>>;
  /** Which naive reference ran (engine-specific connection). */
  naive: string;
  /** One record by key in the same closed loop: the API's cost without a list's SQL. */
  floor: LoadResult;
  shapes: ShapeResult[];
}

const whole = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString('en', { maximumFractionDigits: value < 10 ? 1 : 0 }));
const p = (samples: number[], at: number) => (samples.length ? percentile(samples, at) : undefined);

function verdict(shape: ShapeResult, target: ListsTarget | undefined): string {
  if (!target) return '–';
  const misses: string[] = [];
  const p99 = p(shape.api.latencies, 99) ?? Infinity;
  if (target.perSecond && shape.api.perSecond < target.perSecond) misses.push(`${shape.api.perSecond.toFixed(1)} < ${target.perSecond} req/s`);
  if (p99 > target.p99Ms) misses.push(`p99 ${ms(p99)} > ${target.p99Ms} ms`);
  if (shape.cacheServed) misses.push(`the cache answered ${shape.cacheServed} times`);
  return misses.length ? `**missed**: ${misses.join('; ')}` : 'met';
}

const targetText = (target: ListsTarget) => `${target.perSecond ? `≥ ${target.perSecond} req/s, ` : ''}p99 ≤ ${target.p99Ms} ms`;

const targetsText = (result: ListsEngineResult) =>
  `${result.engine}: ${Object.entries(result.targets)
    .map(([kind, target]) => `${kind} ${targetText(target)}`)
    .join('; ')}`;

function rowLine(result: ListsEngineResult, index: number, shape: ShapeResult): string {
  const { api, repeated, naive } = shape;
  return `| ${[
    result.engine,
    String(index + 1),
    `${shape.shape.name}, e.g. \`${shape.samples[1]?.query ?? ''}\``,
    whole(api.perSecond),
    ms(p(api.latencies, 50)),
    ms(p(api.latencies, 99)),
    `${api.latencies.length} / ${api.failures.length}`,
    whole(shape.cacheServed),
    whole(naive.perSecond),
    ms(p(naive.latencies, 99)),
    `${(api.perSecond / naive.perSecond).toFixed(1)}×`,
    whole(repeated.perSecond),
    ms(p(repeated.latencies, 99)),
    verdict(shape, result.targets[shape.shape.kind]),
    `${ms(shape.alone.pageMs)} / ${ms(shape.alone.countMs)} / ${ms(shape.alone.otherMs)} (${shape.alone.otherStatements})`,
  ].join(' | ')} |`;
}

/** Per checked request: the total (rows inserted unfiltered; the exact count, or COUNT_CAP + 1 above it, filtered), the page; per shape no failure and no cached answer. */
function shapeChecks(result: ListsEngineResult): Check[] {
  const floor: Check = { name: `${result.engine} floor: failed requests`, server: result.floor.failures.length, expected: 0, repeated: true };
  return [
    floor,
    ...result.shapes.flatMap((shape, index) => {
      const label = `${result.engine} #${index + 1}`;
      const sampleChecks = shape.samples.flatMap((sample): Check[] => {
        const capped = sample.exactCount > COUNT_CAP;
        const total: Check = sample.filtered
          ? {
              name: `${label} \`${sample.query}\`: x-total-count = ${capped ? `${whole(COUNT_CAP + 1)} (exact count ${whole(sample.exactCount)} above the cap)` : 'the exact count'}`,
              server: sample.apiTotal,
              expected: Math.min(sample.exactCount, COUNT_CAP + 1),
              repeated: true,
            }
          : { name: `${label}: x-total-count of the unfiltered list = rows inserted`, server: sample.apiTotal, expected: result.rows, repeated: true };
        return [
          total,
          {
            name: `${label} \`${sample.query}\`: page keys equal to the naive page's, in order`,
            server: sample.samePositions,
            expected: sample.naivePageRows,
            repeated: true,
          },
          ...Object.entries(sample.sums?.exact ?? {}).map(([key, exact]): Check => ({
            name: `${label}: ${key} total = the exact SQL sum`,
            server: flatSums(sample.sums!.api)[key],
            expected: Number(exact),
            repeated: true,
          })),
        ];
      });
      return [
        ...sampleChecks,
        { name: `${label}: answers the list cache served to new requests`, server: shape.cacheServed, expected: 0, repeated: true },
        {
          name: `${label}: failed requests (API, repeated and naive)`,
          server: shape.api.failures.length + shape.repeated.failures.length + shape.naive.failures.length,
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
      ...shape.repeated.failures.map((f) => `API, repeated: ${f}`),
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
      `per shape, ${LIST_CLIENTS} clients in a closed loop through the API (GET /inbounds, pages of ${LIST_PAGE_SIZE}) for ${timing.durationMs / 1000} s after ${timing.warmupMs / 1000} s of warm-up, every request the shape's next one: a new page or value (a date window, a filter value, a page, a search term), so the node's list cache (src/server/resources/list-cache.ts) cannot serve it; "cache answers" counts what it served meanwhile (must be 0). req/s: answered requests started in the window over the time until the last ended; p50/p99: nearest rank of their wall times. The clients run in the bench process beside the API (one event loop)`,
      `plain SQL: the server's own page query (\`listRows\`: recordSource + buildListQuery + orderBy) and an exact \`SELECT count(*) FROM source WHERE …\` of the same WHERE, sent together like the server's two, from ${LIST_CLIENTS} clients, over a sequence of new values of its own; ${results.map((r) => `${r.engine}: ${r.naive}`).join('; ')}`,
      "repeated: the shape's first request sent over and over, so after the first its page keys and total come from the list cache (valid while the tenant's write stamp is unchanged)",
      'with sums: the page and then the totals of its filter (GET /inbounds.sums, the x-sum quantities over every matching row, src/server/resources/list-sums.ts), one after the other as the list asks for them, timed as one request; the plain SQL adds the same sums query to its two. Its SQL column counts the sums with the count',
      "floor: one record by key (GET /inbounds/{key}) in the same closed loop, what any request of the user costs (authentication, tenant and visibility checks, HTTP in this process) without a list's SQL",
      "last column: the SQL time of one request sent alone (median of 5 new ones), timed at the database handle: the page query, the count (maintained or capped), and the rest (session, tenant and visibility checks). The page and the count are sent together: on PGlite's one connection the count waits for the page, so its time includes the page's",
      `totals: the API answers an unfiltered list's total from the maintained counts and counts a filtered one up to ${COUNT_CAP.toLocaleString('en')}, answering ${(COUNT_CAP + 1).toLocaleString('en')} above (src/shared/list-count.ts); the checks compare each of a shape's first ten requests with the exact count and the plain page`,
      `targets: ${results.map(targetsText).join('. ')}`,
    ],
    lines: [
      ...results.map(floorLine),
      '',
      '| engine | # | GET /inbounds?… (every request new) | API req/s | API p50 ms | API p99 ms | answered / failed | cache answers | plain SQL req/s | plain SQL p99 ms | API / plain SQL | repeated req/s | repeated p99 ms | target | one request alone, SQL ms: page / count / other (statements) |',
      '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|',
      ...results.flatMap((result) => result.shapes.map((shape, index) => rowLine(result, index, shape))),
      ...(failures.length + floorFailures.length ? ['', ...floorFailures, ...failures] : []),
    ],
    measures: [],
    checks: results.flatMap(shapeChecks),
  };
}
