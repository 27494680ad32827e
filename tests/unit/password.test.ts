import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_MIN_LENGTH, generatePassword, meetsPasswordPolicy, passwordViolations } from '../../src/shared/password';

describe('password policy', () => {
  it('needs an uppercase letter', () => expect(passwordViolations('lowercase123')).toContain('uppercase'));
  it('needs a lowercase letter', () => expect(passwordViolations('UPPERCASE123')).toContain('lowercase'));
  it('needs a digit', () => expect(passwordViolations('NoDigitsHere')).toContain('digit'));
  it(`needs at least ${PASSWORD_MIN_LENGTH} characters`, () => {
    expect(passwordViolations('Ab1'.padEnd(PASSWORD_MIN_LENGTH - 1, 'x'))).toEqual(['minLength']);
    expect(meetsPasswordPolicy('Ab1'.padEnd(PASSWORD_MIN_LENGTH, 'x'))).toBe(true);
  });
});

describe('generated password', () => {
  const samples = Array.from({ length: 1000 }, () => generatePassword(randomInt));
  it('has 15 characters', () => {
    expect(GENERATED_PASSWORD_LENGTH).toBe(15);
    expect(samples.every((p) => p.length === 15)).toBe(true);
  });
  it('has at least one upper, lower, digit and symbol', () => {
    for (const p of samples) {
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[0-9]/);
      expect(p).toMatch(/[^A-Za-z0-9]/);
    }
  });
  it('meets the password policy', () => expect(samples.every(meetsPasswordPolicy)).toBe(true));
  it('is shuffled: the symbol is not always in the same place', () => {
    const symbolPositions = new Set(samples.map((p) => p.search(/[^A-Za-z0-9]/)));
    expect(symbolPositions.size).toBeGreaterThan(5);
  });
  it('1,000 samples are all distinct', () => expect(new Set(samples).size).toBe(1000));
});
