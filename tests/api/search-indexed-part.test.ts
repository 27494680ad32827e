import { beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { ListCache } from '../../src/server/resources/list-cache';
import { buildListQuery, type ListScope } from '../../src/server/resources/list-query';
import { listPage } from '../../src/server/resources/repository';
import { listScope } from '../../src/server/search/list-scope';
import { useTestServer } from './harness';

const server = useTestServer();
/** A tenant of its own: its documents all hold `DOC-S-…` and `IN-S-…`, the digits and batch words are rare. */
const TENANT = 'SEARCH_PART';
const RECORDS = 3_000;
/** So small a tenant gets its trigram shares sampled, as one of SHARES_MIN_RECORDS records does. */
const ANY_SIZE = 1;

const inbounds = () => server.app.registry.get('inbounds')!;

beforeAll(async () => {
  await server.db.query('INSERT INTO tenants (name, display_name) VALUES ($1, $1)', [TENANT]);
  const rows = Array.from({ length: RECORDS }, (_, index) => ({
    number: `IN-S-${String(index).padStart(6, '0')}`,
    documentNumber: `DOC-S-${index + 1}`,
    loadingDate: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    comment: index % 7 === 0 ? `Charge ${['kalo', 'mire', 'tusa'][index % 3]}-${index % 50} 100%_ok` : null,
  }));
  await insertRows(server.db, server.app.registry, 'inbounds', TENANT, rows, { user: 'test' });
});

async function page(query: Record<string, string>, scope: ListScope) {
  const { rows, total } = await listPage(server.db, inbounds(), TENANT, (params) => buildListQuery(inbounds(), query, params, scope), new ListCache());
  return { total, keys: rows.map((row) => row.number) };
}

describe('a search asks the trigram index for the rare part of its term, and finds exactly what the whole term finds', () => {
  it('leaves out the words every document of the tenant holds: DOC-S-1234 asks for 1234', async () => {
    const scope = await listScope(server.db, server.app.registry, inbounds(), TENANT, { q: 'DOC-S-1234' }, ANY_SIZE);
    expect(scope.indexedPart?.('DOC-S-1234')).toBe('1234');
    expect(scope.indexedPart?.('doc-s-12')).toBe('doc-s-12');
  });

  it('answers the same records, total and order as the whole term asked of the index, for every kind of term', async () => {
    const terms = ['DOC-S-1234', 'doc-s-12', 'S-29', 'IN-S-0001', 'in-s-002999', 'Charge kalo-7', 'KALO-7 100%_ok', '100%_', 'S-1 ', 'xyz-1234'];
    const plain = { registry: server.app.registry, tenant: TENANT };
    for (const q of terms) {
      for (const sort of [{}, { _sort: 'documentNumber', _order: 'asc' }] as Record<string, string>[]) {
        const query = { q, _start: '0', _end: '25', ...sort };
        const scope = await listScope(server.db, server.app.registry, inbounds(), TENANT, query, ANY_SIZE);
        expect(await page(query, scope), `${q} ${JSON.stringify(sort)}`).toEqual(await page(query, plain));
      }
    }
    const narrowed = await Promise.all(
      terms.map(async (q) => (await listScope(server.db, server.app.registry, inbounds(), TENANT, { q }, ANY_SIZE)).indexedPart?.(q)),
    );
    expect(narrowed.filter((part, index) => part !== terms[index]).length).toBeGreaterThan(2);
  });

  it('samples no shares for a tenant below the threshold: its searches ask for the whole term', async () => {
    const scope = await listScope(server.db, server.app.registry, inbounds(), TENANT, { q: 'DOC-S-1234' }, RECORDS + 1);
    expect(scope.indexedPart).toBeUndefined();
  });
});
