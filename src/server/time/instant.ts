/** An instant as the API answers it (ISO 8601, UTC), from a timestamptz as either database driver returns it. */
export function isoInstant(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** isoInstant, with null for a timestamp that is not set. */
export function isoInstantOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : isoInstant(value);
}
