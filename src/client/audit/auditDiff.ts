export type AuditRecord = Record<string, unknown> | null;

export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** True when the field was added, removed or got another value (deep, by JSON). */
  changed: boolean;
}

/** Every field of either side, in the order of `after` then the fields only `before` has. */
export function auditDiff(before: AuditRecord, after: AuditRecord): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => {
    const old = before?.[field];
    const next = after?.[field];
    return { field, before: old, after: next, changed: JSON.stringify(old) !== JSON.stringify(next) };
  });
}

/** A stored value as text: strings as they are, missing values empty, everything else as JSON. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
