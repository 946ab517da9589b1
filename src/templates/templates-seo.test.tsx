import { render } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import React from 'react';
import { SOCIAL_CARD } from '../components/seo/social-card';
import type { PageKind } from '../routes';
import { blogPost, postSummary, shippingTips } from '../testing/blog-fixture';
import { chromeFixture } from '../testing/chrome-fixture';
import { renderedHead } from '../testing/head';
import { setViewport } from '../testing/match-media';
import { image } from '../testing/media-fixture';
import type { ContentBlock, HomePageData, Page } from '../types/content';
import AppShellTemplate from './app-shell-template';
import BlogCategoryTemplate from './blog-category-template';
import BlogListTemplate from './blog-list-template';
import BlogPostTemplate from './blog-post-template';
import BookingPageTemplate from './booking-page-template';
import CmsPageTemplate from './cms-page-template';
import type { CmsPageContext } from './contexts';
import HomeTemplate from './home-template';
import InternationalTemplate from './international-template';
import NotFoundTemplate from './not-found-template';
import QuotePageTemplate from './quote-page-template';

const SITE = chromeFixture.siteUrl;
const chrome = chromeFixture;
const props = <C extends object>(path: string, pageContext: C) =>
  ({ path: '/*', pageContext, location: { pathname: path, search: '' } }) as unknown as PageProps<object, C>;

const qa = (id: string, question: string): ContentBlock => ({ kind: 'qa', id, question, answer: `${question} Yes.` });
const post = blogPost({
  featuredImage: image('prepare', 'A car being washed'),
  content: [qa('1', 'Should I wash it?'), qa('2', 'Keys?')],
});
const { content: _content, updatedAt: _updatedAt, ...postFields } = post;
const summary = (n: number) => postSummary(postFields, n);

const rvPage: Page = {
  id: 'rv',
  title: 'RV Shipping',
  subtitle: null,
  description: 'RVs, door to door.',
  image: image('rv', 'An RV on a carrier'),
  slug: 'rv-shipping',
  path: '/services/rv-shipping',
  trail: [{ title: 'Vehicle Shipping Services', path: '/services' }],
  layout: 'service',
  noindex: false,
  updatedAt: null,
  content: [qa('1', 'Do you ship fifth-wheels?')],
};
const legalPage: Page = {
  ...rvPage,
  id: 'privacy',
  title: 'Privacy Policy',
  description: null,
  image: null,
  slug: 'privacy-policy',
  path: '/privacy-policy',
  trail: [],
  layout: 'legal',
  content: [
    {
      kind: 'rich-text',
      id: '1',
      nodes: [{ type: 'paragraph', children: [{ type: 'text', text: 'How we use data.' }] }],
    },
  ],
};
const cmsContext = (page: Page): CmsPageContext => ({ chrome, page, children: [] });

const home: HomePageData = {
  title: 'Vehicle shipping, handled end to end',
  subtitle: 'Door-to-door transport for every kind of vehicle.',
  background: null,
  mobileImage: image('hero-highway'),
  styles: {},
  sections: [
    { kind: 'faq', heading: 'Questions', intro: null, questions: [{ question: 'How long?', answer: 'A week.' }] },
  ],
  updatedAt: null,
};
const heroImages = {
  mobile: { url: '/hero/home-mobile.jpg', width: 700, height: 400 },
  desktop: { url: '/hero/home-desktop.jpg', width: 1200, height: 800 },
  alt: 'A car carrier on the highway',
};

const categories = [{ ...shippingTips, description: null, featuredImage: null }];
const blogList = (pageNumber: number) => (
  <BlogListTemplate
    {...props(pageNumber > 1 ? `/blog/page/${pageNumber}` : '/blog', {
      chrome,
      posts: [summary(pageNumber)],
      pageNumber,
      pageCount: 3,
      categories,
    })}
  />
);

interface Case {
  name: string;
  kind: PageKind;
  element: React.ReactElement;
  title: string;
  path: string;
  /** og:image, absolute; the site's social card unless the page has a picture of its own. */
  image?: string;
  /** The JSON-LD types in order; the Organization alone unless the page says more. */
  jsonLd?: string[];
}
const SOCIAL_CARD_URL = `${SITE}/social-card.png`;

