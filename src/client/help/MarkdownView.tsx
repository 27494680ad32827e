import './help.css';
import { Typography } from 'antd';
import Markdown from 'react-markdown';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';

const REMARK = [remarkGfm];
const REHYPE = [rehypeSlug];

/**
 * Markdown kept in the repo: GitHub tables, heading ids (markdownHeadings.ts computes the same ones);
 * antd's Typography styles headings, lists and code in light and dark.
 */
export function MarkdownView({ markdown, testId }: { markdown: string; testId?: string }) {
  return (
    <Typography className="markdown-view" data-testid={testId}>
      <Markdown remarkPlugins={REMARK} rehypePlugins={REHYPE}>
        {markdown}
      </Markdown>
    </Typography>
  );
}
