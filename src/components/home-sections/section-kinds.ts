import type { BlogPostSummary, HomeSection, Review } from '../../types/content';

/**
 * Which home sections are islands of which kind. Kept apart from the sections' components so the
 * page's own bundle, which only asks which kind a section is, carries none of their code.
 */

/** The home sections with nothing to run in the browser: text, images and plain links. */
export const STATIC_SECTION_KINDS = [
  'stats-banner',
  'press-strip',
  'contact-banner',
  'why-us',
  'contact-us',
  'our-process',
] as const;

export type StaticSection = Extract<HomeSection, { kind: (typeof STATIC_SECTION_KINDS)[number] }>;

export const isStaticSection = (section: HomeSection): section is StaticSection =>
  (STATIC_SECTION_KINDS as readonly string[]).includes(section.kind);

/**
 * The home sections with something to run in the browser: the reviews carousel, the services
 * tabs, the "Where we ship" accordion, the FAQ, and the cards whose links navigate within the site
 * (the services grid, the blog cards).
 */
export const INTERACTIVE_SECTION_KINDS = [
  'reviews-carousel',
  'services-tabs',
  'services-grid',
  'where-we-ship',
  'blog-card',
  'faq',
] as const;

export type InteractiveSection = Extract<HomeSection, { kind: (typeof INTERACTIVE_SECTION_KINDS)[number] }>;

export const isInteractiveSection = (section: HomeSection): section is InteractiveSection =>
  (INTERACTIVE_SECTION_KINDS as readonly string[]).includes(section.kind);

/** Whether an interactive section has anything to show: an empty one is left out of the page. */
export const hasContent = (section: InteractiveSection, reviews: Review[], latestPosts: BlogPostSummary[]): boolean =>
  section.kind === 'reviews-carousel'
    ? reviews.length > 0
    : section.kind === 'blog-card'
      ? latestPosts.length > 0
      : true;
