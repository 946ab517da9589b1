import React from 'react';

/**
 * The editors' preview (issue 29) tells itself apart: a slim notice above every page, and robots
 * noindex in every page's head. Both are written into the HTML by gatsby-ssr.tsx when the build
 * runs with GATSBY_SITE_PREVIEW=true, and only then: the notice is plain HTML outside the page's
 * React root, with no script, so the live site's HTML and every byte of its JavaScript are as
 * they were (gatsby-ssr.tsx is not part of the browser's bundle).
 */
export const PREVIEW_BANNER_TEXT = 'Preview: drafts included. This is not the live site.';

/**
 * Whether this build is the editors' preview. Named in full: Gatsby's bundles replace each
 * `process.env.GATSBY_*` they see with its value at build time, and `process.env` alone with `{}`.
 */
export const isSitePreview = (): boolean => process.env.GATSBY_SITE_PREVIEW === 'true';

/**
 * Fixed colours in both themes (dark text on amber, 12:1), inline: the notice is outside the
 * styled-components tree, and the policy allows inline styles (security-headers.ts).
 */
const BANNER_STYLE: React.CSSProperties = {
  margin: 0,
  padding: '0.375rem 1rem',
  background: '#ffe08a',
  color: '#1b2330',
  borderBottom: '1px solid #b7892a',
  font: '600 0.875rem/1.4 system-ui, -apple-system, "Segoe UI", sans-serif',
  textAlign: 'center',
};

/** The notice: a complementary landmark of its own, named, so a screen reader lists it and reads it first. */
export function PreviewBanner(): React.ReactElement {
  return (
    <aside aria-label="Preview notice" data-site-preview="" style={BANNER_STYLE}>
      <p style={{ margin: 0 }}>{PREVIEW_BANNER_TEXT}</p>
    </aside>
  );
}

/** What the preview adds to every page's head: no search engine indexes or follows it. */
export const previewHeadComponents = (): React.ReactElement[] => [
  <meta key="site-preview-robots" name="robots" content="noindex, nofollow" />,
];

/** What it adds before the page's React root. */
export const previewPreBodyComponents = (): React.ReactElement[] => [<PreviewBanner key="site-preview-banner" />];
