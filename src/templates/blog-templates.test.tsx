import { render, screen, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import React from 'react';
import { Helmet } from 'react-helmet';
import { blogPost, postSummary, shippingTips } from '../testing/blog-fixture';
import { chromeFixture } from '../testing/chrome-fixture';
import type { ContentBlock, Media, Page } from '../types/content';
import BlogCategoryTemplate from './blog-category-template';
import BlogListTemplate from './blog-list-template';
import BlogPostTemplate from './blog-post-template';
import CmsPageTemplate from './cms-page-template';
import type { BlogCategoryContext, BlogListContext, BlogPostContext, CmsPageContext } from './contexts';

const SITE_URL = chromeFixture.siteUrl;
/** As Gatsby renders a page on the server: its router's pattern as `path`, the route in `location`. */
const props = <C extends object>(path: string, pageContext: C) =>
  ({ path: '/*', pageContext, location: { pathname: path, search: '' } }) as unknown as PageProps<object, C>;

const blocks: ContentBlock[] = [
  { kind: 'rich-text', id: '1', nodes: [{ type: 'paragraph', children: [{ type: 'text', text: 'Opening words.' }] }] },
  { kind: 'index', id: '2', index: 'Insurance' },
  { kind: 'title', id: '3', title: 'Insurance', subtitle: null, style: 'h2' },
  { kind: 'qa', id: '4', question: 'Insured?', answer: 'Yes.' },
];

const post = blogPost({
  publishedAt: '2026-03-05T09:00:00.000Z',
  updatedAt: '2026-03-06T10:00:00.000Z',
  content: blocks,
});
const summary = (n: number) => postSummary(post, n);

describe('the blog post template', () => {
  const context: BlogPostContext = {
    chrome: chromeFixture,
    post,
    newer: summary(1),
    older: summary(2),
    related: [summary(3)],
  };

  it('shows the banner: category, title, description and the date in long format', () => {
    render(<BlogPostTemplate {...props(post.path, context)} />);
    const banner = screen.getByRole('heading', { level: 1, name: post.name }).closest('header')!;
    expect(within(banner).getByRole('link', { name: 'Shipping Tips' })).toHaveAttribute('href', shippingTips.path);
    expect(within(banner).getByText('Ten minutes of preparation.')).toBeInTheDocument();
    expect(within(banner).getByText('March 5, 2026')).toHaveAttribute('dateTime', post.publishedAt);
    expect(within(banner).queryByRole('link', { name: 'Get started' })).toBeNull();
  });

  it('shows the content, its table of contents, share buttons with the post’s URL, and more posts', () => {
    render(<BlogPostTemplate {...props(post.path, context)} />);
    expect(screen.getByText('Opening words.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'On this page' })).getByRole('link', { name: 'Insurance' }),
    ).toHaveAttribute('href', '#insurance');
    expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toContain(
      encodeURIComponent(`${SITE_URL}/blog/prepare-a-car`),
    );
    const more = screen.getByRole('navigation', { name: 'Newer and older posts' });
    expect(within(more).getByRole('link', { name: /Newer post\s*Post 1/ })).toHaveAttribute('href', '/blog/post-1');
    expect(within(more).getByRole('link', { name: /Older post\s*Post 2/ })).toHaveAttribute('href', '/blog/post-2');
    expect(
      within(screen.getByRole('region', { name: 'More in Shipping Tips' })).getByRole('link', { name: 'Post 3' }),
    ).toBeInTheDocument();
  });
});

describe('the blog list template', () => {
  const context: BlogListContext = {
    chrome: chromeFixture,
    posts: [summary(10), summary(11)],
    pageNumber: 2,
    pageCount: 2,
    categories: [{ ...shippingTips, description: null, featuredImage: null }],
  };

  it('lists its posts, links every category and the pages, and is not indexed', () => {
    render(<BlogListTemplate {...props('/blog/page/2', context)} />);
    expect(
      within(screen.getByRole('list', { name: 'Posts' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Post 10', 'Post 11']);
    expect(
      within(screen.getByRole('navigation', { name: 'Blog categories' })).getByRole('link', { name: 'Shipping Tips' }),
    ).toHaveAttribute('href', shippingTips.path);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Newer' })).toHaveAttribute('href', '/blog');
    expect(Helmet.peek().metaTags).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('fetches the first card’s image at once (the largest thing a phone paints first) and the rest lazily', () => {
    const photo: Media = {
      url: 'http://cms.test/uploads/a.jpg',
      alt: '',
      width: 1600,
      height: 1000,
      mime: 'image/jpeg',
      formats: [{ name: 'medium', url: 'http://cms.test/uploads/medium_a.jpg', width: 768, height: 480 }],
    };
    const posts = context.posts.map((p) => ({ ...p, featuredImage: photo }));
    render(<BlogListTemplate {...props('/blog/page/2', { ...context, posts })} />);
    const images = [...screen.getByRole('list', { name: 'Posts' }).querySelectorAll('.media-image img')];
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
  });
});

describe('the blog category template', () => {
  it('shows the category banner and its posts', () => {
    const context: BlogCategoryContext = {
      chrome: chromeFixture,
      category: {
        ...shippingTips,
        description: 'Practical advice.',
        featuredImage: null,
        posts: [summary(1), summary(2)],
      },
      categories: [{ ...shippingTips, description: null, featuredImage: null }],
    };
    render(<BlogCategoryTemplate {...props(shippingTips.path, context)} />);
    const banner = screen.getByRole('heading', { level: 1, name: 'Shipping Tips' }).closest('header')!;
    expect(within(banner).getByText('Practical advice.')).toBeInTheDocument();
    expect(within(banner).getByText('2 articles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shipping Tips', current: 'page' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Posts in Shipping Tips' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
  });
});

describe('the CMS page template', () => {
  const page: Page = {
    id: 'insurance',
    title: 'Car Shipping Insurance Explained',
    subtitle: 'What is covered',
    description: null,
    image: null,
    slug: 'car-shipping-insurance',
    path: '/shipping-guide/car-shipping-insurance',
    trail: [{ title: 'Shipping Guide', path: '/shipping-guide' }],
    layout: 'guide',
    noindex: false,
    updatedAt: '2026-02-01T08:00:00.000Z',
    content: blocks,
  };
  const context = (overrides: Partial<Page> = {}): CmsPageContext => ({
    chrome: chromeFixture,
    page: { ...page, ...overrides },
    children: [],
  });

  it('shows the breadcrumb, and Get started to #insurance where the page has that section (SPEC §2)', () => {
    render(<CmsPageTemplate {...props(page.path, context())} />);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/shipping-guide']);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '#insurance');
    expect(document.getElementById('insurance')).toHaveTextContent('Insurance');
  });

  it('offers no Get started link where the page has no #insurance section', () => {
    render(<CmsPageTemplate {...props(page.path, context({ content: blocks.slice(0, 1) }))} />);
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
  });

  it('carries the quote form where the page sells, and not on a guide', () => {
    // The form warms the quote service up when it mounts (SPEC §7).
    const warmUp = jest.fn(() => Promise.resolve({ arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) }));
    Object.assign(globalThis, { fetch: warmUp });
    const guide = render(<CmsPageTemplate {...props(page.path, context())} />);
    expect(guide.container.querySelector('#main-form')).toBeNull();
    expect(guide.container).not.toHaveTextContent('Every carrier insured');
    guide.unmount();
    const service = render(
      <CmsPageTemplate
        {...props('/services/rv-shipping', context({ layout: 'service', path: '/services/rv-shipping' }))}
      />,
    );
    expect(service.container.querySelector('#main-form')).not.toBeNull();
    // Under the form, as on the home page: the rating and the cargo insurance from the site settings.
    const hero = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(hero).toHaveTextContent('Rated 4.8 out of 5 from 1,264 Google reviews');
    expect(hero).toHaveTextContent('Every carrier insured: up to $1,000,000 in cargo insurance');
    expect(warmUp).toHaveBeenCalledWith('/api/pingGRPC', { method: 'GET' });
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toContain(
      encodeURIComponent(`${SITE_URL}/services/rv-shipping`),
    );
  });

  it('lists its child pages', () => {
    const withChildren = {
      ...context(),
      children: [{ title: 'RV Shipping', path: '/services/rv-shipping', description: 'RVs.', image: null }],
    };
    render(<CmsPageTemplate {...props(page.path, withChildren)} />);
    expect(screen.getByRole('link', { name: 'RV Shipping' })).toHaveAttribute('href', '/services/rv-shipping');
  });
});
