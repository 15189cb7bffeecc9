/** Markdown to safe HTML (react-markdown + rehype-sanitize: no raw HTML, no scripts). Loaded on demand. */
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

export default function MarkdownText({ source }: { source: string }) {
  return <Markdown rehypePlugins={[rehypeSanitize]}>{source}</Markdown>;
}
