import { useInvalidate } from '@refinedev/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../../shared/settings';
import { newImportId } from './importFile';
import { importsApi } from './importsApi';
import { runImport, type ImportRun } from './runImport';

/** One import at a time from this view: its state, and the import messages list refreshed at start and end. */
export function useImportRun(language: Language) {
  const [run, setRun] = useState<ImportRun>({ step: 'idle' });
  const leave = useRef<AbortController | null>(null);
  const invalidate = useInvalidate();
  const refreshMessages = useCallback(() => invalidate({ resource: 'import-messages', invalidates: ['list'] }), [invalidate]);

  useEffect(() => {
    const controller = new AbortController();
    leave.current = controller;
    return () => controller.abort();
  }, []);

  const start = useCallback(
    async (file: File, type: string) => {
      let listed = false;
      const end = await runImport({
        api: importsApi,
        file,
        type,
        id: newImportId(),
        language,
        signal: leave.current?.signal,
        onChange: (next) => {
          if (leave.current?.signal.aborted) return;
          setRun(next);
          // The message appears in the list as soon as the server has it.
          if (!listed && next.step === 'running' && next.progress) {
            listed = true;
            void refreshMessages();
          }
        },
      });
      void refreshMessages();
      return end;
    },
    [language, refreshMessages],
  );

  const reset = useCallback(() => setRun({ step: 'idle' }), []);
  return { run, start, reset, running: run.step === 'running' };
}
