/** One language's locale files (locales/<lang>/<namespace>.json) by namespace; every file's keys start with its own top-level name. */
export type LocaleBundle = Record<string, Record<string, unknown>>;

/** `import.meta.glob` keys are file paths; the namespace is the file name. */
export function bundleOf(files: Record<string, Record<string, unknown>>): LocaleBundle {
  return Object.fromEntries(Object.entries(files).map(([path, texts]) => [path.replace(/^.*\/|\.json$/g, ''), texts]));
}
