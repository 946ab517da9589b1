import type React from 'react';
import type { CmsPageContext } from './contexts';

/**
 * Sections a CMS page shows after its blocks, by route: the place for a section that is not a
 * content block (e.g. a map on /shipping-locations and /auto-transport-solutions). Each gets the
 * page's whole context.
 */
export const SECTIONS_AFTER_CONTENT: Readonly<Record<string, React.ComponentType<CmsPageContext>>> = Object.freeze({});
