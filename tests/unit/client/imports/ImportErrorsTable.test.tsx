import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '../../../../src/client/i18n/i18n';
import { ImportErrorsTable } from '../../../../src/client/imports/ImportErrorsTable';
import { IMPORT_MAX_ERRORS } from '../../../../src/shared/imports/api';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server's stored errors: the first IMPORT_MAX_ERRORS of the import, one page of them here. */
vi.mock('../../../../src/client/imports/useImportQueries', () => ({
  useImportErrors: () => ({
    data: { total: IMPORT_MAX_ERRORS, errors: [{ row: 2, column: 'Menge', value: 'x', messageKey: 'imports.number', message: 'not a number' }] },
    isFetching: false,
    isError: false,
  }),
}));

let root: Root;
let host: HTMLElement;

function renderTable(errorCount: number) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root.render(
      <MemoryRouter initialEntries={['/de/import']}>
        <Routes>
          <Route path="/:lang/*" element={<ImportErrorsTable importId="import-1" fileName="bewegungen.csv" errorCount={errorCount} />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

const capNote = () => document.body.querySelector('[data-testid="import-errors-capped"]');

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

await i18nReady;

describe('ImportErrorsTable', () => {
  it('says that it lists only the stored errors when the import counted more', () => {
    renderTable(12_345);
    expect(capNote()?.textContent).toMatch(/10.000.*12.345|10,000.*12,345/);
  });

  it('says nothing about a cap when every error is listed', () => {
    renderTable(IMPORT_MAX_ERRORS);
    expect(capNote()).toBeNull();
  });
});
