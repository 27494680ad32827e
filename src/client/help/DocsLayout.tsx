import { Anchor, Card, Col, Row, type AnchorProps } from 'antd';
import { useMemo } from 'react';
import { markdownHeadings } from './markdownHeadings';
import { MarkdownView } from './MarkdownView';

type TocItem = NonNullable<AnchorProps['items']>[number];

/** A long Markdown document beside its table of contents (chapters and sections). */
export function DocsLayout({ markdown, tocTitle }: { markdown: string; tocTitle: string }) {
  const items = useMemo(() => {
    const chapters: TocItem[] = [];
    for (const heading of markdownHeadings(markdown, 2)) {
      const item = { key: heading.id, href: `#${heading.id}`, title: heading.text, children: [] as TocItem[] };
      if (heading.depth === 1 || !chapters.length) chapters.push(item);
      else chapters[chapters.length - 1].children!.push(item);
    }
    return chapters;
  }, [markdown]);
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={{ span: 6, order: 2 }}>
        <Card size="small" title={tocTitle} className="help-toc" data-testid="help-toc">
          {/* Plain hash links: the URL keeps its language path, only the fragment changes. */}
          <Anchor items={items} affix={false} replace targetOffset={16} />
        </Card>
      </Col>
      <Col xs={24} lg={{ span: 18, order: 1 }}>
        <Card>
          <MarkdownView markdown={markdown} testId="user-guide" />
        </Card>
      </Col>
    </Row>
  );
}
