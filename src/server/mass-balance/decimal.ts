/**
 * Exact decimal quantities for plans made in Node (auto assign): numeric values travel as text, are
 * scaled to integers of one common scale, computed with bigint and written back as text.
 */

export interface Scaled {
  scale: number;
  values: bigint[];
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function decimalsOf(text: string): number {
  return DECIMAL.exec(text)?.[3]?.length ?? 0;
}

/** Scales every value (PostgreSQL numeric text) to the largest number of decimals among them. */
export function toScaled(texts: string[], minimumScale = 0): Scaled {
  const scale = texts.reduce((max, text) => Math.max(max, decimalsOf(text)), minimumScale);
  return { scale, values: texts.map((text) => scaleOne(text, scale)) };
}

export function scaleOne(text: string, scale: number): bigint {
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const value = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign ? -value : value;
}

/** The decimal text of a scaled value. */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${text}` : text;
}
