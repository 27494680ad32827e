import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { errorListFileName, isCsvFile, newImportId } from '../../../../src/client/imports/importFile';
import { processingPercent, runImport, uploadedBytes, type ImportRun, type RunImportApi } from '../../../../src/client/imports/runImport';
import { IMPORT_ID, type ImportResult } from '../../../../src/shared/imports/api';

const result = (change: Partial<ImportResult> = {}): ImportResult => ({
  id: 'id-12345678',
  importType: 'rawImport',
  importStatus: 'running',
  phase: 'reading',
  fileName: 'raw.csv',
  fileSize: 10,
  importedBy: 'u@x.example',
  startedAt: '2026-01-01T00:00:00Z',
  lastImportTime: null,
  rowsRead: 0,
  rowsWritten: 0,
  recordsCreated: 0,
  recordsUpdated: 0,
  recordsUnchanged: 0,
  errorCount: 0,
  errorMessage: null,
  warnings: [],
  ...change,
});

function failure(status?: number, data: unknown = {}) {
  const config = { headers: new AxiosHeaders() };
  const response = status ? { status, statusText: '', headers: {}, config, data } : undefined;
  return new AxiosError('failed', 'ERR', config, null, response);
}

const file = new File(['a;b\n1;2\n'], 'raw.csv', { type: 'text/csv' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('an import is uploaded while its progress is polled', () => {
  it("reports the bytes sent and the server's progress (404 at first), and ends with the server's answer", async () => {
    const runs: ImportRun[] = [];
    let finish!: (value: ImportResult) => void;
    const polled: (ImportResult | null)[] = [null, result({ rowsRead: 1 }), result({ phase: 'writing', rowsRead: 1, rowsWritten: 1 })];
    const api: RunImportApi = {
      start: ({ onUploadProgress, id, type, fileName }) => {
        expect({ id, type, fileName }).toEqual({ id: 'id-12345678', type: 'rawImport', fileName: 'raw.csv' });
        onUploadProgress?.({ loaded: 4, total: file.size, bytes: 4, lengthComputable: true });
        return new Promise((resolve) => (finish = resolve));
      },
      progress: async () => polled.shift() ?? result({ phase: 'writing', rowsRead: 1, rowsWritten: 1 }),
    };
    const ended = runImport({ api, file, type: 'rawImport', id: 'id-12345678', language: 'en', onChange: (run) => runs.push(run), pollMs: 1 });
    while (polled.length > 0) await tick();
    await tick();
    finish(result({ importStatus: 'succeeded', phase: 'done', recordsCreated: 1 }));
    const end = await ended;

    expect(end).toMatchObject({ step: 'finished', result: { importStatus: 'succeeded', recordsCreated: 1 } });
    expect(runs.at(-1)).toBe(end);
    const running = runs.filter((run): run is Extract<ImportRun, { step: 'running' }> => run.step === 'running');
    expect(running[0]).toMatchObject({ uploaded: 0, progress: null, fileName: 'raw.csv' });
    expect(running.some((run) => run.uploaded === 4)).toBe(true);
    expect(running.at(-1)?.progress).toMatchObject({ phase: 'writing', rowsWritten: 1 });
  });

  it('a refusal before the start (4xx) ends the run as refused', async () => {
    const refused = failure(409, { code: 'IMPORT_RUNNING' });
    const api: RunImportApi = { start: () => Promise.reject(refused), progress: async () => null };
    expect(await runImport({ api, file, type: 'rawImport', id: 'id-12345678', language: 'de', onChange: () => {}, pollMs: 1 })).toEqual({
      step: 'refused',
      error: refused,
    });
  });

  it('an answer lost on the way does not end an import the server runs: it is followed until done', async () => {
    let polls = 0;
    const api: RunImportApi = {
      start: async () => {
        while (polls < 2) await tick();
        throw failure(504);
      },
      progress: async () => (++polls < 4 ? result({ rowsRead: polls }) : result({ importStatus: 'failed', phase: 'done', errorCount: 3 })),
    };
    const end = await runImport({ api, file, type: 'rawImport', id: 'id-12345678', language: 'en', onChange: () => {}, pollMs: 1 });
    expect(end).toMatchObject({ step: 'finished', result: { importStatus: 'failed', errorCount: 3 } });
  });

  it('a lost answer before the server ever saw the import is a failure to start', async () => {
    const lost = failure();
    const api: RunImportApi = { start: () => Promise.reject(lost), progress: async () => null };
    expect(await runImport({ api, file, type: 'rawImport', id: 'id-12345678', language: 'en', onChange: () => {}, pollMs: 1 })).toMatchObject({
      step: 'refused',
      error: lost,
    });
  });
});

describe('progress bars', () => {
  it('the upload counts bytes, up to the file size when the browser names no total', () => {
    expect(uploadedBytes({ loaded: 50, total: 100 }, 100)).toBe(50);
    expect(uploadedBytes({ loaded: 120, total: undefined }, 100)).toBe(100);
  });

  it('processing: reading follows the upload, writing counts rows written of those read, done is full', () => {
    expect(processingPercent(null, 0.5)).toBe(0);
    expect(processingPercent(result({ phase: 'reading' }), 0.5)).toBe(25);
    expect(processingPercent(result({ phase: 'checking' }), 1)).toBe(55);
    expect(processingPercent(result({ phase: 'writing', rowsRead: 100, rowsWritten: 50 }), 1)).toBe(79);
    expect(processingPercent(result({ phase: 'done' }), 1)).toBe(100);
  });
});

describe('the chosen file', () => {
  it('is a CSV file by its name, as the server checks it', () => {
    expect(isCsvFile(new File(['x'], 'Movements.CSV', { type: 'text/csv' }))).toBe(true);
    expect(isCsvFile(new File(['x'], 'export.csv', { type: 'application/vnd.ms-excel' }))).toBe(true);
    expect(isCsvFile(new File(['x'], 'export.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }))).toBe(false);
    expect(isCsvFile(new File(['x'], 'photo.csv', { type: 'image/png' }))).toBe(false);
    expect(isCsvFile(null)).toBe(false);
  });

  it('gets an id the server accepts', () => {
    expect(newImportId()).toMatch(IMPORT_ID);
    expect(newImportId()).not.toBe(newImportId());
  });

  it('its error list downloads as "{name}-errors.csv"', () => {
    expect(errorListFileName('rawImport.csv')).toBe('rawImport-errors.csv');
    expect(errorListFileName('.csv')).toBe('import-errors.csv');
  });
});
