/**
 * The shape of the seed content: written for this project, loaded into Strapi on first start.
 * Media fields name an SVG illustration in `src/seed/media/` (without the folder); the seeder
 * rasterises it and uploads it through Strapi's upload plugin so its formats exist.
 */
import type { RichText } from './rich-text';

export type MediaFile = `${string}.svg`;

export type HeadingStyle = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Content blocks, one per component of the `blocks` category (the pages' dynamic zone). */
export type Block =
  | { __component: 'blocks.rich-text'; JSONContent: RichText }
  | { __component: 'blocks.title'; Title: string; SubTitle?: string; Style: HeadingStyle }
  | { __component: 'blocks.image'; Image: MediaFile; Alt: string }
  /** Markdown (GitHub flavour: tables allowed). */
  | { __component: 'blocks.content'; Content: string }
  | { __component: 'blocks.list-item'; Item: string; Icon: 'Arrow' | 'Person' | 'Link'; Content?: string }
  | {
      __component: 'blocks.checklist';
      Title: string;
      ContentChecklist?: string;
      List: { Text: string }[];
    }
  | { __component: 'blocks.card'; Image?: MediaFile; Subtitle: string; Content: string }
  /** A route between two places; Distance in road miles. */
  | { __component: 'blocks.state-card'; From: string; To: string; Distance: number }
  | { __component: 'blocks.qa'; Question: string; Answer: string }
  /** A table-of-contents entry: the heading text of the section it points at. */
  | { __component: 'blocks.index'; Index: string };

export type PageLayout = 'standard' | 'service' | 'solution' | 'location' | 'guide' | 'faq' | 'legal';

/** A CMS page. `path` is its full route without slashes at the ends, e.g. `services/rv-shipping`;
 *  the seeder stores only the last segment as Slug and links the page to its parent by path. */
export interface SeedPage {
  path: string;
  Title: string;
  Subtitle?: string;
  /** One or two sentences for search results and cards (max 300 characters). */
  Description: string;
  Image?: MediaFile;
  layout: PageLayout;
  noindex?: boolean;
  Content: Block[];
}

export interface SeedCategory {
  name: string;
  /** The name lower-cased with spaces replaced by hyphens (SPEC §2). */
  slug: string;
  Description: string;
  FeaturedImage: MediaFile;
}

export interface SeedPost {
  Name: string;
  Slug: string;
  Description: string;
  /** YYYY-MM-DD, between 2025-01-01 and 2026-11-15. */
  publishedAt: string;
  FeaturedImage: MediaFile;
  /** The slug of a SeedCategory. */
  category: string;
  Content: Block[];
}

export interface SeedReview {
  name: string;
  stars: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** YYYY-MM-DD */
  date: string;
  url?: string;
  /** Where the review was left, e.g. 'Google'. */
  source: string;
  logo?: MediaFile;
}

/** A menu entry: `page` is the full path of a SeedPage; `slug` is used when there is no page
 *  (a built-in route such as `blog`, or `help`, which the site sends to the shipping-guide FAQ). */
export interface SeedMenuItem {
  name: string;
  page?: string;
  slug?: string;
  active?: boolean;
  icon?: MenuIcon;
  children?: SeedMenuItem[];
}

export type MenuIcon = 'car' | 'truck' | 'ship' | 'globe' | 'map-pin' | 'book' | 'help' | 'star' | 'phone' | 'news';

export interface SeedLocation {
  name: string;
  lat: number;
  lng: number;
  slug: string;
  /** Full path of the location's page, when it has one. */
  url?: string;
  image?: MediaFile;
  iconType: 'ship' | 'truck';
  isSubtitle?: boolean;
  children?: SeedLocation[];
}

export interface SeedPressLogo {
  name: string;
  logo: MediaFile;
  url?: string;
}

export interface SeedServiceTab {
  name: string;
  image: MediaFile;
  description: { title: string; description: string };
  background: string;
}

export interface SeedHomePage {
  title: string;
  subtitle: string;
  /** Desktop background: an illustration or a video file. */
  bg_image: MediaFile;
  /** Shown on mobile and while the video loads. */
  mobile_image: MediaFile;
  styles?: Record<string, string>;
  service_tabs: SeedServiceTab[];
}

export interface SeedFeature {
  title: string;
  text: string;
  image?: MediaFile;
}

export interface SeedInternationalPage {
  title: string;
  subtitle: string;
  image: MediaFile;
  transport_types: SeedFeature[];
  process_steps: SeedFeature[];
  benefits: SeedFeature[];
  where_we_ship: { name: string; countries: string[]; image: MediaFile }[];
  vehicle_tabs: { name: string; image: MediaFile; isDefault?: boolean }[];
}

export interface SeedSiteSettings {
  siteName: string;
  phones: { label: string; number: string }[];
  email: string;
  streetAddress: string;
  socialLinks: { network: 'facebook' | 'instagram' | 'youtube' | 'linkedin'; url: string }[];
  stats: { value: string; label: string }[];
}
