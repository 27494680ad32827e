import { describe, expect, it } from 'vitest';
import { decimalSeparator } from '../../../../src/client/generic/form/decimalSeparator';

describe('number inputs follow the locale', () => {
  it('uses the decimal separator of the language', () => {
    expect(decimalSeparator('de-DE')).toBe(',');
    expect(decimalSeparator('en-US')).toBe('.');
  });
});
