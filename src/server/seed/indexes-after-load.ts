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

/**
 * Index builds one after the other on a lane of their own; a lane's failure is thrown by `done`, not reported as
 * unhandled while the load goes on.
 */
class BuildLane {
  private last: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly memory: string,
  ) {}

  add(table: string, index: WantedIndex): void {
    this.last = this.last.then(() =>
      this.db.transaction(async (tx) => {
        await lockIndex(tx, index.name);
        await tx.query(`SET LOCAL maintenance_work_mem = '${this.memory}'`);
        await tx.query(createIndexSql(table, index));
      }),
    );
    this.last.catch(() => undefined);
  }

  done(): Promise<void> {
    return this.last;
  }
}

/**
 * Runs `load` with the registry's list and search indexes (indexes.ts) of each table it at least doubles dropped, and
 * builds them once that table's rows are written (`loaded`), while the load goes on with the next table; also when the
 * load fails. A load of fewer than `minRows` rows into a table keeps its indexes. Each written row would otherwise
 * update some twenty indexes, the trigram index the dearest; sorting the finished table once per index is several
 * times cheaper. The trigram indexes are built on one lane and the B-trees on another, so the two cores work on both.
 * The primary key stays, so a taken key is still found. Meanwhile lists of that table read it without their indexes;
 * if the process dies, the next start of the server builds what is missing (ddl.ts).
 */
export async function loadWithIndexesAfter(
  db: Db,
  registry: Registry,
  loads: Load[],
  load: (loaded: Loaded) => Promise<void>,
  minRows = MIN_LOAD_ROWS,
): Promise<void> {
  const deferred = new Map((await doubledTables(db, loads, minRows)).map((resource) => [resource, wantedIndexes(registry.get(resource)!)]));
  for (const index of [...deferred.values()].flat()) {
    await db.transaction(async (tx) => {
      await lockIndex(tx, index.name);
      await tx.query(`DROP INDEX IF EXISTS "${index.name}"`);
    });
  }
  const trigram = new BuildLane(db, trigramMemory(db));
  const btree = new BuildLane(db, BTREE_MEMORY);
  const loaded: Loaded = (resource) => {
    const indexes = deferred.get(resource);
    if (!indexes) return;
    deferred.delete(resource);
    const table = tableName(resource);
    for (const index of indexes) (isTrigramIndex(index) ? trigram : btree).add(table, index);
  };
  try {
    await load(loaded);
  } finally {
    for (const resource of [...deferred.keys()]) loaded(resource);
    await Promise.all([trigram.done(), btree.done()]);
  }
}
