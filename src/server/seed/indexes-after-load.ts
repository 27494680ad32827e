import type { Registry } from '../../shared/registry';
import type { Db, Queryable } from '../db/db';
import { createIndexSql, isTrigramIndex, wantedIndexes, type WantedIndex } from '../resources/indexes';
import { tableName } from '../resources/sql-names';

/** A smaller load keeps the indexes: maintaining them costs less than building them again over the table. */
const MIN_LOAD_ROWS = 50_000;
/** Memory a B-tree build sorts in (PostgreSQL's default is 64 MB): a million rows' keys are sorted without spilling to disk. */
const BTREE_MEMORY = '512MB';
/**
 * Memory a trigram index build collects its entries in before writing them out: a million movements hold some 150
 * million trigrams, and each time the memory is full the entries so far are merged into the index (the build of the
 * inbounds' index alone at a million rows on PostgreSQL: 70 s with 512 MB, 58 s with 2 GB). PGlite keeps the B-trees'
 * amount: its whole database lives in one 32-bit WebAssembly memory.
 */
const trigramMemory = (db: Db) => (db.concurrent ? '2GB' : BTREE_MEMORY);
/** The first key of the advisory lock each statement on an index holds (the second is the index name's hash); any constant. */
const INDEX_LOCK = 724_913;

export interface Load {
  resource: string;
  /** Rows the load writes into the resource's table. */
  rows: number;
}

/** Says that the load has written all of a resource's rows. */
export type Loaded = (resource: string) => void;

/** The tables a load at least doubles (and by at least `minRows`). */
async function doubledTables(db: Db, loads: Load[], minRows: number): Promise<string[]> {
  const resources: string[] = [];
  for (const { resource, rows } of loads) {
    if (rows < minRows) continue;
    const { rows: present } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tableName(resource)}`);
    if (present[0].n <= rows) resources.push(resource);
  }
  return resources;
}

/**
 * Seeds of two tenants may drop and build the same index at once: each statement on an index waits for the other's
 * to commit, so a build finds the index there and leaves it.
 */
const lockIndex = (tx: Queryable, name: string) => tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [INDEX_LOCK, name]);

/** Index builds at once: PostgreSQL builds each in a backend of its own, so two keep the two cores of a small server busy. */
const BUILDERS = 2;

/** Work that waits for a builder: the lower its rank, the sooner it starts. */
interface Job {
  rank: number;
  run: () => Promise<void>;
}

/**
 * Runs jobs beside the load, at most BUILDERS at once (one on PGlite, whose single connection runs one statement at a
 * time), the lowest rank first: a trigram build, the longest job, starts before the B-trees of a table loaded earlier,
 * so the two longest builds run side by side rather than one after the other at the end. The first failure is thrown
 * by `done`, not reported as unhandled while the load goes on; the jobs queued by then still run.
 */
class Builders {
  private readonly queue: Job[] = [];
  /** The jobs running, each answering once it has ended, failed or not. */
  private readonly running = new Set<Promise<void>>();
  private failure: unknown;

  constructor(private readonly width: number) {}

  add(rank: number, run: () => Promise<void>): void {
    const at = this.queue.findIndex((job) => job.rank > rank);
    this.queue.splice(at < 0 ? this.queue.length : at, 0, { rank, run });
    this.next();
  }

  private next(): void {
    while (this.running.size < this.width && this.queue.length) {
      const ended: Promise<void> = this.queue
        .shift()!
        .run()
        .catch((error: unknown) => {
          this.failure ??= error;
        })
        .finally(() => {
          this.running.delete(ended);
          this.next();
        });
      this.running.add(ended);
    }
  }

  /** Waits for every job, also those queued meanwhile: a job waits in the queue only while `width` others run. */
  async done(): Promise<void> {
    while (this.running.size) await Promise.all(this.running);
    if (this.failure !== undefined) throw this.failure;
  }
}

/** Ranks of the jobs: the longest first. */
const TRIGRAM_BUILD = 0;
const BTREE_BUILD = 1;
const SETTLE = 2;

export interface LoadOptions {
  /** A load of fewer rows into a table keeps its indexes. Default: MIN_LOAD_ROWS. */
  minRows?: number;
  /** Work on a table once its rows are written and its indexes built (its statistics, its counts), run by the builders too. */
  settle?: (resource: string) => Promise<void>;
}

/**
 * Runs `load` with the registry's list and search indexes (indexes.ts) of each table it at least doubles dropped, and
 * builds them once that table's rows are written (`loaded`), while the load goes on with the next table; also when the
 * load fails. A load of fewer than `minRows` rows into a table keeps its indexes. Each written row would otherwise
 * update some twenty indexes, the trigram index the dearest; sorting the finished table once per index is several
 * times cheaper. The builds run on two connections, the trigram indexes first (Builders). `settle` runs for each
 * loaded table after its builds, beside the other tables' builds. The primary key stays, so a taken key is still
 * found. Meanwhile lists of that table read it without their indexes; if the process dies, the next start of the
 * server builds what is missing (ddl.ts).
 */
export async function loadWithIndexesAfter(
  db: Db,
  registry: Registry,
  loads: Load[],
  load: (loaded: Loaded) => Promise<void>,
  { minRows = MIN_LOAD_ROWS, settle }: LoadOptions = {},
): Promise<void> {
  const deferred = new Map((await doubledTables(db, loads, minRows)).map((resource) => [resource, wantedIndexes(registry.get(resource)!)]));
  for (const index of [...deferred.values()].flat()) {
    await db.transaction(async (tx) => {
      await lockIndex(tx, index.name);
      await tx.query(`DROP INDEX IF EXISTS "${index.name}"`);
    });
  }
  const builders = new Builders(db.concurrent ? BUILDERS : 1);
  const build = (table: string, index: WantedIndex, memory: string) =>
    db.transaction(async (tx) => {
      await lockIndex(tx, index.name);
      await tx.query(`SET LOCAL maintenance_work_mem = '${memory}'`);
      await tx.query(createIndexSql(table, index));
    });
  /** Queues the builds of the resource's dropped indexes; `then` runs once all of them are built. */
  const buildIndexes = (resource: string, then = () => {}) => {
    const indexes = deferred.get(resource) ?? [];
    deferred.delete(resource);
    const table = tableName(resource);
    let left = indexes.length;
    for (const index of indexes) {
      const trigram = isTrigramIndex(index);
      builders.add(trigram ? TRIGRAM_BUILD : BTREE_BUILD, async () => {
        await build(table, index, trigram ? trigramMemory(db) : BTREE_MEMORY);
        if (--left === 0) then();
      });
    }
    if (left === 0) then();
  };
  const loaded: Loaded = (resource) =>
    buildIndexes(resource, () => {
      if (settle) builders.add(SETTLE, () => settle(resource));
    });
  try {
    await load(loaded);
  } finally {
    // A table the load did not finish gets its indexes back, but is not settled.
    for (const resource of [...deferred.keys()]) buildIndexes(resource);
    await builders.done();
  }
}
