import { AxiosError, AxiosHeaders } from 'axios';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileRequiredText, importErrorText, importProblemText, importTypeOptions, notReadyText } from '../../../../src/client/imports/importTexts';
import { importTypeLabel } from '../../../../src/shared/imports/type-label';
import { displayValue } from '../../../../src/client/generic/displayValue';
import { registry } from '../../../../src/client/registry/registry';
import { importTexts } from './i18n';

function refusal(status: number, body: Record<string, unknown>) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, { status, statusText: '', headers: {}, config, data: body });
}

let en: TFunction;
let de: TFunction;
beforeAll(async () => {
  en = await importTexts('en');
  de = await importTexts('de');
});

describe('import types are named as the view offers them', () => {
  it('every type of schemas/imports has a name of its own in both languages', () => {
    for (const t of [en, de]) for (const type of registry.imports.keys()) expect(importTypeLabel(t, registry, type)).not.toBe(type);
    expect(importTypeLabel(de, registry, 'cfrHistoryImport')).toBe('CATS-Zertifikatshistorie');
  });

  it('the round trip of a list export is "{entity title} (CSV export)"', () => {
    expect(importTypeLabel(en, registry, 'resource:inbounds')).toBe('Inbounds (CSV export)');
    expect(importTypeLabel(de, registry, 'resource:inbounds')).toMatch(/^\S.* \(CSV-Export\)$/);
  });

  it('an import message’s type (x-import-type) is shown by that name in its list', () => {
    const messages = registry.get('import-messages')!;
    const format = { date: String, dateTime: String, number: String };
    expect(displayValue(de, format, messages, 'importType', 'rawImport')).toBe('Rohdatenimport (ERP-Bewegungen)');
    expect(displayValue(en, format, messages, 'importType', 'resource:inbounds')).toBe('Inbounds (CSV export)');
  });

  it("the company's own files come first, the lists' CSV exports apart and by name", () => {
    const types = ['rawImport', 'resource:partners', 'rawPHD', 'resource:inbounds'].map((type) => ({ type }));
    expect(importTypeOptions(en, registry, types, 'OilCo')).toEqual([
      {
        label: 'Files of OilCo',
        options: [
          { value: 'rawImport', label: 'Raw import (ERP movements)' },
          { value: 'rawPHD', label: 'Raw PHD (production figures)' },
        ],
      },
      {
        label: 'CSV exports of the lists (round trip)',
        options: [
          { value: 'resource:inbounds', label: 'Inbounds (CSV export)' },
          { value: 'resource:partners', label: 'Partners (CSV export)' },
        ],
      },
    ]);
    expect(importTypeOptions(en, registry, [{ type: 'rawImport' }], 'OilCo')).toHaveLength(1);
  });

  it('a type waiting for another says which to import first', () => {
    expect(notReadyText(en, registry, ['cfrHistoryImport'])).toBe('Import CATS credit history first.');
  });
});

describe('no CSV file chosen: "Please select a {company} CSV file."', () => {
  it('in English and German with the company', () => {
    expect(fileRequiredText(en, 'OilCo')).toBe('Please select a OilCo CSV file.');
    expect(fileRequiredText(de, 'OilCo')).toBe('Bitte wählen Sie eine OilCo-CSV-Datei aus.');
  });

  it('the server refusal reads the same, with the company the server names', () => {
    const error = refusal(400, { code: 'IMPORT_FILE_REQUIRED', message: 'Please select a X CSV file.', params: { company: 'Weser Fuels' } });
    expect(importErrorText(de, registry, error, 'other')).toBe('Bitte wählen Sie eine Weser Fuels-CSV-Datei aus.');
  });
});

describe("refusals before an import starts are told in the user's language", () => {
  it('the import order names both types', () => {
    const error = refusal(409, { code: 'IMPORT_ORDER', params: { type: 'cfrImport', requires: 'cfrHistoryImport' } });
    expect(importErrorText(en, registry, error, '')).toBe('CATS credit history must be imported before CATS credit status.');
    expect(importErrorText(de, registry, error, '')).toBe('CATS-Zertifikatshistorie muss vor CATS-Zertifikatsstatus importiert werden.');
  });

  it('a running import, a forbidden type and a file over the limit', () => {
    expect(importErrorText(en, registry, refusal(409, { code: 'IMPORT_RUNNING', params: { type: 'rawImport' } }), '')).toContain(
      'Raw import (ERP movements) is already running',
    );
    expect(importErrorText(de, registry, refusal(403, { code: 'IMPORT_TYPE_FORBIDDEN', params: { type: 'rawPHD' } }), '')).toContain(
      'Roh-PHD (Produktionszahlen)',
    );
    expect(
      importErrorText(en, registry, refusal(413, { code: 'IMPORT_TOO_LARGE', limit: 1024 * 1024 * 1024, params: { limit: 1024 * 1024 * 1024 } }), ''),
    ).toContain('1 GB');
  });

  it('other errors as every API error', () => {
    expect(importErrorText(en, registry, refusal(400, { code: 'INVALID_ID' }), '')).toBe('Invalid ID');
  });
});

describe('an import problem in words', () => {
  it("the server's text where it has one, else the view's own for the key", () => {
    expect(importProblemText(en, { messageKey: 'errors.fileRequired', message: 'Bitte …' })).toBe('Bitte …');
    expect(importProblemText(de, { messageKey: 'errors.fileRequired', message: 'errors.fileRequired', params: { company: 'OilCo' } })).toBe(
      'Bitte wählen Sie eine OilCo-CSV-Datei aus.',
    );
    expect(importProblemText(en, { messageKey: 'errors.noSuchKey', message: 'errors.noSuchKey' })).toBe('errors.noSuchKey');
  });
});
