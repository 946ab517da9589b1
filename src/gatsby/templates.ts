import path from 'path';
import type { PageKind } from '../routes';

/** Each kind of page the build makes, and the template that renders it. */
export const TEMPLATES: Readonly<Record<PageKind, string>> = Object.freeze({
  home: path.resolve('./src/templates/home-template.tsx'),
  international: path.resolve('./src/templates/international-template.tsx'),
  blogList: path.resolve('./src/templates/blog-list-template.tsx'),
  blogPost: path.resolve('./src/templates/blog-post-template.tsx'),
  blogCategory: path.resolve('./src/templates/blog-category-template.tsx'),
  cmsPage: path.resolve('./src/templates/cms-page-template.tsx'),
  appShell: path.resolve('./src/templates/app-shell-template.tsx'),
  quote: path.resolve('./src/templates/quote-page-template.tsx'),
  booking: path.resolve('./src/templates/booking-page-template.tsx'),
  notFound: path.resolve('./src/templates/not-found-template.tsx'),
});
