/** The site's own content types. Components import these, never the CMS's shapes. */

export interface Media {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  mime: string;
  /** Strapi's resized copies (thumbnail, small, medium, large), smallest first. */
  formats: MediaFormat[];
}

export interface MediaFormat {
  name: string;
  url: string;
  width: number;
  height: number;
}

export type RichTextInline =
  | {
      type: 'text';
      text: string;
      bold?: boolean;
      italic?: boolean;
      underline?: boolean;
      strikethrough?: boolean;
      code?: boolean;
    }
  | { type: 'link'; url: string; children: RichTextInline[] };

export type RichTextNode =
  | { type: 'paragraph'; children: RichTextInline[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: RichTextInline[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: RichTextNode[] }
  | { type: 'list-item'; children: (RichTextInline | RichTextNode)[] }
  | { type: 'quote'; children: RichTextInline[] }
  | { type: 'code'; children: RichTextInline[] }
  | { type: 'image'; image: { url: string; alternativeText?: string | null; width?: number; height?: number } };

/** A route's computed figures for one running car (or a page category's typical vehicle) with a flexible pickup: never a fixed price.
 *  Only what the card shows, so a new rate version with the same figures re-renders nothing. */
export interface RouteFigures {
  miles: number;
  /** Dollars, low and high. */
  open: readonly [number, number];
  /** None for what travels open only (boats, RVs, machines, buses, containers). */
  enclosed?: readonly [number, number];
  transitDays: readonly [number, number];
  /** What the figures price when it is not a running car ("a typical 24 ft boat on its own trailer"). */
  pricedFor?: string;
}

export type HeadingStyle = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type ContentBlock =
  | { kind: 'rich-text'; id: string; nodes: RichTextNode[] }
  | { kind: 'title'; id: string; title: string; subtitle: string | null; style: HeadingStyle }
  | { kind: 'image'; id: string; image: Media | null; alt: string | null }
  | { kind: 'content'; id: string; markdown: string }
  | { kind: 'list-item'; id: string; item: string; icon: 'Arrow' | 'Person' | 'Link'; content: string | null }
  | { kind: 'checklist'; id: string; title: string; text: string | null; items: string[] }
  | { kind: 'card'; id: string; image: Media | null; subtitle: string; content: string }
  | {
      kind: 'state-card';
      id: string;
      from: string;
      to: string;
      /** The editor's figure, in miles; shown when the route cannot be placed on the map. */
      distance: number;
      /** Worked out at build time from both ends (issue 10); absent when either end is unknown. */
      estimate?: RouteFigures;
    }
  | { kind: 'qa'; id: string; question: string; answer: string }
  | { kind: 'index'; id: string; index: string };

export interface BlogCategory {
  name: string;
  slug: string;
  /** The route of the category page: /blog/category/{name lower-cased, spaces as hyphens}. */
  path: string;
  description: string | null;
  featuredImage: Media | null;
}

export interface BlogPost {
  name: string;
  slug: string;
  path: string;
  description: string | null;
  publishedAt: string;
  /** When the CMS last changed the post (null when it does not say). */
  updatedAt: string | null;
  featuredImage: Media | null;
  category: Pick<BlogCategory, 'name' | 'slug' | 'path'> | null;
  content: ContentBlock[];
}

/** A post as lists show it: no content, a summary instead; no change time, so an edit that lists
 *  show nothing of re-renders no list. */
export interface BlogPostSummary extends Omit<BlogPost, 'content' | 'updatedAt'> {
  summary: string;
}

export type PageLayout = 'standard' | 'service' | 'solution' | 'location' | 'guide' | 'faq' | 'legal';

export interface Page {
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  image: Media | null;
  slug: string;
  /** The route: the slugs of the page's ancestors and its own, joined. */
  path: string;
  /** The routes and titles of the ancestors, root first (for breadcrumbs). */
  trail: { title: string; path: string }[];
  layout: PageLayout;
  noindex: boolean;
  /** When the CMS last changed the page (null when it does not say). */
  updatedAt: string | null;
  content: ContentBlock[];
}

export interface MenuItem {
  name: string;
  active: boolean;
  href: string;
  icon: string | null;
  children: MenuItem[];
}

export interface Review {
  name: string;
  stars: number;
  text: string;
  date: string;
  url: string | null;
  source: string | null;
  logo: Media | null;
}

export interface LocationNode {
  name: string;
  lat: number;
  lng: number;
  slug: string;
  url: string | null;
  image: Media | null;
  iconType: 'ship' | 'truck';
  isSubtitle: boolean;
  children: LocationNode[];
}

export interface PressLogo {
  name: string;
  logo: Media | null;
  url: string | null;
}

/**
 * Who the broker is, as a broker's advertising must state it (49 CFR 371.7(b)): its USDOT and MC
 * numbers and the FMCSA's public record of them.
 */
export interface BrokerCredentials {
  usdot: string;
  /** The docket number without its prefix: shown as "MC-{mc}". */
  mc: string;
  /** The FMCSA's SAFER company snapshot of the USDOT number. */
  fmcsaUrl: string;
}

/** The reviews' average and count where the customers wrote them (a review site's figures). */
export interface RatingSummary {
  /** 1 to 5, one decimal. */
  average: number;
  count: number;
  /** Where the reviews are: "Google reviews". */
  source: string;
  url: string | null;
}

export interface SiteSettings {
  siteName: string;
  phones: { label: string; number: string; href: string }[];
  /** When the phones answer: "Agents on call 24/7". */
  phoneHours: string | null;
  email: string;
  streetAddress: string | null;
  socialLinks: { network: string; url: string }[];
  stats: { value: string; label: string }[];
  /** Null until both numbers are in the CMS. */
  credentials: BrokerCredentials | null;
  /** Null until the average and the count are in the CMS. */
  rating: RatingSummary | null;
  /** The cargo insurance every carrier holds, in dollars. */
  cargoInsurance: number | null;
}

export interface ServiceTab {
  name: string;
  image: Media | null;
  title: string;
  description: string;
  background: string | null;
}

export interface Feature {
  title: string;
  text: string;
  image: Media | null;
}

/** What every landing-page section has: its heading and an optional introduction. */
export interface SectionText {
  heading: string;
  intro: string | null;
}

export interface ServiceCard {
  title: string;
  text: string | null;
  image: Media | null;
  href: string;
}

/** The home page's "Where we ship": a country, its regions, each region's service links. */
export interface ShipCountry {
  name: string;
  regions: { name: string; links: { label: string; href: string }[] }[];
}

export interface Question {
  question: string;
  answer: string;
}

/** The home page's sections (SPEC §2), in the order the editor put them. */
export type HomeSection = SectionText &
  (
    | { kind: 'stats-banner' }
    | { kind: 'press-strip' }
    | { kind: 'reviews-carousel'; count: number }
    | { kind: 'services-tabs'; tabs: ServiceTab[] }
    | { kind: 'contact-banner'; buttonLabel: string }
    | { kind: 'why-us'; image: Media | null; points: Feature[] }
    | { kind: 'contact-us'; hours: string | null }
    | { kind: 'our-process'; steps: Feature[] }
    | { kind: 'services-grid'; cards: ServiceCard[]; explore: { label: string; href: string } }
    | { kind: 'where-we-ship'; countries: ShipCountry[] }
    | { kind: 'blog-card'; count: number }
    | { kind: 'faq'; questions: Question[] }
    | { kind: 'booking' }
  );

/** The home hero's image, made at build time in SPEC §9's two sizes and qualities. */
export interface HeroImages {
  mobile: { url: string; width: number; height: number };
  desktop: { url: string; width: number; height: number };
  alt: string;
}

export interface HomePageData {
  title: string;
  subtitle: string | null;
  /** The desktop background: a video, or an image. */
  background: Media | null;
  /** Shown on phones, and before (or instead of) the video. */
  mobileImage: Media | null;
  styles: Record<string, string>;
  sections: HomeSection[];
  /** When the CMS last changed the home page (null when it does not say). */
  updatedAt: string | null;
}

export interface ShipGroup {
  name: string;
  countries: string[];
  image: Media | null;
}

export interface VehicleTab {
  name: string;
  image: Media | null;
  isDefault: boolean;
}

/** The international landing page's sections (SPEC §1, §2), in the order the editor put them. */
export type InternationalSection = SectionText &
  (
    | { kind: 'transport-types'; items: Feature[] }
    | { kind: 'shipping-process'; steps: Feature[] }
    | { kind: 'benefits'; items: Feature[] }
    | { kind: 'where-we-ship'; groups: ShipGroup[] }
    | { kind: 'vehicles'; tabs: VehicleTab[] }
    | { kind: 'reviews'; count: number }
  );

export interface InternationalPageData {
  title: string;
  subtitle: string | null;
  image: Media | null;
  sections: InternationalSection[];
}

/** What every page's chrome (header, menus, footer) shows. */
export interface SiteChrome {
  settings: SiteSettings;
  menu: MenuItem[];
  /** The site's public origin without a trailing slash (SITE_URL), for canonical and shared URLs. */
  siteUrl: string;
}

/** A blog category with its published posts, newest first: what its page lists. */
export interface CategoryWithPosts extends BlogCategory {
  posts: BlogPostSummary[];
}
