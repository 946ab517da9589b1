/**
 * The pictures the site ships for search engines and link previews, drawn once by
 * scripts/generators/make-social-card.ts into static/ (that script reads these figures and words).
 */

const headline = 'Velmora Auto Transport';
const tagline = 'Premium vehicle shipping across the USA, to and from Canada, and overseas';

/** The share card of every page without a picture of its own (Open Graph's recommended 1200x630). */
export const SOCIAL_CARD = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  headline,
  tagline,
  /** What the card shows, for og:image:alt and twitter:image:alt. */
  alt: `${headline}: ${tagline}`,
} as const;

/** The Organization's logo in the JSON-LD: the brand mark, square, above Google's 112 px minimum. */
export const LOGO = { path: '/logo.png', width: 512, height: 512 } as const;
