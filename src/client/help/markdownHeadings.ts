import GithubSlugger from 'github-slugger';

export interface MarkdownHeading {
  depth: number;
  text: string;
  /** The id rehype-slug gives the heading (same slugger, same order). */
  id: string;
}

/** Headings up to `maxDepth` of one Markdown document, for its table of contents; fenced code is skipped. */
export function markdownHeadings(markdown: string, maxDepth = 3): MarkdownHeading[] {
  const slugger = new GithubSlugger();
  const headings: MarkdownHeading[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    // Every heading takes its slug, also those left out of the contents, so later ids stay in step.
    const id = slugger.slug(match[2]);
    if (match[1].length <= maxDepth) headings.push({ depth: match[1].length, text: match[2], id });
  }
  return headings;
}
