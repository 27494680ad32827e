import fc from 'fast-check';

/** Text a database, a parser or a LIKE pattern may choke on, plus ordinary and full-unicode strings. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfff',
      '\udfff\ud800',
      '🚚',
      'Grüße',
      'ß\u0301',
      '\u202e',
      "' OR '1'='1",
      "'; DROP TABLE users; --",
      '%',
      '_',
      '\\',
      '%00',
      '',
      ' ',
      'null',
      'undefined',
      'true',
      'NaN',
      'Infinity',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      'a/b',
      'a\u0001b',
      '{{x}}',
      '$1',
      '?',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(10_000), '9'.repeat(400), 'ä'.repeat(3000)) },
);

/** Number literals as JSON text: overflows to Infinity (1e309), beyond bigint, beyond 2^53, fractions, negatives. */
export const numberLiteral: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '1e309',
      '-1e309',
      '1e20',
      '-1e20',
      '99999999999999999999',
      '9223372036854775808',
      '9007199254740993',
      '1e300',
      '1000000000001',
      '1.5',
      '0.1',
      '-1',
      '0',
      '-0',
      '1e-400',
      '2147483648',
      '32768',
      '99999',
      '1E2',
    ),
  },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)) },
);

/** Dates and times that do not exist, that PostgreSQL cannot hold, or that are no dates at all. */
export const dateLike: fc.Arbitrary<string> = fc.constantFrom(
  '2024-02-30',
  '2023-02-29',
  '2024-02-29',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '2024-13-01',
  '2024-00-10',
  '-0001-01-01',
  '+275760-09-13',
  '2024-1-1',
  '2024-02-30T25:61:00Z',
  '2024-01-01T00:00:00+25:00',
  '1970-01-01T00:00:00.000Z',
  '2024-06-01T12:00:00',
  'yesterday',
  '1',
  '20240101',
  '2024-02',
);

/** A value as it may stand in a query string or a path. */
export const textValue: fc.Arbitrary<string> = fc.oneof(
  nastyString,
  numberLiteral,
  dateLike,
  fc.constantFrom('asc', 'desc', 'DESC', 'up', 'true', 'false', '1', '0', 'abc', '1,2', 'name,-number'),
);

/** Percent-encodes the UTF-8 bytes of `text` (an unpaired surrogate becomes U+FFFD). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

/** Raw query or path fragments no encoder writes: broken escapes, an encoded lone surrogate, brackets. */
const rawFragment = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  '%2F',
  '..',
  '%C0%AE',
  'a[b]=1',
  '__proto__=x',
  'constructor[prototype][x]=1',
  '&&',
  '=',
);

