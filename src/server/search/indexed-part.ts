/** How often a trigram occurs in a tenant's search documents: the share of documents holding it (0–1). */
export type TrigramShare = (trigram: string) => number;

/** Words as pg_trgm cuts a text into them: runs of letters and digits (it lower-cases them too). */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * What the index's work is counted in: one posting (a document's entry in a trigram's list) read. A candidate
 * confirmed on the table costs about as much as this many postings; confirming it against a part and then
 * the whole term costs that twice.
 */
const RECHECK_POSTINGS = 200;
/** Postings on one page of a posting tree: a trigram's list is skipped to each candidate a page at a time. */
const PAGE_POSTINGS = 1_000;
/** A term of more words is asked for whole: its runs grow with the square of its words (a URL holds thousands). */
const MAX_WORDS = 8;

/**
 * The trigrams pg_trgm asks the index for when a LIKE pattern holds the word: padded with two blanks in front
 * where the pattern has a word boundary there, and one behind, as pg_trgm pads (a `%` is no boundary).
 */
function wordTrigrams(word: string, boundedStart: boolean, boundedEnd: boolean): string[] {
  const characters = Array.from(`${boundedStart ? '  ' : ''}${word.toLowerCase()}${boundedEnd ? ' ' : ''}`);
  return characters.slice(2).map((_, index) => characters.slice(index, index + 3).join(''));
}

/**
 * The part of a search term the trigram index is asked for, so that trigrams most documents hold do not
 * make the index walk their long posting lists for every candidate (`DOC-L-7920` among a million
 * `DOC-L-…` numbers: `doc` and `l` are in every document, `7920` in a few hundred). The part is a run
 * of the term's words (so every document containing the term contains the part); the whole term still
 * decides which rows match. Chosen by the estimated work: each trigram's postings read (all of them, or a
 * page per candidate of the rarest), and each candidate checked on the table. Without shares, or for a
 * term of one word or more than MAX_WORDS, the whole term.
 */
export function indexedPart(term: string, share: TrigramShare | undefined): string {
  const words = [...term.matchAll(WORD)];
  if (!share || words.length < 2 || words.length > MAX_WORDS) return term;
  let best = { part: term, cost: Number.POSITIVE_INFINITY };
  // Longest runs first: a shorter run must be strictly cheaper to be chosen.
  for (let length = words.length; length >= 1; length--) {
    for (let first = 0; first + length <= words.length; first++) {
      const last = first + length - 1;
      const trigrams = new Set(words.slice(first, last + 1).flatMap((word, offset) => wordTrigrams(word[0], offset > 0, first + offset < last)));
      if (trigrams.size === 0) continue;
      const shares = [...trigrams].map(share);
      const candidates = Math.min(...shares);
      const postings = shares.reduce((sum, part) => sum + Math.min(part, candidates * PAGE_POSTINGS), 0);
      const cost = postings + candidates * RECHECK_POSTINGS * (length === words.length ? 1 : 2);
      if (cost < best.cost) {
        const start = words[first].index;
        best = { part: length === words.length ? term : term.slice(start, words[last].index + words[last][0].length), cost };
      }
    }
  }
  return best.part;
}
