/**
 * The shape of the seed content: written for this project, loaded into Strapi on first start.
 * Media fields name an SVG illustration in `src/seed/media/` (without the folder); the seeder
 * rasterises it and uploads it through Strapi's upload plugin so its formats exist.
 */
import type { RichText } from './rich-text';

/** An SVG illustration, or a WebM video uploaded as it is (the home hero's desktop background). */
export type MediaFile = `${string}.svg` | `${string}.webm`;

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

export interface SeedFeature {
  title: string;
  text: string;
  image?: MediaFile;
}

/** Every section has a heading and an optional introduction. */
interface SeedSectionText {
  heading: string;
  intro?: string;
}

/** The home page's sections, one per component of its `sections` dynamic zone, in page order. */
export type SeedHomeSection = SeedSectionText &
  (
    | { __component: 'home.stats-banner' }
    | { __component: 'home.press-strip' }
    | { __component: 'home.reviews-carousel'; count?: number }
    | { __component: 'home.services-tabs'; tabs: SeedServiceTab[] }
    | { __component: 'home.contact-banner'; button_label?: string }
    | { __component: 'home.why-us'; image?: MediaFile; points: SeedFeature[] }
    | { __component: 'home.contact-us'; hours?: string }
    | { __component: 'home.our-process'; steps: SeedFeature[] }
    | {
        __component: 'home.services-grid';
        cards: { title: string; text?: string; image?: MediaFile; url: string }[];
        explore_label: string;
        explore_url: string;
      }
    | {
        __component: 'home.where-we-ship';
        countries: { name: string; regions: { name: string; links: { label: string; url: string }[] }[] }[];
      }
    | { __component: 'home.blog-card'; count?: number }
    | { __component: 'home.faq'; questions: { Question: string; Answer: string }[] }
    | { __component: 'home.booking' }
  );

export interface SeedHomePage {
  title: string;
  subtitle: string;
  /** Desktop background: a video (or an illustration). */
  bg_image: MediaFile;
  /** Shown on phones, before the video plays and where there is no video. */
  mobile_image: MediaFile;
  styles?: Record<string, string>;
  sections: SeedHomeSection[];
}

/** The international landing page's sections (its `sections` dynamic zone), in page order. */
export type SeedInternationalSection = SeedSectionText &
  (
    | { __component: 'landing.transport-types'; items: SeedFeature[] }
    | { __component: 'landing.shipping-process'; steps: SeedFeature[] }
    | { __component: 'landing.benefits'; items: SeedFeature[] }
    | { __component: 'landing.where-we-ship'; groups: { name: string; countries: string[]; image: MediaFile }[] }
    | { __component: 'landing.vehicles'; tabs: { name: string; image: MediaFile; isDefault?: boolean }[] }
    | { __component: 'landing.reviews'; count?: number }
  );

export interface SeedInternationalPage {
  title: string;
  subtitle: string;
  image: MediaFile;
  sections: SeedInternationalSection[];
}

export interface SeedSiteSettings {
  siteName: string;
  phones: { label: string; number: string }[];
  email: string;
  streetAddress: string;
  socialLinks: { network: 'facebook' | 'instagram' | 'youtube' | 'linkedin'; url: string }[];
  stats: { value: string; label: string }[];
  phoneHours: string;
  usdotNumber: string;
  mcNumber: string;
  ratingAverage: number;
  ratingCount: number;
  ratingSource: string;
  ratingUrl: string | null;
  cargoInsurance: number;
  proofPlaceholders: boolean;
}
