/** Every route the site builds, and the rules of SPEC §2 that make them. */

export const ROUTES = {
  home: '/',
  blog: '/blog',
  international: '/international',
  appShell: '/_app',
  /** The customer's quote page: the signed link of the confirmation e-mail. */
  quote: '/quote',
  /** The booking page of a quote (issue 28): the same signed link, where the order is e-signed; the booking form lands here. */
  book: '/book',
  notFound: '/404',
  faq: '/frequently-asked-questions',
  shippingGuideFaq: '/shipping-guide/frequently-asked-questions',
  quoteForm: '/#main-form',
  services: '/services',
  shippingLocations: '/shipping-locations',
  solutions: '/auto-transport-solutions',
  shippingGuide: '/shipping-guide',
  privacyPolicy: '/privacy-policy',
  /** SPEC §2's /{product}-terms. */
  terms: '/velmora-terms',
} as const;

/** A page's absolute URL. trailingSlash is 'never' (gatsby-config), so only the home page ends in /. */
export const pageUrl = (siteUrl: string, path: string): string =>
  `${siteUrl.replace(/\/$/, '')}${path === '/' ? '/' : path.replace(/\/$/, '')}`;

/** The kinds of page the build makes, one template each (src/gatsby/templates.ts). */
export type PageKind =
  | 'home'
  | 'international'
  | 'blogList'
  | 'blogPost'
  | 'blogCategory'
  | 'cmsPage'
  | 'appShell'
  | 'quote'
  | 'booking'
  | 'notFound';

/**
 * Kinds of page kept out of search results (robots noindex, left out of the sitemap): SPEC §2's
 * blog landing pages (the list and category pages) and international landing page, and pages with
 * nothing for a search to find (one customer's quote or booking, the app shell, the 404).
 */
export const NOINDEX_KINDS: ReadonlySet<PageKind> = new Set<PageKind>([
  'blogList',
  'blogCategory',
  'international',
  'quote',
  'booking',
  'appShell',
  'notFound',
]);

/** Whether a page is kept out of search results: by its kind, or by its CMS entry's noindex field. */
export const isNoindex = (kind: PageKind, entryNoindex = false): boolean => entryNoindex || NOINDEX_KINDS.has(kind);

/** The pages that show the location map (issue 6): the locations and the solutions. */
export const LOCATION_MAP_PAGES: readonly string[] = [ROUTES.shippingLocations, ROUTES.solutions];

/** SPEC §2's anchors of the home page that the chrome links to. */
/** SPEC §2's anchors on home (plus why-us, which the landing menu names), by section. */
export const HOME_ANCHORS = {
  mainForm: 'main-form',
  booking: 'booking',
  request: 'request',
  services: 'services',
  reviews: 'reviews',
  brand: 'brand',
  stats: 'stats',
  whyUs: 'why-us',
  contact: 'contact',
  contactUs: 'contact-us',
  ourProcess: 'ourprocess',
  ourServices: 'ourservices',
  whereWeShip: 'where-we-ship',
  blog: 'blog',
  support: 'support',
} as const;

/** SPEC §2's anchors on the international landing page. */
export const INTERNATIONAL_ANCHORS = {
  reviews: 'reviews',
  shippingLocations: 'shipping-locations',
  transportTypes: 'transport-types',
  shippingProcess: 'shipping-process',
  benefits: 'benefits',
  vehicles: 'vehicles',
  sideform: 'international-sideform',
} as const;

/** A home-page anchor from any page: `#id` on the home page itself, `/#id` elsewhere. */
export const homeAnchor = (id: string, onHomePage = false): string => (onHomePage ? `#${id}` : `/#${id}`);

/** SPEC §2: a category's slug is its name lower-cased with spaces replaced by hyphens. */
export const categorySlug = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

export const categoryPath = (name: string): string => `/blog/category/${categorySlug(name)}`;

export const postPath = (slug: string): string => `/blog/${slug}`;

/** The blog list's pages: /blog, then /blog/page/2, /blog/page/3 ... */
export const blogListPath = (pageNumber: number): string =>
  pageNumber <= 1 ? ROUTES.blog : `${ROUTES.blog}/page/${pageNumber}`;

/** Routes the site defines itself; a menu entry without a page may name one by its slug. */
export const BUILT_IN_ROUTES: Readonly<Record<string, string>> = Object.freeze({
  home: ROUTES.home,
  blog: ROUTES.blog,
  international: ROUTES.international,
  quote: ROUTES.quoteForm,
  // SPEC §2: a help slug goes to the shipping-guide FAQ.
  help: ROUTES.shippingGuideFaq,
});

export interface SluggedNode {
  id: string;
  slug: string;
  parentId: string | null;
}

/**
 * SPEC §2: a page's route joins its parents' slugs. Returns each node's route by id; a node whose
 * parent is missing or whose ancestry loops is reported instead of getting a wrong route.
 */
export function joinSlugs(nodes: SluggedNode[]): { paths: Map<string, string>; problems: string[] } {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const paths = new Map<string, string>();
  const problems: string[] = [];
  for (const node of nodes) {
    const slugs: string[] = [];
    const seen = new Set<string>();
    let current: SluggedNode | undefined = node;
    while (current) {
      if (seen.has(current.id)) {
        problems.push(`The parents of page "${node.slug}" form a loop`);
        break;
      }
      seen.add(current.id);
      slugs.unshift(current.slug);
      if (current.parentId && !byId.has(current.parentId)) {
        problems.push(`The parent of page "${current.slug}" is not published`);
        break;
      }
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    if (!current) paths.set(node.id, `/${slugs.join('/')}`);
  }
  return { paths, problems };
}

/** The FMCSA's public record of a USDOT number (SAFER's company snapshot): where the broker's
 *  credentials can be checked. */
export const fmcsaRecordUrl = (usdot: string): string =>
  `https://safer.fmcsa.dot.gov/query.asp?searchtype=ANY&query_type=queryCarrierSnapshot&query_param=USDOT&query_string=${encodeURIComponent(usdot)}`;
