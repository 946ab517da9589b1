import type {
  BlogCategory,
  BlogPost,
  BlogPostSummary,
  CategoryWithPosts,
  HeroImages,
  HomePageData,
  InternationalPageData,
  LocationNode,
  Media,
  Page,
  PressLogo,
  Review,
  SiteChrome,
} from '../types/content';
import type { LocationMapData } from '../locations/location-map';

/** What gatsby-node hands each template through pageContext. */
interface WithChrome {
  chrome: SiteChrome;
}

export interface HomeContext extends WithChrome {
  home: HomePageData;
  /** The hero image in SPEC §9's sizes (null: the CMS formats are used). */
  heroImages: HeroImages | null;
  reviews: Review[];
  pressLogos: PressLogo[];
  latestPosts: BlogPostSummary[];
}

export interface InternationalContext extends WithChrome {
  international: InternationalPageData;
  reviews: Review[];
  locations: LocationNode[];
}

export interface BlogListContext extends WithChrome {
  posts: BlogPostSummary[];
  pageNumber: number;
  pageCount: number;
  categories: BlogCategory[];
}

export interface BlogPostContext extends WithChrome {
  post: BlogPost;
  newer: BlogPostSummary | null;
  older: BlogPostSummary | null;
  /** Other posts of the same category, newest first (at most 3). */
  related: BlogPostSummary[];
}

export interface BlogCategoryContext extends WithChrome {
  category: CategoryWithPosts;
  categories: BlogCategory[];
}

export interface PageLink {
  title: string;
  path: string;
  description: string | null;
  image: Media | null;
}

export interface CmsPageContext extends WithChrome {
  page: Page;
  children: PageLink[];
  /** The location tree on a map, on the locations and solutions pages. */
  locationMap?: LocationMapData;
}

export type AppShellContext = WithChrome;
export type QuotePageContext = WithChrome;
export type BookingPageContext = WithChrome;
export type NotFoundContext = WithChrome;