const cases: Case[] = [
  {
    name: 'home page',
    kind: 'home',
    element: (
      <HomeTemplate {...props('/', { chrome, home, heroImages, reviews: [], pressLogos: [], latestPosts: [] })} />
    ),
    title: 'Vehicle shipping, handled end to end | Velmora Auto Transport',
    path: '/',
    image: `${SITE}/hero/home-desktop.jpg`,
    jsonLd: ['Organization', 'FAQPage'],
  },
  {
    name: 'international landing page',
    kind: 'international',
    element: (
      <InternationalTemplate
        {...props('/international', {
          chrome,
          international: {
            title: 'International vehicle shipping',
            subtitle: 'Overseas.',
            image: image('roro'),
            sections: [],
          },
          reviews: [],
          locations: [],
        })}
      />
    ),
    title: 'International vehicle shipping | Velmora Auto Transport',
    path: '/international',
    image: 'http://cms.test/uploads/roro.jpg',
    jsonLd: ['Organization'],
  },
  {
    name: 'blog list page 1',
    kind: 'blogList',
    element: blogList(1),
    title: 'Blog | Velmora Auto Transport',
    path: '/blog',
  },
  {
    name: 'blog list page 2',
    kind: 'blogList',
    element: blogList(2),
    title: 'Blog: page 2 of 3 | Velmora Auto Transport',
    path: '/blog/page/2',
  },
  {
    name: 'blog category page',
    kind: 'blogCategory',
    element: (
      <BlogCategoryTemplate
        {...props(shippingTips.path, {
          chrome,
          category: { ...categories[0]!, posts: [summary(1)] },
          categories,
        })}
      />
    ),
    title: 'Blog: Shipping Tips | Velmora Auto Transport',
    path: shippingTips.path,
    jsonLd: ['Organization', 'BreadcrumbList'],
  },
  {
    name: 'blog post',
    kind: 'blogPost',
    element: <BlogPostTemplate {...props(post.path, { chrome, post, newer: null, older: null, related: [] })} />,
    title: 'How to prepare a car for transport | Velmora Auto Transport',
    path: post.path,
    image: 'http://cms.test/uploads/prepare.jpg',
    jsonLd: ['Organization', 'BreadcrumbList', 'BlogPosting', 'FAQPage'],
  },
  {
    name: 'CMS service page',
    kind: 'cmsPage',
    element: <CmsPageTemplate {...props(rvPage.path, cmsContext(rvPage))} />,
    title: 'RV Shipping | Velmora Auto Transport',
    path: rvPage.path,
    image: 'http://cms.test/uploads/rv.jpg',
    jsonLd: ['Organization', 'BreadcrumbList', 'Service', 'FAQPage'],
  },
  {
    name: 'CMS top-level legal page',
    kind: 'cmsPage',
    element: <CmsPageTemplate {...props(legalPage.path, cmsContext(legalPage))} />,
    title: 'Privacy Policy | Velmora Auto Transport',
    path: legalPage.path,
  },
  {
    name: 'app shell',
    kind: 'appShell',
    element: <AppShellTemplate {...props('/_app', { chrome })} />,
    title: 'Get a vehicle shipping quote | Velmora Auto Transport',
    path: '/_app',
  },
  {
    name: 'customer’s quote page',
    kind: 'quote',
    element: <QuotePageTemplate {...props('/quote', { chrome })} />,
    title: 'Your quote | Velmora Auto Transport',
    path: '/quote',
  },
  {
    name: 'booking page',
    kind: 'booking',
    element: <BookingPageTemplate {...props('/book', { chrome })} />,
    title: 'Book your shipment | Velmora Auto Transport',
    path: '/book',
  },
  {
    name: '404 page',
    kind: 'notFound',
    element: <NotFoundTemplate {...props('/404.html', { chrome })} />,
    title: 'Page not found | Velmora Auto Transport',
    path: '/404',
  },
];

/** SPEC §2's noindex pages (blog landing pages, the international landing page) and the
 *  non-content pages: nothing else may be noindexed by its kind. */
const NOINDEXED = [
  'international landing page',
  'blog list page 1',
  'blog list page 2',
  'blog category page',
  'app shell',
  'booking page',
  'customer’s quote page',
  '404 page',
];

beforeEach(() => {
  setViewport(1280);
  // The quote forms warm the quote service up, booking and quote pages ask for their record: never answered here.
  Object.assign(globalThis, { fetch: jest.fn(() => new Promise(() => undefined)) });
});

