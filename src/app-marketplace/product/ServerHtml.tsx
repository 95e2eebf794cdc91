import { useMemo } from 'react';
import { htmlToText } from '../../lib/html-text';
import { sanitizeServerHtml } from '../../lib/server-html';
import { libraryHtmlPolicy } from '../../platform/browser';

/**
 * HTML from the server (an app's description or support text), sanitized with DOMPurify before
 * it is shown, through the library's Trusted Types policy where the page enforces them; a page
 * that refuses the policy gets the text alone.
 */
export function ServerHtml({ html }: { html: string }) {
  const policy = libraryHtmlPolicy();
  const safe = useMemo(() => (policy === null ? null : sanitizeServerHtml(html, policy)), [html, policy]);
  if (safe === null) return <div className="eb-product__html">{htmlToText(html)}</div>;
  return <div className="eb-product__html" dangerouslySetInnerHTML={{ __html: safe as string }} />;
}
