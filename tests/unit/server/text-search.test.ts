import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_DIR } from '../../../src/server/project-paths';
import { loadRegistry } from '../../../src/server/registry-loader';
import { searchCondition, searchDocument } from '../../../src/server/resources/text-search';

const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);
const inbounds = registry.get('inbounds')!;

describe('the search q', () => {
  it('a term without the separator is decided by the indexed document alone: a match in it lies within one column', () => {
    const condition = searchCondition(inbounds, '$2', 'Rahmenvertrag');
    expect(condition).toContain(`(${searchDocument(inbounds)}) ILIKE $2`);
    expect(condition).not.toContain('::text ILIKE $2');
  });

  it('a term holding the separator is checked column by column too, so it cannot match across two columns', () => {
    const condition = searchCondition(inbounds, '$2', 'a\x1fb');
    expect(condition).toContain(`(${searchDocument(inbounds)}) ILIKE $2 AND (`);
    expect(condition).toContain('"comment"::text ILIKE $2');
  });
});