describe.each(cases)(
  'the $name',
  ({ name, element, title, path, image = SOCIAL_CARD_URL, jsonLd = ['Organization'] }) => {
    it('has its title, a description, its canonical URL, Open Graph and Twitter tags', () => {
      render(element);
      const head = renderedHead();
      const url = `${SITE}${path === '/' ? '/' : path}`;
      expect(head.title).toBe(title);
      expect(head.lang).toBe('en');
      expect(head.meta('description')).toMatch(/\w/);
      expect(head.canonical).toBe(url);
      expect(head.meta('og:url')).toBe(url);
      expect(head.meta('og:type')).toBe(name === 'blog post' ? 'article' : 'website');
      expect(head.meta('og:title')).toBe(title.replace(' | Velmora Auto Transport', ''));
      expect(head.meta('og:description')).toBe(head.meta('description'));
      expect(head.meta('og:site_name')).toBe('Velmora Auto Transport');
      expect(head.meta('og:locale')).toBe('en_US');
      expect(head.meta('og:image')).toBe(image);
      expect(head.meta('og:image:width')).toMatch(/^\d+$/);
      expect(head.meta('og:image:height')).toMatch(/^\d+$/);
      expect(head.meta('og:image:alt')).toMatch(/\w/);
      expect(head.meta('twitter:card')).toBe('summary_large_image');
      expect(head.meta('twitter:title')).toBe(head.meta('og:title'));
      expect(head.meta('twitter:description')).toBe(head.meta('description'));
      expect(head.meta('twitter:image')).toBe(image);
      expect(head.meta('twitter:image:alt')).toBe(head.meta('og:image:alt'));
    });

    it(`is ${NOINDEXED.includes(name) ? '' : 'not '}noindexed`, () => {
      render(element);
      expect(renderedHead().meta('robots')).toBe(NOINDEXED.includes(name) ? 'noindex, follow' : null);
    });

    it(`carries the JSON-LD ${jsonLd.join(', ')}`, () => {
      render(element);
      const entities = renderedHead().jsonLd;
      expect(entities.map((entity) => entity['@type'])).toEqual(jsonLd);
      expect(entities.every((entity) => entity['@context'] === 'https://schema.org')).toBe(true);
    });
  },
);

describe('across the pages', () => {
  it('no two pages share a title', () => {
    const titles = cases.map(({ element }) => {
      const { unmount } = render(element);
      const { title } = renderedHead();
      unmount();
      return title;
    });
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('each blog list page has its own title and description', () => {
    const heads = [1, 2, 3].map((pageNumber) => {
      const { unmount } = render(blogList(pageNumber));
      const head = renderedHead();
      unmount();
      return { title: head.title, description: head.meta('description') };
    });
    expect(heads.map((head) => head.title)).toEqual([
      'Blog | Velmora Auto Transport',
      'Blog: page 2 of 3 | Velmora Auto Transport',
      'Blog: page 3 of 3 | Velmora Auto Transport',
    ]);
    expect(new Set(heads.map((head) => head.description)).size).toBe(3);
    expect(heads[1]!.description).toMatch(/^Blog: page 2 of 3\. /);
  });

  it('a CMS page whose noindex field is set is noindexed', () => {
    render(<CmsPageTemplate {...props(rvPage.path, cmsContext({ ...rvPage, noindex: true }))} />);
    expect(renderedHead().meta('robots')).toBe('noindex, follow');
  });

  it('a page without a CMS description gets one from its content, else a written one naming it', () => {
    const { unmount } = render(<CmsPageTemplate {...props(legalPage.path, cmsContext(legalPage))} />);
    expect(renderedHead().meta('description')).toBe('How we use data.');
    unmount();
    render(<CmsPageTemplate {...props(legalPage.path, cmsContext({ ...legalPage, content: [] }))} />);
    expect(renderedHead().meta('description')).toBe('Privacy Policy, from Velmora Auto Transport.');
  });

  it('the share card stands in where a page has no picture of its own', () => {
    render(<AppShellTemplate {...props('/_app', { chrome })} />);
    expect(renderedHead().meta('og:image:alt')).toBe(SOCIAL_CARD.alt);
  });

  it('a post’s trail runs Home › Blog › its category › the post', () => {
    render(<BlogPostTemplate {...props(post.path, { chrome, post, newer: null, older: null, related: [] })} />);
    const trail = renderedHead().jsonLd.find((entity) => entity['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { name: string; item: string }[];
    };
    expect(trail.itemListElement.map(({ name, item }) => [name, item])).toEqual([
      ['Home', `${SITE}/`],
      ['Blog', `${SITE}/blog`],
      ['Shipping Tips', `${SITE}/blog/category/shipping-tips`],
      [post.name, `${SITE}${post.path}`],
    ]);
  });
});
