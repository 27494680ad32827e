import { describe, expect, it } from 'vitest';
import { isTokenShape, stripBearer, withBearer } from '../../src/shared/token';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLV9fXw';

describe('token shape', () => {
  it('accepts three dot-separated URL-safe base64 parts', () => {
    expect(isTokenShape(JWT)).toBe(true);
  });
  it('rejects two parts', () => {
    expect(isTokenShape('abc.def')).toBe(false);
  });
  it('rejects four parts', () => {
    expect(isTokenShape('a.b.c.d')).toBe(false);
  });
  it('rejects an empty part', () => {
    expect(isTokenShape('abc..def')).toBe(false);
  });
  it('rejects characters outside URL-safe base64', () => {
    expect(isTokenShape('ab+c.def.ghi')).toBe(false);
    expect(isTokenShape('ab/c.def.ghi')).toBe(false);
  });
  it('rejects a token still carrying the Bearer prefix', () => {
    expect(isTokenShape(`Bearer ${JWT}`)).toBe(false);
  });
  it('rejects non-strings', () => {
    expect(isTokenShape(undefined)).toBe(false);
    expect(isTokenShape(42)).toBe(false);
  });
});

describe('Bearer prefix', () => {
  it('is removed from the login answer before the shape check', () => {
    expect(isTokenShape(stripBearer(`Bearer ${JWT}`))).toBe(true);
  });
  it('is added exactly once', () => {
    expect(withBearer(`Bearer ${JWT}`)).toBe(`Bearer ${JWT}`);
    expect(withBearer(JWT)).toBe(`Bearer ${JWT}`);
  });
});
