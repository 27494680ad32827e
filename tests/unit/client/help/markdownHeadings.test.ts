import { describe, expect, it } from 'vitest';
import { markdownHeadings } from '../../../../src/client/help/markdownHeadings';

describe('markdownHeadings', () => {
  it('lists headings up to the depth with the ids rehype-slug gives them', () => {
    const markdown = ['# Getting started', 'text', '## Logging in', '### Two-factor', '## Choosing a client', '# Lists', '## Sorting'].join('\n');
    expect(markdownHeadings(markdown, 2)).toEqual([
      { depth: 1, text: 'Getting started', id: 'getting-started' },
      { depth: 2, text: 'Logging in', id: 'logging-in' },
      { depth: 2, text: 'Choosing a client', id: 'choosing-a-client' },
      { depth: 1, text: 'Lists', id: 'lists' },
      { depth: 2, text: 'Sorting', id: 'sorting' },
    ]);
  });

  it('numbers repeated headings, skips fenced code and keeps umlauts', () => {
    const markdown = ['## Filter', '```', '## not a heading', '```', '## Filter', '## Anmelden & Mandant wählen'].join('\n');
    expect(markdownHeadings(markdown).map((heading) => heading.id)).toEqual(['filter', 'filter-1', 'anmelden--mandant-wählen']);
  });

  it('counts headings deeper than the contents, so later ids match the rendered ones', () => {
    const markdown = ['## Setup', '### Details', '### Details', '## Details'].join('\n');
    expect(markdownHeadings(markdown, 2).map((heading) => heading.id)).toEqual(['setup', 'details-2']);
  });
});