/** A query string (no `?`) of up to four parameters, mostly named as the route knows them, repeated names allowed. */
export function queryString(names: string[]): fc.Arbitrary<string> {
  const name = names.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: nastyString }) : nastyString;
  const pair = fc.tuple(name, textValue).map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`);
  const part = fc.oneof({ weight: 6, arbitrary: pair }, { weight: 1, arbitrary: rawFragment });
  return fc.array(part, { maxLength: 4 }).map((parts) => parts.join('&'));
}

/** A path segment: mostly `real` (so handlers go past the lookup), else something strange. */
export function pathSegment(real: string | undefined): fc.Arbitrary<string> {
  const strange = fc.oneof(textValue.map(percentEncode), rawFragment);
  return real === undefined ? strange : fc.oneof({ weight: 3, arbitrary: fc.constant(encodeURIComponent(real)) }, { weight: 1, arbitrary: strange });
}

const jsonString = (text: string) => JSON.stringify(text);

/** Nesting far beyond any sane bound, as arrays or objects. */
const deepNesting = fc
  .tuple(fc.integer({ min: 33, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));

/** Any JSON value as text: strange strings, dates, number literals, wrong types, small arrays and objects. */
export const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: fc.oneof(numberLiteral, nastyString.map(jsonString), dateLike.map(jsonString), fc.constantFrom('true', 'false', 'null')) },
    { weight: 1, arbitrary: tie('array') },
    { weight: 1, arbitrary: tie('object') },
  ),
  array: fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(fc.tuple(nastyString, tie('value')), { maxLength: 3 })
    .map((entries) => `{${entries.map(([key, value]) => `${jsonString(key)}:${value}`).join(',')}}`),
})).value;

/** A field's value: mostly one value of any type, sometimes nesting too deep. */
const fieldValue = fc.oneof({ weight: 8, arbitrary: jsonText }, { weight: 1, arbitrary: deepNesting });

/** Text that is not JSON, or JSON a parser must treat with care (prototype keys). */
const malformedJson = fc.constantFrom(
  '{',
  '{"a":}',
  '',
  '[1,]',
  '{"a":1}}',
  "{'a':1}",
  '\u0000',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '"\\ud800"',
  '\ufeff{}',
);

/**
 * A list field's value built from its sample `entry`: the entry with strange values for its properties
 * or strange keys, entries of any JSON, far too many entries, or none.
 */
function listValue(entry: Record<string, unknown>): fc.Arbitrary<string> {
  const names = Object.keys(entry);
  const strangeEntry = fc.tuple(fc.constantFrom(...names, '__proto__', 'extra'), fieldValue).map(
    ([name, value]) =>
      `{${[
        ...Object.entries(entry)
          .filter(([key]) => key !== name)
          .map(([key, old]) => `${jsonString(key)}:${JSON.stringify(old)}`),
        `${jsonString(name)}:${value}`,
      ].join(',')}}`,
  );
  return fc.oneof(
    fc.array(fc.oneof(strangeEntry, jsonText), { minLength: 1, maxLength: 3 }).map((entries) => `[${entries.join(',')}]`),
    fc.constantFrom(10_000, 101, 0).map((count) => `[${Array(count).fill(JSON.stringify(entry)).join(',')}]`),
  );
}

/** A replacement for one field of `base`: any value, or for a list one built from its first entry. */
function replacement(base: Record<string, unknown>, field: string): fc.Arbitrary<string> {
  const value = base[field];
  const entry = Array.isArray(value) ? value[0] : undefined;
  if (typeof entry !== 'object' || entry === null) return fieldValue;
  return fc.oneof({ weight: 1, arbitrary: fieldValue }, { weight: 2, arbitrary: listValue(entry as Record<string, unknown>) });
}

/**
 * A request body as JSON text: mostly `base` (a body the route would take) with some fields replaced
 * by strange values (a list also entry by entry), some dropped and unknown ones added; else any JSON
 * value, deep nesting or broken JSON.
 */
export function bodyText(base: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(base);
  const replaced = fields.length
    ? fc.constantFrom(...fields).chain((field) => replacement(base, field).map((value) => [field, value] as [string, string]))
    : fc.tuple(nastyString, fieldValue);
  const mutated = fc
    .record({
      replace: fc.array(replaced, { maxLength: 3 }),
      drop: fc.subarray(fields, { maxLength: Math.min(2, fields.length) }),
      extra: fc.array(fc.tuple(nastyString, jsonText), { maxLength: 2 }),
    })
    .map(({ replace, drop, extra }) => {
      const entries = new Map(Object.entries(base).map(([key, value]) => [key, JSON.stringify(value)]));
      for (const [key, value] of replace) entries.set(key, value);
      for (const key of drop) entries.delete(key);
      for (const [key, value] of extra) entries.set(key, value);
      return `{${[...entries].map(([key, value]) => `${jsonString(key)}:${value}`).join(',')}}`;
    });
  return fc.oneof(
    { weight: 8, arbitrary: mutated },
    { weight: 2, arbitrary: jsonText },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: malformedJson },
  );
}

/** Mostly JSON; sometimes no type, another type, or a charset the parser must refuse. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/xml',
      'application/json-patch+json',
    ),
  },
);
