import { describe, expect, it } from 'vitest';
import { loginKey, normalizeLogin, normalizeTenant, sameLogin } from '../../src/shared/login';

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
  it('is one login regardless of case', () => {
    expect(sameLogin(' USER@Tenant1.Example', 'user@tenant1.example')).toBe(true);
    expect(sameLogin('jdoe', 'JDoe')).toBe(true);
    expect(sameLogin('user@tenant1.example', 'user2@tenant1.example')).toBe(false);
    expect(loginKey(' Mixed.Case@Example.com ')).toBe('mixed.case@example.com');
  });
});

describe('tenant names', () => {
  it('travel upper-cased', () => {
    expect(normalizeTenant(' tenant1 ')).toBe('TENANT1');
  });
});
