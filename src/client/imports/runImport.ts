import type { AxiosProgressEvent } from 'axios';
import type { ImportResult } from '../../shared/imports/api';
import type { Language } from '../../shared/settings';
import { apiErrorInfo } from '../api/apiError';
import type { StartImport } from './importsApi';

/** How often the progress is asked for while the file is uploaded and processed. */
export const POLL_MS = 500;

export type ImportRun =
  | { step: 'idle' }
  /** `uploaded`: bytes sent so far; `progress`: the server's import once it exists. */
  | { step: 'running'; fileName: string; fileSize: number; uploaded: number; progress: ImportResult | null }
  | { step: 'finished'; result: ImportResult }
  /** Refused before it started (4xx) or not reachable: nothing was imported. */
  | { step: 'refused'; error: unknown };

export interface RunImportApi {
  start: (request: StartImport) => Promise<ImportResult>;
  progress: (id: string, language: Language) => Promise<ImportResult | null>;
}

export interface RunImportOptions {
  api: RunImportApi;
  file: File;
  type: string;
  id: string;
  language: Language;
  onChange: (run: ImportRun) => void;
  pollMs?: number;
  /** Stops the polling (the page left); the upload itself goes on and the import finishes on the server. */
  signal?: AbortSignal;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Bytes sent by an upload progress event (the file's size where the browser does not tell the total). */
export function uploadedBytes(event: Pick<AxiosProgressEvent, 'loaded' | 'total'>, fileSize: number): number {
  return Math.min(event.loaded, event.total ?? fileSize, fileSize);
}

/**
 * An answer that is lost on the way (a proxy's timeout during a long import, a dropped connection) does
 * not end the import on the server: the run then follows its progress until it is done.
 */
function answerLost(error: unknown): boolean {
  const { code, status } = apiErrorInfo(error);
  return code === 'NETWORK' || status === 502 || status === 503 || status === 504;
}

/**
 * Uploads the file and, while it is sent and processed, asks for the import's progress every `pollMs`
 * (404 until the server has seen it). Ends finished (succeeded or failed: the server's answer) or refused.
 */
export async function runImport({ api, file, type, id, language, onChange, pollMs = POLL_MS, signal }: RunImportOptions): Promise<ImportRun> {
  let running: Extract<ImportRun, { step: 'running' }> = { step: 'running', fileName: file.name, fileSize: file.size, uploaded: 0, progress: null };
  let settled = false;
  const update = (change: Partial<typeof running>) => {
    running = { ...running, ...change };
    if (!settled) onChange(running);
  };
  update({});

  const poll = async () => {
    while (!settled && !signal?.aborted) {
      await wait(pollMs);
      if (settled || signal?.aborted) return;
      // A failed question is asked again next time: the answer of the upload decides the outcome.
      const progress = await api.progress(id, language).catch(() => undefined);
      if (progress && !settled) update({ progress });
    }
  };
  const polling = poll();

  let end: ImportRun;
  try {
    const result = await api.start({
      file,
      fileName: file.name,
      type,
      id,
      language,
      onUploadProgress: (event) => update({ uploaded: uploadedBytes(event, file.size) }),
    });
    end = { step: 'finished', result };
  } catch (error) {
    end = running.progress && answerLost(error) ? await followToEnd(api, id, language, pollMs, error, signal) : { step: 'refused', error };
  }
  settled = true;
  await polling;
  onChange(end);
  return end;
}

/** Asks for the import until it is no longer running; the lost answer's error if it cannot be asked. */
async function followToEnd(api: RunImportApi, id: string, language: Language, pollMs: number, lost: unknown, signal?: AbortSignal): Promise<ImportRun> {
  while (!signal?.aborted) {
    const progress = await api.progress(id, language).catch(() => null);
    if (!progress) break;
    if (progress.importStatus !== 'running') return { step: 'finished', result: progress };
    await wait(pollMs);
  }
  return { step: 'refused', error: lost };
}

/**
 * How far the processing is, 0–100, for one bar: reading follows the upload (the server reads the file as
 * it arrives), checking is brief, writing counts the rows written of those read.
 */
export function processingPercent(progress: ImportResult | null, uploadedFraction: number): number {
  if (!progress) return 0;
  const clamp = (value: number) => Math.max(0, Math.min(1, value));
  switch (progress.phase) {
    case 'reading':
      return Math.floor(50 * clamp(uploadedFraction));
    case 'checking':
      return 55;
    case 'writing':
      return 60 + Math.floor(39 * clamp(progress.rowsRead ? progress.rowsWritten / progress.rowsRead : 0));
    default:
      return 100;
  }
}
