import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** Parses a file's date text to `YYYY-MM-DD`, or undefined. */
export type DateParser = (text: string) => string | undefined;

/** Distinct date texts remembered per file (files repeat the same days); cleared when full. */
const CACHE_LIMIT = 10_000;

/**
 * Strict dayjs parsing by the declaration's formats, tried in order (`31.02.2024` and `1.2.2024` for
 * `DD.MM.YYYY` are refused). Results are remembered, since dayjs' strict parse is slow and a file has
 * few distinct days.
 */
export function dateParser(formats: string[]): DateParser {
  const cache = new Map<string, string | undefined>();
  return (text) => {
    const known = cache.get(text);
    if (known !== undefined || cache.has(text)) return known;
    let result: string | undefined;
    for (const format of formats) {
      const date = dayjs(text, format, true);
      if (date.isValid()) {
        result = date.format('YYYY-MM-DD');
        break;
      }
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(text, result);
    return result;
  };
}
