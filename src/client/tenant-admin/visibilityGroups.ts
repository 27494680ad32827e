import { allMenuGroups, allVisibilityKeys } from '../../shared/navigation';
import type { Registry } from '../../shared/registry';

export interface VisibilityGroup {
  /** i18next key of the group label; null for keys no sidebar entry carries. */
  label: string | null;
  options: { key: string; label: string }[];
}

/** The visibility keys grouped like the sidebar, so an admin finds each where users see it. */
export function visibilityGroups(registry: Registry): VisibilityGroup[] {
  const groups = allMenuGroups(registry)
    .map((group) => ({
      label: group.label,
      options: group.items.filter((item) => item.visibility).map((item) => ({ key: item.visibility!, label: item.label })),
    }))
    .filter((group) => group.options.length > 0);
  const placed = new Set(groups.flatMap((group) => group.options.map((option) => option.key)));
  const rest = allVisibilityKeys(registry).filter((key) => !placed.has(key));
  return rest.length > 0 ? [...groups, { label: null, options: rest.map((key) => ({ key, label: key })) }] : groups;
}
