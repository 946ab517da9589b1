import { blogPost } from '../../testing/blog-fixture';
import { chromeFixture } from '../../testing/chrome-fixture';
import type { ContentBlock } from '../../types/content';
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  internationalPhone,
  jsonLd,
  organization,
  questionsIn,
  service,
} from './structured-data';

const SITE = chromeFixture.siteUrl;

const post = blogPost();
/** The business as every entity names it: absolute URLs for the site and its shipped logo. */
const business = {
  '@type': 'Organization',
  '@id': `${SITE}/#organization`,
  name: 'Velmora Auto Transport',
  url: `${SITE}/`,
  logo: `${SITE}/logo.png`,
};

describe('Organization (every page)', () => {
  const org = organization(chromeFixture);

  it('names the business with absolute URLs for the site and its shipped logo', () => {
    expect(org).toMatchObject({
      ...business,
      email: 'quotes@velmora-transport.example',
      address: '400 Harbor Point Blvd, Suite 210, Baltimore, MD 21230',
    });
  });

  it('has a contact point per phone of the site settings: sales, then customer service, in the US, in English', () => {
    expect(org.contactPoint).toEqual([
      {
        '@type': 'ContactPoint',
        telephone: '+1-800-555-0142',
        contactType: 'sales',
        areaServed: 'US',
        availableLanguage: 'English',
      },
      {
        '@type': 'ContactPoint',
        telephone: '+1-800-555-0187',
        contactType: 'customer service',
        areaServed: 'US',
        availableLanguage: 'English',
      },
    ]);
  });

  it('lists the social links as sameAs', () => {
    expect(org.sameAs).toEqual(chromeFixture.settings.socialLinks.map((link) => link.url));
  });

  it("carries the reviews' average and count from the site settings as an AggregateRating out of 5", () => {
    expect(org.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      reviewCount: 1264,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('has no AggregateRating while the CMS has no rating', () => {
    const settings = { ...chromeFixture.settings, rating: null };
    expect(organization({ ...chromeFixture, settings })).not.toHaveProperty('aggregateRating');
  });

  it('leaves the address out when the settings have none', () => {
    const settings = { ...chromeFixture.settings, streetAddress: null };
    expect(organization({ ...chromeFixture, settings })).not.toHaveProperty('address');
  });
});

describe('internationalPhone', () => {
  it.each([
    ['(800) 555-0142', '+1-800-555-0142'],
    ['1 800 555 0142', '+1-800-555-0142'],
    ['+44 20 7946 0958', '+442079460958'],
    ['555-0142', '555-0142'],
  ])('%s is %s', (written, international) => {
    expect(internationalPhone(written)).toBe(international);
  });
});

describe('BreadcrumbList', () => {
  it('numbers the steps from 1 with absolute URLs, home first', () => {
    expect(
      breadcrumbList(SITE, [
        { title: 'Home', path: '/' },
        { title: 'Services', path: '/services' },
        { title: 'RV Shipping', path: '/services/rv-shipping' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Services', item: `${SITE}/services` },
        { '@type': 'ListItem', position: 3, name: 'RV Shipping', item: `${SITE}/services/rv-shipping` },
      ],
    });
  });
});

describe('BlogPosting', () => {
  const image = 'http://cms.test/uploads/prepare.jpg';

  it('carries headline, description, image, both dates, the organization as author and publisher, and the page', () => {
    const article = blogPosting(chromeFixture, post, { description: 'Ten minutes  of\npreparation.', image });
    expect(article).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.name,
      description: 'Ten minutes of preparation.',
      image: [image],
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/blog/prepare-a-car` },
      url: `${SITE}/blog/prepare-a-car`,
      articleSection: 'Shipping Tips',
    });
    for (const role of [article.author, article.publisher]) {
      expect(role).toEqual(business);
    }
  });

  it('is modified when published where the CMS gives no change time, and has no section without a category', () => {
    const article = blogPosting(
      chromeFixture,
      { ...post, updatedAt: null, category: null },
      { description: 'x', image },
    );
    expect(article.dateModified).toBe(post.publishedAt);
    expect(article).not.toHaveProperty('articleSection');
  });
});

describe('FAQPage', () => {
  const blocks: ContentBlock[] = [
    { kind: 'qa', id: '1', question: 'Is my car insured?', answer: 'Yes:\n the carrier’s cargo insurance.' },
    { kind: 'title', id: '2', title: 'More', subtitle: null, style: 'h2' },
    { kind: 'qa', id: '3', question: 'Can I track it?', answer: 'Yes.' },
  ];

  it('asks every question the content shows, each with its accepted answer as plain text', () => {
    expect(faqPage(questionsIn(blocks))).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is my car insured?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes: the carrier’s cargo insurance.' },
        },
        { '@type': 'Question', name: 'Can I track it?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
      ],
    });
  });

  it('is absent where the page shows no answered question', () => {
    expect(faqPage([])).toBeNull();
    expect(faqPage([{ question: 'Unanswered?', answer: '  ' }])).toBeNull();
  });
});

describe('Service', () => {
  it('names the service, its description, the provider and where it is offered', () => {
    expect(
      service(chromeFixture, { name: 'RV Shipping', description: 'RVs, door to door.', path: '/services/rv-shipping' }),
    ).toEqual({
      '@type': 'Service',
      name: 'RV Shipping',
      description: 'RVs, door to door.',
      url: `${SITE}/services/rv-shipping`,
      serviceType: 'RV Shipping',
      provider: expect.objectContaining({ '@type': 'Organization', name: 'Velmora Auto Transport' }),
      areaServed: { '@type': 'Country', name: 'United States' },
    });
  });
});

describe('jsonLd', () => {
  it('adds the schema.org context and stays valid JSON', () => {
    const text = jsonLd(breadcrumbList(SITE, [{ title: 'Home', path: '/' }]));
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      ...breadcrumbList(SITE, [{ title: 'Home', path: '/' }]),
    });
  });

  it('writes <, > and & as escapes, so CMS text cannot close the script tag', () => {
    const hostile = '</script><script>alert(1)</script> & <!--';
    const text = jsonLd(faqPage([{ question: hostile, answer: hostile }])!);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    const parsed = JSON.parse(text) as { mainEntity: { name: string }[] };
    expect(parsed.mainEntity[0]!.name).toBe(hostile);
  });
});
