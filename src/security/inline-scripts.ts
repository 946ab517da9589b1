import { createHash } from 'crypto';
import { isInlineExecutable, SCRIPT_ELEMENT } from '../components/island/page-boot';

/**
 * The Content-Security-Policy allows no inline script but the few whose hashes it lists
 * (security-headers.ts): the theme's pre-paint script and the page's boot
 * (src/components/island/page-boot), which runs Gatsby's scripts from data the build made of its
 * inline ones. This is the policy's side: the hash of a script's text, and what in a built page the
 * policy would block.
 */

/** A CSP source for an inline script's exact text. */
export const scriptHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

export interface PolicyBreach {
  kind: 'inline script' | 'event handler attribute' | 'javascript: URL';
  detail: string;
}

/** What in a page the policy would block: inline scripts not listed, handler attributes, javascript: URLs. */
export function policyBreaches(html: string, allowedHashes: ReadonlySet<string>): PolicyBreach[] {
  const breaches: PolicyBreach[] = [];
  for (const [, attributes, source] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!isInlineExecutable(attributes) || allowedHashes.has(scriptHash(source))) continue;
    breaches.push({ kind: 'inline script', detail: `${scriptHash(source)} ${source.trim().slice(0, 80)}` });
  }
  const withoutScripts = html.replace(SCRIPT_ELEMENT, '');
  for (const [handler] of withoutScripts.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)) {
    breaches.push({ kind: 'event handler attribute', detail: handler.slice(0, 80) });
  }
  for (const [url] of withoutScripts.matchAll(/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) {
    breaches.push({ kind: 'javascript: URL', detail: url.trim() });
  }
  return breaches;
}
