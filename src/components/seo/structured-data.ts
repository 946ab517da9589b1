/**
 * The pages' JSON-LD (schema.org): plain objects built from the site's own types, serialized for a
 * <script type="application/ld+json"> by jsonLd().
 */
import { pageUrl } from '../../routes';
import type { BlogPost, ContentBlock, Question, RatingSummary, SiteChrome } from '../../types/content';
import { LOGO } from './social-card';

type Site = Pick<SiteChrome, 'settings' | 'siteUrl'>;

export interface ContactPointLd {
  '@type': 'ContactPoint';
  telephone: string;
  contactType: 'sales' | 'customer service';
  areaServed: 'US';
  availableLanguage: 'English';
}

/** The organization where another entity names it: enough to identify it without repeating it all. */
export interface OrganizationRefLd {
  '@type': 'Organization';
  '@id': string;
  name: string;
  url: string;
  logo: string;
}

export interface AggregateRatingLd {
  '@type': 'AggregateRating';
  ratingValue: number;
  reviewCount: number;
  bestRating: number;
  worstRating: number;
}

export interface OrganizationLd extends OrganizationRefLd {
  email: string;
  address?: string;
  contactPoint: ContactPointLd[];
  sameAs: string[];
  aggregateRating?: AggregateRatingLd;
}

export interface ListItemLd {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}

export interface BreadcrumbListLd {
  '@type': 'BreadcrumbList';
  itemListElement: ListItemLd[];
}

export interface BlogPostingLd {
  '@type': 'BlogPosting';
  headline: string;
  description: string;
  image: string[];
  datePublished: string;
  dateModified: string;
  author: OrganizationRefLd;
  publisher: OrganizationRefLd;
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  url: string;
  articleSection?: string;
}

export interface QuestionLd {
  '@type': 'Question';
  name: string;
  acceptedAnswer: { '@type': 'Answer'; text: string };
}

export interface FaqPageLd {
  '@type': 'FAQPage';
  mainEntity: QuestionLd[];
}

export interface ServiceLd {
  '@type': 'Service';
  name: string;
  description: string;
  url: string;
  serviceType: string;
  provider: OrganizationRefLd;
  areaServed: { '@type': 'Country'; name: string };
}

export type StructuredData = OrganizationLd | BreadcrumbListLd | BlogPostingLd | FaqPageLd | ServiceLd;

/** The market the broker serves and answers the phone for (SPEC §1: a US broker). */
const AREA_SERVED = { code: 'US', name: 'United States' } as const;

/** One line of plain text: search engines read answers and descriptions as text, not layout. */
const plainText = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A North American number written as the CMS has it, "(800) 555-0142", in international form. */
export function internationalPhone(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (number.trim().startsWith('+')) return `+${digits}`;
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10
    ? `+1-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
    : number.trim();
}

/** A phone labelled for sales answers sales; every other line is customer service. */
const contactType = (label: string): ContactPointLd['contactType'] =>
  /sales/i.test(label) ? 'sales' : 'customer service';

export const organizationRef = ({ settings, siteUrl }: Site): OrganizationRefLd => ({
  '@type': 'Organization',
  '@id': `${pageUrl(siteUrl, '/')}#organization`,
  name: settings.siteName,
  url: pageUrl(siteUrl, '/'),
  logo: pageUrl(siteUrl, LOGO.path),
});

/**
 * The reviews' average and count from the site settings (the review site's own figures). Google
 * shows no star snippet for a rating an Organization or LocalBusiness publishes about itself on its
 * own site ("self-serving reviews"), so this earns no rich result; it is still valid schema.org and
 * states the same figures the pages show, for the search engines and tools that read it.
 */
function aggregateRating(rating: RatingSummary | null): { aggregateRating?: AggregateRatingLd } {
  if (!rating) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/** The business behind the site, on every page: how to reach it, where else it is and its rating. */
export function organization(site: Site): OrganizationLd {
  const { settings } = site;
  return {
    ...organizationRef(site),
    email: settings.email,
    ...(settings.streetAddress ? { address: settings.streetAddress } : {}),
    contactPoint: settings.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: internationalPhone(phone.number),
      contactType: contactType(phone.label),
      areaServed: AREA_SERVED.code,
      availableLanguage: 'English',
    })),
    sameAs: settings.socialLinks.map((link) => link.url),
    ...aggregateRating(settings.rating),
  };
}

/** Where a page sits, from the home page to the page itself, each step an absolute URL. */
export function breadcrumbList(siteUrl: string, crumbs: { title: string; path: string }[]): BreadcrumbListLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: pageUrl(siteUrl, crumb.path),
    })),
  };
}

/** A post as an article: dated by when it first went live and when the CMS last changed it. */
export function blogPosting(
  site: Site,
  post: BlogPost,
  { description, image }: { description: string; image: string },
): BlogPostingLd {
  const url = pageUrl(site.siteUrl, post.path);
  const publisher = organizationRef(site);
  return {
    '@type': 'BlogPosting',
    headline: post.name,
    description: plainText(description),
    image: [image],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt ?? post.publishedAt,
    author: publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.category ? { articleSection: post.category.name } : {}),
  };
}

/** The questions a page's content shows (its Qa blocks, shown as FAQ accordions), in order. */
export const questionsIn = (blocks: ContentBlock[]): Question[] =>
  blocks.flatMap((block) => (block.kind === 'qa' ? [{ question: block.question, answer: block.answer }] : []));

/** The page's questions and answers as plain text; null where the page shows none. */
export function faqPage(questions: Question[]): FaqPageLd | null {
  const answered = questions.filter((qa) => plainText(qa.question) && plainText(qa.answer));
  if (answered.length === 0) return null;
  return {
    '@type': 'FAQPage',
    mainEntity: answered.map((qa) => ({
      '@type': 'Question',
      name: plainText(qa.question),
      acceptedAnswer: { '@type': 'Answer', text: plainText(qa.answer) },
    })),
  };
}

/** A service page's service: what it is, who provides it and where. */
export function service(
  site: Site,
  { name, description, path }: { name: string; description: string; path: string },
): ServiceLd {
  return {
    '@type': 'Service',
    name,
    description: plainText(description),
    url: pageUrl(site.siteUrl, path),
    serviceType: name,
    provider: organizationRef(site),
    areaServed: { '@type': 'Country', name: AREA_SERVED.name },
  };
}

/**
 * The script's text: JSON with <, > and & written as \u escapes (still the same JSON), so no text
 * from the CMS can close the script tag or open a comment inside it.
 */
export const jsonLd = (data: StructuredData): string =>
  JSON.stringify({ '@context': 'https://schema.org', ...data })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
