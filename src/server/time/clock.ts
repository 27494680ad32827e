/**
 * The server's one clock: whatever asks what day it is (tenant-day.ts) asks it. Tests set it to an instant
 * of their choice; SQL's now() stays the time a row was written (audit, created_at).
 */
let clock: () => Date = () => new Date();

export function now(): Date {
  return clock();
}

/** Replaces the clock (a test's fixed instant); without an argument, back to the system clock. */
export function setClock(replacement?: () => Date): void {
  clock = replacement ?? (() => new Date());
}
