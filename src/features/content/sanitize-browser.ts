/**
 * Rich HTML sanitized in the browser (the owners' editors, before a preview or a save): DOMPurify,
 * which needs a DOM, with the one policy of sanitize-policy.ts. The server and the build use js-xss
 * with the same policy (sanitize.ts); the server always sanitizes again, this is for what the owner
 * sees. A test runs both on hostile inputs in Chromium and checks they give the same HTML.
 */
import DOMPurify from 'dompurify';
import { ALLOWED, DROP_WITH_CONTENT, IMAGE_RULE, RENAMED, keepsAttribute } from './sanitize-policy.ts';

const TAGS = [...Object.keys(ALLOWED), ...Object.keys(RENAMED)];
const ATTRIBUTES = [...new Set(Object.values(ALLOWED).flat())];

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify instance with the policy's per-tag attribute and URL checks as a hook. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const policyTag = RENAMED[tag] ?? tag;
    if (!keepsAttribute(policyTag, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  return purifier;
}

/** Renames (h1 → h2) and the image rule, applied to the sanitized tree. */
function tidy(root: DocumentFragment): void {
  for (const [from, to] of Object.entries(RENAMED)) {
    for (const el of [...root.querySelectorAll(from)]) {
      const renamed = document.createElement(to);
      renamed.replaceChildren(...el.childNodes);
      el.replaceWith(renamed);
    }
  }
  for (const img of [...root.querySelectorAll('img')]) {
    if (IMAGE_RULE.requireSrc && !img.getAttribute('src')) img.remove();
    else if (!img.hasAttribute('alt')) img.setAttribute('alt', IMAGE_RULE.defaultAlt);
  }
}

export function sanitizeRichHtmlInBrowser(html: string | null | undefined): string {
  const fragment = getPurifier().sanitize(html ?? '', {
    ALLOWED_TAGS: TAGS,
    ALLOWED_ATTR: ATTRIBUTES,
    FORBID_CONTENTS: [...DROP_WITH_CONTENT],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  tidy(fragment);
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
