import { describe, expect, it } from 'vitest';
import { normalizeLogin, normalizeTenant } from '../../src/shared/login';

describe('login identifier', () => {
  it('is trimmed', () => {
    expect(normalizeLogin('  user@example.com  ')).toBe('user@example.com');
  });
  it('is sent as typed when it contains @', () => {
    expect(normalizeLogin('Mixed.Case@Example.com')).toBe('Mixed.Case@Example.com');
  });
  it('is upper-cased when it contains no @', () => {
    expect(normalizeLogin(' jdoe ')).toBe('JDOE');
  });
});

describe('tenant names', () => {
  it('travel upper-cased', () => {
    expect(normalizeTenant(' tenant1 ')).toBe('TENANT1');
  });
});
