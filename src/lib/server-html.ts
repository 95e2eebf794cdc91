import DOMPurify, { type Config } from 'dompurify';
import type { HtmlPolicy } from '../platform/browser';
import { safeUrl } from './urls';

// Server HTML (an app's description and support text, spec 001 §2) made safe to show: DOMPurify
// drops scripts, event handlers and every other active content; on top of that, links keep only
// http(s), mailto and tel addresses and open in a new tab without access to this page, images
// load only over http(s), and nothing can restyle the element (no style, no forms, no frames).

const CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed', 'svg', 'math', 'video', 'audio', 'source', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'class', 'id', 'name', 'srcset', 'tabindex', 'autofocus'],
  ALLOW_DATA_ATTR: false,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

function purifierWithLinkRules(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = safeUrl(node.getAttribute('href'));
      if (!href) {
        node.removeAttribute('href');
        node.removeAttribute('target');
        return;
      }
      node.setAttribute('href', href);
      if (/^https?:/.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    } else if (node.nodeName === 'IMG') {
      const src = safeUrl(node.getAttribute('src'));
      if (src && /^https?:/.test(src)) node.setAttribute('src', src);
      else node.removeAttribute('src');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  return purifier;
}

/**
 * The server's HTML with only what is safe to show left in it: a string, or TrustedHTML of
 * `policy` where the page enforces Trusted Types (DOMPurify then also parses through it).
 */
export function sanitizeServerHtml(html: string, policy?: HtmlPolicy): unknown {
  if (!policy) return purifierWithLinkRules().sanitize(html, CONFIG);
  return purifierWithLinkRules().sanitize(html, { ...CONFIG, TRUSTED_TYPES_POLICY: policy as never, RETURN_TRUSTED_TYPE: true });
}
