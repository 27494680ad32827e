import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registry } from '../registry/registry';
import { visibilityGroups } from '../tenant-admin/visibilityGroups';

const LABELS = new Map(visibilityGroups(registry).flatMap((group) => group.options.map((option) => [option.key, option.labels] as const)));

/** An area (a tenant menu key) in the words of its sidebar entries; the key itself where none shows it. */
export function useAreaLabel(): (area: string) => string {
  const { t } = useTranslation();
  return useCallback((area: string) => (LABELS.get(area) ?? []).map((label) => t(label)).join(', ') || area, [t]);
}
