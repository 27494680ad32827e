/** mulberry32: tiny, fast and good enough for demo data; the same seed always gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a seed plus a stream name into an independent seed, so streams do not shift each other. */
export function hashSeed(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Indexed rather than converted: a million movements draw some seventy digits each. */
const DIGITS = '0123456789';

export class Random {
  private readonly next: () => number;

  constructor(...seedParts: (string | number)[]) {
    this.next = mulberry32(hashSeed(...seedParts));
  }

  float(min = 0, max = 1): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** A zero-padded decimal string of `length` digits. */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += DIGITS[Math.floor(this.next() * 10)];
    return out;
  }
}

/** Rounds down to whole litres of m³ (a link quantity never more than its record holds). */
export const floor3 = (value: number) => Math.floor(value * 1000) / 1000;

/** A day in milliseconds, and a point in time as its UTC day (YYYY-MM-DD): the generated dates. */
export const DAY = 86_400_000;
/**
 * By day number: a million movements name six dates each from a few hundred days, and formatting a Date costs about
 * a microsecond each time.
 */
const isoDays = new Map<number, string>();
export function isoDate(ms: number): string {
  const day = Math.floor(ms / DAY);
  let text = isoDays.get(day);
  if (text === undefined) isoDays.set(day, (text = new Date(day * DAY).toISOString().slice(0, 10)));
  return text;
}

/** Rounds to `decimals` places (quantities, coordinates). */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
