/** Task notes: Markdown rendered with marked, then sanitized with DOMPurify in the browser. */
import { useMemo } from 'react';
import { marked } from 'marked';
import DOMPurify from 'dompurify';

export default function Markdown({ source }: { source: string }) {
  const html = useMemo(
    () => DOMPurify.sanitize(marked.parse(source, { async: false, gfm: true, breaks: true }) as string),
    [source],
  );
  if (!source.trim()) return null;
  return <div className="task-notes" dangerouslySetInnerHTML={{ __html: html }} />;
}
