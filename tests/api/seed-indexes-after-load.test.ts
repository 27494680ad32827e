import { beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { wantedIndexes } from '../../src/server/resources/indexes';
import { searchDocument } from '../../src/server/resources/text-search';
import { loadWithIndexesAfter, type LoadOptions, type Loaded } from '../../src/server/seed/indexes-after-load';
import { useTestServer } from './harness';

const server = useTestServer();
/** A tenant of its own, so the rows meet no demo data. */
const TENANT = 'BULK_LOAD';
const RESOURCE = 'inbounds';
/** So small a test load counts as a bulk load. */
const ANY_LOAD = 1;

beforeAll(() => server.db.query(`INSERT INTO tenants (name, display_name) VALUES ($1, $1)`, [TENANT]));

const wantedNames = () => wantedIndexes(server.app.registry.get(RESOURCE)!).map((index) => index.name);

/** The registry's indexes of the inbounds' table that are there and valid. */
async function validIndexes(): Promise<string[]> {
  const { rows } = await server.db.query<{ name: string }>(
    `SELECT i.relname AS name FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     WHERE t.relname = 'e_inbounds' AND x.indisvalid AND i.relname = ANY($1::text[])`,
    [wantedNames()],
  );
  return rows.map((row) => row.name).sort();
}

async function tableRows(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM e_inbounds');
  return rows[0].n;
}

const insertInbounds = (from: number, count: number) =>
  insertRows(
    server.db,
    server.app.registry,
    RESOURCE,
    TENANT,
    Array.from({ length: count }, (_, index) => ({ number: `BULK-${from + index}`, comment: `load ${from + index}` })),
    { user: 'seed' },
  );

/** `loadWithIndexesAfter` of `rows` inbounds in all, however few (ANY_LOAD). */
const loadInbounds = (rows: number, load: (loaded: Loaded) => Promise<void>, options: LoadOptions = {}) =>
  loadWithIndexesAfter(server.db, server.app.registry, [{ resource: RESOURCE, rows }], load, { minRows: ANY_LOAD, ...options });

describe('a seed load builds the indexes of a table it at least doubles after writing the rows', () => {
  it('drops the list and search indexes for the load, builds every one the registry asks for afterwards, and they find the new rows', async () => {
    const seen: string[][] = [];
    await loadInbounds((await tableRows()) + 10, async (loaded) => {
      seen.push(await validIndexes());
      await insertInbounds(0, 10);
      loaded(RESOURCE);
    });
    expect(seen).toEqual([[]]);
    expect(await validIndexes()).toEqual(wantedNames().sort());
    // Read through the trigram index, as a search does on a large table.
    const rows = await server.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return (
        await tx.query(`SELECT number FROM e_inbounds WHERE tenant = $1 AND ${searchDocument(server.app.registry.get(RESOURCE)!)} LIKE '%load 7%'`, [TENANT])
      ).rows;
    });
    expect(rows).toEqual([{ number: 'BULK-7' }]);
  });

  it('two loads at once (two tenants seeded together) both succeed and leave every index', async () => {
    const rows = (await tableRows()) + 10;
    const load = (from: number) =>
      loadInbounds(rows, async (loaded) => {
        await insertInbounds(from, 10);
        loaded(RESOURCE);
      });
    await Promise.all([load(300), load(400)]);
    expect(await validIndexes()).toEqual(wantedNames().sort());
  });

  it('settles a loaded table once, after every one of its indexes is built', async () => {
    const seen: string[][] = [];
    await loadInbounds(
      (await tableRows()) + 10,
      async (loaded) => {
        await insertInbounds(500, 10);
        loaded(RESOURCE);
      },
      { settle: async (resource) => void seen.push([resource, ...(await validIndexes())]) },
    );
    expect(seen).toEqual([[RESOURCE, ...wantedNames().sort()]]);
  });

  it('builds the indexes again when the load fails, throws its failure, and settles nothing', async () => {
    const settled: string[] = [];
    const failure = loadInbounds(
      await tableRows(),
      async () => {
        await insertInbounds(600, 5);
        throw new Error('generation failed');
      },
      { settle: async (resource) => void settled.push(resource) },
    );
    await expect(failure).rejects.toThrow('generation failed');
    expect(settled).toEqual([]);
    expect(await validIndexes()).toEqual(wantedNames().sort());
  });

  it('keeps the indexes of a table the load does not double', async () => {
    const seen: string[][] = [];
    await loadInbounds((await tableRows()) - 1, async (loaded) => {
      seen.push(await validIndexes());
      await insertInbounds(200, 5);
      loaded(RESOURCE);
    });
    expect(seen).toEqual([wantedNames().sort()]);
  });
});
