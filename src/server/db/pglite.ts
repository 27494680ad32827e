import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db';
import { TYPE_PARSERS } from './type-parsers';

export interface PgliteOptions {
  /** Directory of the database files; omitted = in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (tests load a seeded database this way). */
  loadDataDir?: Blob;
}

export interface PgliteDb extends Db {
  /** The whole database as a gzipped tarball, for `loadDataDir`. */
  dumpDataDir(): Promise<Blob>;
}

export async function openPgliteDb(options: PgliteOptions = {}): Promise<PgliteDb> {
  const pglite = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, parsers: TYPE_PARSERS });
  return {
    query: (sql, params) => pglite.query(sql, params),
    transaction: (fn) => pglite.transaction((tx) => fn({ query: (sql, params) => tx.query(sql, params) })),
    close: () => pglite.close(),
    dumpDataDir: () => pglite.dumpDataDir('gzip'),
  };
}
