import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/client/registry/registry';
import { visibilityGroups } from '../../../src/client/tenant-admin/visibilityGroups';
import { secureRandomInt } from '../../../src/client/users/secureRandomInt';
import { allVisibilityKeys } from '../../../src/shared/navigation';
import { PERMISSIONS, ROLES } from '../../../src/shared/permissions';

describe('tenant visibility checklist', () => {
  const groups = visibilityGroups(registry);

  it('offers every visibility key exactly once', () => {
    const offered = groups.flatMap((group) => group.options.map((option) => option.key));
    expect([...offered].sort()).toEqual(allVisibilityKeys(registry));
  });

  it('groups the keys like the sidebar: the import view under Import', () => {
    const importGroup = groups.find((group) => group.label === 'menu.groups.import');
    expect(importGroup?.options.map((option) => option.key)).toContain('import-messages');
  });
});

describe('secureRandomInt', () => {
  it('stays in range and reaches every value', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const value = secureRandomInt(7);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(7);
      seen.add(value);
    }
    expect(seen.size).toBe(7);
  });
});

describe('roles page labels', () => {
  const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales/en/users.json'), 'utf8'));

  it('labels every permission and role of the permission table', () => {
    expect(Object.keys(PERMISSIONS).filter((permission) => !en.users.permissions[permission])).toEqual([]);
    expect(ROLES.filter((role) => !en.users.roles[role])).toEqual([]);
  });
});
