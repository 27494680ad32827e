import { describe, expect, it } from 'vitest';
import { indexedPart, type TrigramShare } from '../../../src/server/search/indexed-part';

/** Shares of a tenant whose every document holds `DOC-L-…` and `BENCH-L-IN-…`: those trigrams in all, digits in a few. */
const shares: Record<string, number> = {
  doc: 1,
  'oc ': 1,
  '  d': 1,
  ' do': 1,
  '  l': 1,
  ' l ': 1,
  '  7': 0.11,
  ' 79': 0.011,
  '792': 0.008,
  '920': 0.009,
};
const share: TrigramShare = (trigram) => shares[trigram] ?? 0.0001;

describe('the part of a search term the trigram index is asked for', () => {
  it('leaves out words whose trigrams nearly every document holds: DOC-L-7920 asks the index for 7920', () => {
    expect(indexedPart('DOC-L-7920', share)).toBe('7920');
  });

  it('is a run of the term, cut from it as typed (case and separators kept)', () => {
    // Only the two words together have rare trigrams: those across the separator between them.
    const acrossWords = (trigram: string) => (/[u-z]/.test(trigram) ? (trigram.includes(' ') ? 0.0001 : 0.05) : 1);
    expect(indexedPart('doc-Zyx-Wvu-ab', acrossWords)).toBe('Zyx-Wvu');
  });

  it('is the whole term when the words are all about as rare: a part would find as many candidates and check each twice', () => {
    expect(indexedPart('Lieferung Rahmenvertrag', () => 0.005)).toBe('Lieferung Rahmenvertrag');
  });

  it('is the whole term when the rare word is common too: DOC-L-12 among a million DOC-L numbers', () => {
    expect(indexedPart('DOC-L-12', (trigram) => shares[trigram] ?? (trigram.includes('1') ? 0.11 : 0.0001))).toBe('DOC-L-12');
  });

  it('is the whole term for a term of one word, of more than eight words, or without the shares of the tenant', () => {
    expect(indexedPart('dorsteloste', share)).toBe('dorsteloste');
    expect(indexedPart('DOC-L-7920', undefined)).toBe('DOC-L-7920');
    const long = `DOC-L-7920 ${'a '.repeat(2_000)}`;
    expect(indexedPart(long, share)).toBe(long);
  });

  it('never is a word too short for a trigram of its own', () => {
    expect(indexedPart('ab-7', share)).toBe('ab-7');
  });
});
