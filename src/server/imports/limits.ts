import { IMPORT_MAX_BYTES, IMPORT_MAX_ERRORS } from '../../shared/imports/api';

const positive = (text: string | undefined, fallback: number): number => {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The body limit of POST /imports (env IMPORT_MAX_BYTES, read per request so a test server can lower it). */
export const maxImportBytes = (): number => positive(process.env.IMPORT_MAX_BYTES, IMPORT_MAX_BYTES);

/** Errors stored per import (env IMPORT_MAX_ERRORS); errorCount counts them all. */
export const maxStoredErrors = (): number => positive(process.env.IMPORT_MAX_ERRORS, IMPORT_MAX_ERRORS);

/** A running import whose heartbeat is older than this (env IMPORT_STALE_SECONDS, default 60) is failed as interrupted (recovery.ts). */
export const staleSeconds = (): number => positive(process.env.IMPORT_STALE_SECONDS, 60);

/** The heartbeat of a running import is renewed this often (ms), well within the stale time. */
export const heartbeatMs = (): number => Math.min(10_000, (staleSeconds() * 1000) / 3);

/**
 * File rows written per statement in the write phase (env IMPORT_MERGE_SLICE_ROWS): between slices the
 * progress moves, and on PGlite (whose statements run on the event loop) other requests get their turn.
 */
export const mergeSliceRows = (): number => Math.max(1, Math.floor(positive(process.env.IMPORT_MERGE_SLICE_ROWS, 20_000)));
