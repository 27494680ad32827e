export type Delimiter = ';' | ',' | '\t';

const CANDIDATES: Delimiter[] = [';', ',', '\t'];

/** The text of the header line (up to the first line break outside quotes). */
export function headerLine(text: string): string {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) return text.slice(0, i);
  }
  return text;
}

/** Counts of each candidate outside quoted header cells. */
function counts(line: string): Map<Delimiter, number> {
  const found = new Map<Delimiter, number>(CANDIDATES.map((candidate) => [candidate, 0]));
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && found.has(char as Delimiter)) found.set(char as Delimiter, found.get(char as Delimiter)! + 1);
  }
  return found;
}

/**
 * The delimiter of the file: the candidate (`;`, `,`, tab) the header line holds most often; on a
 * tie or none, `preferred` (`;` for files with a decimal comma, else `,`).
 */
export function detectDelimiter(line: string, preferred: Delimiter): Delimiter {
  let best = preferred;
  let bestCount = 0;
  for (const [candidate, count] of counts(line)) {
    if (count > bestCount || (count === bestCount && count > 0 && candidate === preferred)) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}
