/**
 * Markdown to safe HTML (react-markdown + rehype-sanitize: no scripts, no event handlers). Raw HTML in
 * the source is rendered (sanitised) or, with the escape-markdown-html flag, shown as text. Loaded on
 * demand.
 */
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { rehypeEscapeRaw, rehypeParseRaw } from './rawHtml';

export default function MarkdownText({
  source,
  escapeHtml = true,
}: {
  source: string;
  escapeHtml?: boolean;
}) {
  return (
    <Markdown rehypePlugins={[escapeHtml ? rehypeEscapeRaw : rehypeParseRaw, rehypeSanitize]}>
      {source}
    </Markdown>
  );
}
