import { allMenuGroups, allVisibilityKeys } from '../../shared/navigation';
import type { Registry } from '../../shared/registry';

export interface VisibilityOption {
  key: string;
  /** i18next keys of every sidebar entry the key shows (several entities may share one key). */
  labels: string[];
}

export interface VisibilityGroup {
  /** i18next key of the group label; null for keys no sidebar entry carries. */
  label: string | null;
  options: VisibilityOption[];
}

/** The visibility keys grouped like the sidebar, each once (where it first appears), so an admin finds it where users see it. */
export function visibilityGroups(registry: Registry): VisibilityGroup[] {
  const byKey = new Map<string, VisibilityOption>();
  const groups: VisibilityGroup[] = [];
  for (const group of allMenuGroups(registry)) {
    const options: VisibilityOption[] = [];
    for (const item of group.items) {
      if (!item.visibility) continue;
      const known = byKey.get(item.visibility);
      if (known) known.labels.push(item.label);
      else {
        const option = { key: item.visibility, labels: [item.label] };
        byKey.set(item.visibility, option);
        options.push(option);
      }
    }
    if (options.length > 0) groups.push({ label: group.label, options });
  }
  const rest = allVisibilityKeys(registry).filter((key) => !byKey.has(key));
  return rest.length > 0 ? [...groups, { label: null, options: rest.map((key) => ({ key, labels: [] })) }] : groups;
}
