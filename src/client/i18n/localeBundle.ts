/** One language's locale files (locales/<lang>/<namespace>.json) by namespace; every file's keys start with its own top-level name. */
export type LocaleBundle = Record<string, Record<string, unknown>>;

/** `import.meta.glob` keys are file paths; the namespace is the file name. */
export function bundleOf(files: Record<string, Record<string, unknown>>): LocaleBundle {
  return Object.fromEntries(Object.entries(files).map(([path, texts]) => [namespaceOf(path), texts]));
}

/** A language's page texts (locales/<lang>/pages/<namespace>.json): each loaded with the one page that shows it, not on a first visit. */
export type PageTexts = Record<string, () => Promise<Record<string, unknown>>>;

export const namespaceOf = (path: string) => path.replace(/^.*\/|\.json$/g, '');
