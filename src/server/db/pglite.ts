import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock';
import { copySql, type Db } from './db';
import { TYPE_PARSERS } from './type-parsers';

export interface PgliteOptions {
  /** Directory of the database files; omitted = in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (tests load a seeded database this way). */
  loadDataDir?: Blob;
}

export interface PgliteDb extends Db {
  /** The whole database as a tarball, for `loadDataDir`: not compressed, as a load then skips unzipping some 45 MB. */
  dumpDataDir(): Promise<Blob>;
}

/** The folder a `dataDir` names on this machine's file system; undefined for `memory://`, `idb://` and the like. */
function fileSystemDir(dataDir: string | undefined): string | undefined {
  if (!dataDir) return undefined;
  if (dataDir.startsWith('file://')) return dataDir.slice('file://'.length);
  return dataDir.includes('://') ? undefined : dataDir;
}

/**
 * Opens the embedded database. A data directory on disk is locked for this process first: two
 * processes on one directory would each keep their own view and lose the other's writes.
 */
export async function openPgliteDb(options: PgliteOptions = {}): Promise<PgliteDb> {
  const directory = fileSystemDir(options.dataDir);
  const lock = directory ? await lockDataDir(directory) : undefined;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, parsers: TYPE_PARSERS, extensions: { btree_gin, pg_trgm } });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const copyFrom = (target: Pick<PGlite, 'query'>) => async (table: string, columns: string[], text: string) => {
    await target.query(copySql(table, columns, "'/dev/blob'"), [], { blob: new Blob([text]) });
  };
  return {
    concurrent: false,
    query: (sql, params) => pglite.query(sql, params),
    copyFrom: copyFrom(pglite),
    session: (fn) => fn({ query: (sql, params) => pglite.query(sql, params), copyFrom: copyFrom(pglite) }),
    transaction: (fn) => pglite.transaction((tx) => fn({ query: (sql, params) => tx.query(sql, params), copyFrom: copyFrom(tx) })),
    // One process: a notice is handed over (as a microtask) while the statement that sent it is read.
    async listen(channel, onNotice, onLive) {
      const stop = await pglite.listen(channel, onNotice);
      onLive(true);
      return () => stop();
    },
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
