import { LRUCache } from 'lru-cache';

/** A page's keys in order, a filter's total or its sums (property -> decimal text), and the write stamp it was computed under. */
interface Answer {
  stamp: string;
  value: string[] | number | Record<string, string>;
}

/** A kept match of a filter (kept-matches.ts): its key and sort columns as text, by column name. */
export type MatchRow = Record<string, string | null>;

/** Bytes of kept matches, near enough: their texts and an object per row. */
const matchBytes = (kept: { stamp: string; rows: MatchRow[] }, key: string) =>
  2 * key.length +
  2 * kept.stamp.length +
  kept.rows.reduce((total, row) => total + 64 + Object.values(row).reduce((sum, text) => sum + 2 * (text?.length ?? 0) + 16, 0), 0);

/** Kept match sets a node holds: up to COUNT_CAP rows each, a few hundred kB for thousands of matches. */
const MATCH_SETS = 200;
const MAX_MATCH_BYTES = 64 * 1024 * 1024;

/** Answers a node keeps, and the memory they may take: a key holds the list's SQL condition, up to a URL's length. */
const ENTRIES = 4_000;
const MAX_BYTES = 16 * 1024 * 1024;

/** Bytes of an answer as JavaScript holds its strings (two per character), near enough. */
const valueBytes = (value: Answer['value']) => {
  if (typeof value === 'number') return 8;
  const texts = Array.isArray(value) ? value : Object.entries(value).flat();
  return texts.reduce((total, text) => total + 2 * text.length + 16, 0);
};
const answerBytes = (answer: Answer, key: string) => 2 * key.length + 2 * answer.stamp.length + valueBytes(answer.value) + 64;

/**
 * The list answers of one node (one per app: the stamps of two databases may look alike): the total and
 * the sums of a filter and the keys of a page. An answer counts only while the tenant's write stamp (record-counts.ts)
 * is the one it was computed under, so a write on any node, by the API, an import or plain SQL, retires
 * it. Paging through a search re-uses its total; a reload or a second user with the same list costs a
 * lookup by key instead of a search or a count over many rows. The matches of a filter decided row by row
 * are kept apart: a write does not retire them, the reader corrects them by the keys written since.
 */
export class ListCache {
  private readonly answers = new LRUCache<string, Answer>({ max: ENTRIES, maxSize: MAX_BYTES, sizeCalculation: answerBytes });
  private readonly matchSets = new LRUCache<string, { stamp: string; rows: MatchRow[] }>({
    max: MATCH_SETS,
    maxSize: MAX_MATCH_BYTES,
    sizeCalculation: matchBytes,
  });
  private pagesServed = 0;

  /**
   * How many pages this node has answered from kept page keys or kept matches instead of reading them (the bench
   * shows that its first-time requests were not). A kept total is left out: an unfiltered list's is read anyway.
   */
  get servedPages(): number {
    return this.pagesServed;
  }

  total(filter: string, stamp: string): number | undefined {
    return this.valid(`total ${filter}`, stamp) as number | undefined;
  }

  page(page: string, stamp: string): string[] | undefined {
    const keys = this.valid(`page ${page}`, stamp) as string[] | undefined;
    if (keys) this.pagesServed++;
    return keys;
  }

  sums(filter: string, stamp: string): Record<string, string> | undefined {
    return this.valid(`sums ${filter}`, stamp) as Record<string, string> | undefined;
  }

  keepSums(filter: string, stamp: string, sums: Record<string, string>): void {
    this.answers.set(`sums ${filter}`, { stamp, value: sums });
  }

  keepTotal(filter: string, stamp: string, total: number): void {
    this.answers.set(`total ${filter}`, { stamp, value: total });
  }

  keepPage(page: string, stamp: string, keys: string[]): void {
    this.answers.set(`page ${page}`, { stamp, value: keys });
  }

  /** How many records a filter matched at least (above the count cap), and the stamp that holds for (kept-total.ts corrects it). */
  atLeast(filter: string): { stamp: string; atLeast: number } | undefined {
    const answer = this.answers.get(`at least ${filter}`);
    return answer && { stamp: answer.stamp, atLeast: answer.value as number };
  }

  keepAtLeast(filter: string, stamp: string, atLeast: number): void {
    this.answers.set(`at least ${filter}`, { stamp, value: atLeast });
  }

  /** The matches kept for a filter and sort, under whatever stamp they were last brought to (kept-matches.ts corrects them). */
  matches(name: string): { stamp: string; rows: MatchRow[] } | undefined {
    const kept = this.matchSets.get(name);
    if (kept) this.pagesServed++;
    return kept;
  }

  keepMatches(name: string, stamp: string, rows: MatchRow[]): void {
    this.matchSets.set(name, { stamp, rows });
  }

  forgetMatches(name: string): void {
    this.matchSets.delete(name);
  }

  /** Forgets every answer (the bench measures what a first request costs). */
  clear(): void {
    this.answers.clear();
    this.matchSets.clear();
  }

  private valid(key: string, stamp: string): Answer['value'] | undefined {
    const answer = this.answers.get(key);
    return answer?.stamp === stamp ? answer.value : undefined;
  }
}
