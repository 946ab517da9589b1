import type {
  BlogCategory,
  BlogPost,
  BlogPostSummary,
  HomePageData,
  InternationalPageData,
  LocationNode,
  Media,
  Page,
  PressLogo,
  Review,
  SiteChrome,
} from '../types/content';
import type { CategoryWithPosts } from '../cms/load-site-content';

/** What gatsby-node hands each template through pageContext. */
interface WithChrome {
  chrome: SiteChrome;
}

export interface HomeContext extends WithChrome {
  home: HomePageData;
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
}

export interface BlogCategoryContext extends WithChrome {
  category: CategoryWithPosts;
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
}

export type AppShellContext = WithChrome;
export type BookingContext = WithChrome;
export type QuotePageContext = WithChrome;
export type NotFoundContext = WithChrome;
