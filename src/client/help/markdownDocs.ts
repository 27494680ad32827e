import type { Language } from '../../shared/settings';

/**
 * The Markdown files shown in the app, as text, by path ("/docs/help/en/01-getting-started.md"): the user guide
 * and the release notes; the engineers' pages of docs/ stay out of the bundle.
 */
const FILES = import.meta.glob<string>(['/docs/help/**/*.md', '/docs/release-notes/*.md'], { query: '?raw', import: 'default', eager: true });

/** The user guide in one language: its chapter files in file-name order, as one document. */
export function userGuide(language: Language): string {
  const prefix = `/docs/help/${language}/`;
  return Object.keys(FILES)
    .filter((path) => path.startsWith(prefix))
    .sort()
    .map((path) => FILES[path])
    .join('\n\n');
}

/** The release notes in one language (docs/release-notes/{lang}.md). */
export function releaseNotes(language: Language): string {
  return FILES[`/docs/release-notes/${language}.md`] ?? '';
}
