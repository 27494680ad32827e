/** The sidebar groups an entity or a report is placed in (`x-menu`, a report's `menu`). */
export const MENU_GROUPS = ['movement-data', 'masterdata', 'import', 'reports', 'help', 'user'] as const;
export type MenuGroupKey = (typeof MENU_GROUPS)[number];

/** Property names (and report column keys) become SQL identifiers and i18n keys: camelCase letters and digits only. */
export const PROPERTY_NAME = /^[a-z][A-Za-z0-9]*$/;
