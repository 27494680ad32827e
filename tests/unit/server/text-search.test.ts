import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_DIR } from '../../../src/server/project-paths';
import { loadRegistry } from '../../../src/server/registry-loader';
import { buildListQuery } from '../../../src/server/resources/list-query';
import { SqlParams } from '../../../src/server/resources/sql-params';
import { searchCondition, searchDocument } from '../../../src/server/resources/text-search';

const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);
const inbounds = registry.get('inbounds')!;

describe('the search q', () => {
  it('a term without the separator is decided by the indexed document alone: a match in it lies within one column', () => {
    const condition = searchCondition(inbounds, '$2', 'Rahmenvertrag');
    expect(condition).toContain(`(${searchDocument(inbounds)}) LIKE lower($2)`);
    expect(condition).not.toContain('::text ILIKE $2');
  });

  it('a term holding the separator is checked column by column too, so it cannot match across two columns', () => {
    const condition = searchCondition(inbounds, '$2', 'a\x1fb');
    expect(condition).toContain(`(${searchDocument(inbounds)}) LIKE lower($2) AND (`);
    expect(condition).toContain('"comment"::text ILIKE $2');
  });
});

describe('the indexed document', () => {
  it('is lower-cased once, so a match is a plain LIKE of the lower-cased pattern', () => {
    expect(searchDocument(inbounds)).toMatch(/^lower\(coalesce\("number", ''\)/);
  });
});

describe('which filters are matched row by row (their count and page read the matches once)', () => {
  const matchedRowByRow = (query: Record<string, string>) => buildListQuery(inbounds, query, new SqlParams(), { registry, tenant: 'T' }).matchedRowByRow;

  it('the search q and a contains filter on free text are', () => {
    expect(matchedRowByRow({ q: 'Rahmenvertrag' })).toBe(true);
    expect(matchedRowByRow({ comment_like: 'Rahmen' })).toBe(true);
  });

  it('a contains filter on a reference is not: it is decided among the referenced keys and found through the column index', () => {
    expect(matchedRowByRow({ supplierPartner_like: 'PARTNER' })).toBe(false);
  });

  it('equality, range and sort are not', () => {
    expect(matchedRowByRow({ product: 'P1', dischargeDate_gte: '2025-01-01', _sort: 'quantityDischarged' })).toBe(false);
  });
});
