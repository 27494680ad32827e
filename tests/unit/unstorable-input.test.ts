import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findInputProblem, MAX_INPUT_DEPTH } from '../../src/server/plugins/unstorable-input';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });

describe('input the database cannot take as sent', () => {
  it('accepts ordinary text, numbers, unicode and nesting within the bound', () => {
    const value = { name: 'Grüße 🚚 ünïcödé', amount: -0.5, big: 9007199254740991, tiny: 1e-300, none: null, flag: true, list: [1, 'x', { y: [] }] };
    expect(findInputProblem(value, 'body')).toBeUndefined();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH), 'body')).toBeUndefined();
  });

  it('names a NUL character in a value or a key by its path', () => {
    expect(findInputProblem({ login: 'a\u0000@x.example' }, 'body')).toEqual({ kind: 'character', field: 'body.login' });
    expect(findInputProblem({ columns: ['ok', 'n\u0000'] }, 'body')).toEqual({ kind: 'character', field: 'body.columns.1' });
    expect(findInputProblem({ 'a\u0000b': 1 }, 'body')).toEqual({ kind: 'character', field: 'body.a\\u0000b' });
    expect(findInputProblem('\u0000', 'params.key')).toEqual({ kind: 'character', field: 'params.key' });
  });

  it('refuses unpaired surrogates but keeps paired ones', () => {
    for (const text of ['\ud800', 'a\udc00', '\udc00\ud800', 'x\ud83d']) {
      expect(findInputProblem({ remarks: text }, 'body'), JSON.stringify(text)).toEqual({ kind: 'character', field: 'body.remarks' });
    }
    expect(findInputProblem({ remarks: '\ud83d\ude9a' }, 'body')).toBeUndefined();
  });

  it('refuses non-finite numbers', () => {
    for (const number of [JSON.parse('1e309'), JSON.parse('-1e309'), NaN]) {
      expect(findInputProblem({ quantityLoaded: number }, 'body')).toEqual({ kind: 'number', field: 'body.quantityLoaded' });
    }
  });

  it('refuses an integer beyond 2^53, which JSON.parse has already rounded (9007199254740993 reads as …992), and 1e300', () => {
    for (const text of ['9007199254740993', '-9007199254740993', '9007199254740992', '1e300', '99999999999999999999']) {
      expect(findInputProblem({ quantityLoaded: JSON.parse(text) }, 'body'), text).toEqual({ kind: 'inexact', field: 'body.quantityLoaded' });
    }
    expect(findInputProblem({ quantityLoaded: 9007199254740991.0 }, 'body')).toBeUndefined();
  });

  it('refuses nesting deeper than the bound, however deep', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1), 'body')?.kind).toBe('depth');
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000));
    expect(findInputProblem(deep, 'body')?.kind).toBe('depth');
  });

  it('has an en and a de text naming the field for each problem', () => {
    for (const language of ['en', 'de']) {
      const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, 'errors.json'), 'utf8')).errors;
      for (const code of ['INVALID_CHARACTER', 'NON_FINITE_NUMBER', 'INEXACT_NUMBER', 'NESTING_TOO_DEEP'])
        expect(texts[code], `${language} ${code}`).toContain('{{field}}');
      for (const code of ['INVALID_INPUT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']) expect(texts[code], `${language} ${code}`).toBeTruthy();
    }
  });
});
