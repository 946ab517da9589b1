import type { SeedPage } from '../types';
import { blogCategories, blogPosts } from './blog';
import { guidePages } from './guides';
import { legalPages } from './legal';
import { locationPages, locationTree } from './locations';
import { menuTree } from './menus';
import { orderTerms } from './order-terms';
import { reviews } from './reviews';
import { servicePages } from './services';
import { homePage, internationalPage, pressLogos, siteSettings } from './site';
import { solutionPages } from './solutions';

export const allPages: SeedPage[] = [...servicePages, ...solutionPages, ...locationPages, ...guidePages, ...legalPages];

export {
  blogCategories,
  blogPosts,
  homePage,
  internationalPage,
  locationTree,
  menuTree,
  orderTerms,
  pressLogos,
  reviews,
  siteSettings,
};
