import { describe, expect, it } from 'vitest';
import { errors } from '../../../src/server/errors';
import { errorText } from '../../../src/server/i18n/translate';

describe('what stopped a job, in the user language', () => {
  it('a refusal for invalid data reads "Invalid data" in English and "Ungültige Daten" in German', () => {
    const refusal = errors.validation([{ field: 'quantity', rule: 'type', messageKey: 'validation.number' }]);
    expect(errorText('en', refusal)).toBe('Invalid data');
    expect(errorText('de', refusal)).toBe('Ungültige Daten');
  });

  it('any refusal is worded by its code, with its details', () => {
    expect(errorText('de', errors.recordLocked())).toBe('Dieser Datensatz ist gesperrt und kann nicht bearbeitet werden');
    expect(errorText('de', errors.uriTooLong(8192))).toContain('8192');
  });

  it('an error that is no refusal keeps its own words', () => {
    expect(errorText('de', new Error('disk full'))).toBe('disk full');
  });
});
