import { island } from '../island';
import type { SiteFooterProps } from './site-footer';

/**
 * The footer is links and text, nothing to run: an island that never wakes. A hydrated page keeps
 * the server's footer and sends none of its code; a page rendered in the browser loads it.
 */
export const SiteFooter = island<SiteFooterProps>({
  name: 'site-footer',
  server: __RENDERS_HTML__ ? (require('./site-footer') as typeof import('./site-footer')).SiteFooter : null,
  load: () => import('./site-footer').then((footer) => footer.SiteFooter),
  wake: 'never',
});
