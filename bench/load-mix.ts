import { Random } from '../src/server/seed/prng';
import type { ApiClient } from './api-client';
import { padded } from './generators/scenario';
import { LIST_PAGE_SIZE, listShapes } from './measures/lists';

/** What the simulated users of the load scenario work on (prepared by the bench before the run). */
export interface LoadData {
  /** Inbounds of the tenant: BENCH-L-IN-000001 … */
  rows: number;
  /** Keys of the mass balances read. */
  balances: string[];
  /** Open inbounds each user saves, one list per user (no two users save the same record). */
  saveKeys: string[][];
  /** The report read (a path under /api/v1). */
  report: string;
  /** The inbound columns lists sort through an index (scenario E's sort shape takes them in turn). */
  sortable: string[];
}

/** One kind of request: its name in the results, whether it writes, its share of the mix, and how to send it. */
export interface LoadKind {
  name: string;
  write: boolean;
  weight: number;
  send: (api: ApiClient, random: Random, user: number) => Promise<unknown>;
}

/** A list page among the first ten of a query that starts at 0. */
function somePage(query: string, random: Random): string {
  const start = random.int(0, 9) * LIST_PAGE_SIZE;
  return query.replace(`_start=0&_end=${LIST_PAGE_SIZE}`, `_start=${start}&_end=${start + LIST_PAGE_SIZE}`);
}

/**
 * The mix of the load scenario, think time 0: lists half the requests (scenario E's inbound shapes, each with
 * one of its first ten pages or values, outbounds and partners), a record read a quarter, a save (PATCH of one of
 * the user's own open inbounds) a tenth, a mass balance a tenth, a report the rest.
 */
export function loadKinds(data: LoadData): LoadKind[] {
  const pageShapes = listShapes(data.rows, data.sortable).filter((shape) => !shape.sums);
  const list = (name: string, weight: number, path: (random: Random) => string): LoadKind => ({
    name,
    write: false,
    weight,
    send: (api, random) => api.list(path(random)),
  });
  return [
    // The mix keeps scenario E's page shapes; the sums shape adds a second request, which E measures.
    ...pageShapes.map((shape) => list(`list inbounds: ${shape.name}`, 35 / pageShapes.length, (random) => `/inbounds?${shape.query(random.int(0, 9))}`)),
    list('list outbounds', 7, (random) => `/outbounds?${somePage(`_start=0&_end=${LIST_PAGE_SIZE}`, random)}`),
    list('list partners by name', 8, (random) => `/partners?_sort=name&_order=asc&${somePage(`_start=0&_end=${LIST_PAGE_SIZE}`, random)}`),
    {
      name: 'read an inbound',
      write: false,
      weight: 25,
      send: (api, random) => api.call('GET', `/inbounds/BENCH-L-IN-${padded(random.int(0, data.rows - 1))}`),
    },
    {
      name: 'save an inbound (PATCH)',
      write: true,
      weight: 10,
      send: (api, random, user) => {
        const key = random.pick(data.saveKeys[user % data.saveKeys.length]);
        return api.call('PATCH', `/inbounds/${encodeURIComponent(key)}`, { comment: `load ${random.digits(6)}` });
      },
    },
    {
      name: 'read a mass balance',
      write: false,
      weight: 10,
      send: (api, random) => api.call('GET', `/mass-balances/${encodeURIComponent(random.pick(data.balances))}`),
    },
    { name: 'report: material balance', write: false, weight: 5, send: (api) => api.call('GET', data.report) },
  ];
}

/** Picks the next kind by weight. */
export function pickKind(kinds: LoadKind[], random: Random): LoadKind {
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  let point = random.float(0, total);
  for (const kind of kinds) {
    point -= kind.weight;
    if (point < 0) return kind;
  }
  return kinds[kinds.length - 1];
}
