import type { Feature, HomeSection, InternationalSection, Media, ServiceTab } from '../../types/content';
import type { StrapiFeature, StrapiHomeSection, StrapiInternationalSection, StrapiMedia } from '../schema';
import { normalizeMedia } from './media';
import { locationHref } from './links';

export interface SectionsResult<T> {
  sections: T[];
  /** Section components this build does not know: skipped, and reported as build warnings. */
  skipped: string[];
}

const componentName = (typename: string) => typename.replace(/^STRAPI_/, '');

export const normalizeFeatures = (raw: StrapiFeature[] | null | undefined, base: string): Feature[] =>
  (raw ?? []).map((item) => ({ title: item.title, text: item.text, image: normalizeMedia(item.image, base) }));

const media = (raw: StrapiMedia | null | undefined, base: string): Media | null => normalizeMedia(raw, base);

/** Normalizes a dynamic zone of sections: each known component through its own function. */
function normalizeSections<Raw extends { __typename: string; heading: string; intro: string | null }, Section>(
  raw: Raw[] | null | undefined,
  byComponent: Record<string, (section: Raw) => Section>,
): SectionsResult<Section> {
  const sections: Section[] = [];
  const skipped: string[] = [];
  for (const section of raw ?? []) {
    const normalize = byComponent[componentName(section.__typename)];
    if (normalize) sections.push(normalize(section));
    else skipped.push(componentName(section.__typename));
  }
  return { sections, skipped };
}

const text = (section: { heading: string; intro: string | null }) => ({
  heading: section.heading,
  intro: section.intro?.trim() || null,
});

const serviceTabs = (section: StrapiHomeSection, base: string): ServiceTab[] =>
  (section.tabs ?? []).map((tab) => ({
    name: tab.name,
    image: media(tab.image, base),
    title: tab.description?.title ?? tab.name,
    description: tab.description?.description ?? '',
    background: tab.background ?? null,
  }));

export function normalizeHomeSections(
  raw: StrapiHomeSection[] | null | undefined,
  base: string,
): SectionsResult<HomeSection> {
  return normalizeSections<StrapiHomeSection, HomeSection>(raw, {
    ComponentHomeStatsBanner: (s) => ({ kind: 'stats-banner', ...text(s) }),
    ComponentHomePressStrip: (s) => ({ kind: 'press-strip', ...text(s) }),
    ComponentHomeReviewsCarousel: (s) => ({ kind: 'reviews-carousel', ...text(s), count: s.count ?? 12 }),
    ComponentHomeServicesTabs: (s) => ({ kind: 'services-tabs', ...text(s), tabs: serviceTabs(s, base) }),
    ComponentHomeContactBanner: (s) => ({
      kind: 'contact-banner',
      ...text(s),
      buttonLabel: s.button_label?.trim() || 'Get a free quote',
    }),
    ComponentHomeWhyUs: (s) => ({
      kind: 'why-us',
      ...text(s),
      image: media(s.image, base),
      points: normalizeFeatures(s.points, base),
    }),
    ComponentHomeContactUs: (s) => ({ kind: 'contact-us', ...text(s), hours: s.hours?.trim() || null }),
    ComponentHomeOurProcess: (s) => ({ kind: 'our-process', ...text(s), steps: normalizeFeatures(s.steps, base) }),
    ComponentHomeServicesGrid: (s) => ({
      kind: 'services-grid',
      ...text(s),
      cards: (s.cards ?? []).map((card) => ({
        title: card.title,
        text: card.text ?? null,
        image: media(card.image, base),
        href: locationHref(card.url),
      })),
      explore: {
        label: s.explore_label?.trim() || 'Explore all 30+ types of services we provide',
        href: locationHref(s.explore_url?.trim() || '/services'),
      },
    }),
    ComponentHomeWhereWeShip: (s) => ({
      kind: 'where-we-ship',
      ...text(s),
      countries: (s.countries ?? []).map((country) => ({
        name: country.name,
        regions: (country.regions ?? []).map((region) => ({
          name: region.name,
          links: (region.links ?? []).map((link) => ({ label: link.label, href: locationHref(link.url) })),
        })),
      })),
    }),
    ComponentHomeBlogCard: (s) => ({ kind: 'blog-card', ...text(s), count: s.count ?? 3 }),
    ComponentHomeFaq: (s) => ({
      kind: 'faq',
      ...text(s),
      questions: (s.questions ?? []).map((qa) => ({ question: qa.Question, answer: qa.Answer })),
    }),
    ComponentHomeBooking: (s) => ({ kind: 'booking', ...text(s) }),
  });
}

export function normalizeInternationalSections(
  raw: StrapiInternationalSection[] | null | undefined,
  base: string,
): SectionsResult<InternationalSection> {
  return normalizeSections<StrapiInternationalSection, InternationalSection>(raw, {
    ComponentLandingTransportTypes: (s) => ({
      kind: 'transport-types',
      ...text(s),
      items: normalizeFeatures(s.items, base),
    }),
    ComponentLandingShippingProcess: (s) => ({
      kind: 'shipping-process',
      ...text(s),
      steps: normalizeFeatures(s.steps, base),
    }),
    ComponentLandingBenefits: (s) => ({ kind: 'benefits', ...text(s), items: normalizeFeatures(s.items, base) }),
    ComponentLandingWhereWeShip: (s) => ({
      kind: 'where-we-ship',
      ...text(s),
      groups: (s.groups ?? []).map((group) => ({
        name: group.name,
        countries: Array.isArray(group.countries) ? group.countries.map(String) : [],
        image: media(group.image, base),
      })),
    }),
    ComponentLandingVehicles: (s) => ({
      kind: 'vehicles',
      ...text(s),
      tabs: (s.tabs ?? []).map((tab) => ({
        name: tab.name,
        image: media(tab.image, base),
        isDefault: Boolean(tab.isDefault),
      })),
    }),
    ComponentLandingReviews: (s) => ({ kind: 'reviews', ...text(s), count: s.count ?? 9 }),
  });
}
