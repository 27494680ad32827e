import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../../../src/client/routing/paths';

const ORIGIN = 'https://portal.example';
const target = (value: string | null) => safeRedirectTarget(value, ORIGIN);

describe('the login redirect follows only pages of the portal', () => {
  it('follows a page under a language prefix with its search and hash', () => {
    expect(target('/en/masterdata/partners?page=2&sort=name#top')).toBe('/en/masterdata/partners?page=2&sort=name#top');
    expect(target('/de/movement-data/inbounds/7/edit')).toBe('/de/movement-data/inbounds/7/edit');
  });

  it('follows an absolute URL of the portal itself as its path', () => {
    expect(target(`${ORIGIN}/en/user/dashboard`)).toBe('/en/user/dashboard');
  });

  it('ignores no target and an empty one', () => {
    expect(target(null)).toBeNull();
    expect(target('')).toBeNull();
  });

  it('ignores a tab or newline that the browser drops to make "//host"', () => {
    for (const value of ['/\t/example.org', '/\n/example.org', '/\r/example.org', '\t//example.org', '/\t\n/example.org/en/x']) {
      expect(target(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('ignores a backslash the browser reads as a slash', () => {
    for (const value of ['/\\example.org', '\\\\example.org', '/\\/example.org', '\\/example.org']) {
      expect(target(value), value).toBeNull();
    }
  });

  it('ignores protocol-relative and absolute URLs of other hosts', () => {
    for (const value of ['//example.org', '///example.org', '//example.org/en/user/dashboard', 'https://example.org/en/x', 'http://portal.example/en/x']) {
      expect(target(value), value).toBeNull();
    }
  });

  it('ignores script and data URLs', () => {
    for (const value of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      expect(target(value), value).toBeNull();
    }
  });

  it('ignores an encoded variant, which stays a path outside the language prefixes', () => {
    for (const value of ['/%09/example.org', '/%0A/example.org', '/%2F/example.org', '/%5Cexample.org', '%2F%2Fexample.org']) {
      expect(target(value), value).toBeNull();
    }
  });

  it('ignores a path that leaves the language prefix through dot segments', () => {
    expect(target('/en/../api/v1/users')).toBeNull();
    expect(target('/en/%2e%2e/%2e%2e/api/v1/users')).toBeNull();
  });

  it('ignores a path without a language prefix of the portal', () => {
    for (const value of ['/masterdata/partners', '/en', '/fr/user/dashboard', '/api/v1/users']) {
      expect(target(value), value).toBeNull();
    }
  });
});
