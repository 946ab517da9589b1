import { island } from '../island';
import type { SiteFooterProps } from './site-footer';

type Footer = typeof import('./site-footer');

/**
 * The footer is links and text, nothing to run: an island that never wakes. A hydrated page keeps
 * the server's footer and sends none of its code; a page rendered in the browser (a client-side
 * navigation) loads it. The server's bundle renders it itself; webpack drops the `require` from
 * the browser's bundle.
 */
const serverFooter: Footer | null =
  process.env.BUILD_STAGE === 'build-javascript' || process.env.BUILD_STAGE === 'develop'
    ? null
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- an import would put it in the browser bundle
      (require('./site-footer') as Footer);

export const SiteFooter = island<SiteFooterProps>(
  'site-footer',
  serverFooter?.SiteFooter ?? null,
  () => import('./site-footer').then((footer) => footer.SiteFooter),
  'never',
);
