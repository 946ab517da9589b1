import type {
  HomePageData,
  InternationalPageData,
  LocationNode,
  PressLogo,
  Review,
  SiteSettings,
} from '../../types/content';
import type {
  StrapiFeature,
  StrapiHomePage,
  StrapiInternationalPage,
  StrapiLocation,
  StrapiPressLogo,
  StrapiReview,
  StrapiSiteSetting,
} from '../schema';
import { normalizeMedia } from './media';

export const phoneHref = (number: string): string => `tel:${number.replace(/[^\d+]/g, '')}`;

export function normalizeSettings(raw: StrapiSiteSetting | null): SiteSettings {
  if (!raw)
    throw new Error('The CMS has no Site settings entry: create it in the admin (Content Manager > Site settings)');
  return {
    siteName: raw.siteName,
    email: raw.email,
    streetAddress: raw.streetAddress ?? null,
    phones: (raw.phones ?? []).map((phone) => ({ ...phone, href: phoneHref(phone.number) })),
    socialLinks: raw.socialLinks ?? [],
    stats: raw.stats ?? [],
  };
}

export function normalizeHomePage(raw: StrapiHomePage | null, base: string): HomePageData {
  if (!raw) throw new Error('The CMS has no Home page entry: create it in the admin (Content Manager > Home page)');
  return {
    title: raw.title,
    subtitle: raw.subtitle ?? null,
    background: normalizeMedia(raw.bg_image, base),
    mobileImage: normalizeMedia(raw.mobile_image, base),
    styles: raw.styles ?? {},
    serviceTabs: (raw.service_tabs ?? []).map((tab) => ({
      name: tab.name,
      image: normalizeMedia(tab.image, base),
      title: tab.description?.title ?? tab.name,
      description: tab.description?.description ?? '',
      background: tab.background ?? null,
    })),
  };
}

const features = (raw: StrapiFeature[] | null, base: string) =>
  (raw ?? []).map((item) => ({ title: item.title, text: item.text, image: normalizeMedia(item.image, base) }));

export function normalizeInternationalPage(raw: StrapiInternationalPage | null, base: string): InternationalPageData {
  if (!raw) throw new Error('The CMS has no International landing page entry: create it in the admin');
  return {
    title: raw.title,
    subtitle: raw.subtitle ?? null,
    image: normalizeMedia(raw.image, base),
    transportTypes: features(raw.transport_types, base),
    processSteps: features(raw.process_steps, base),
    benefits: features(raw.benefits, base),
    whereWeShip: (raw.where_we_ship ?? []).map((group) => ({
      name: group.name,
      countries: Array.isArray(group.countries) ? group.countries.map(String) : [],
      image: normalizeMedia(group.image, base),
    })),
    vehicleTabs: (raw.vehicle_tabs ?? []).map((tab) => ({
      name: tab.name,
      image: normalizeMedia(tab.image, base),
      isDefault: Boolean(tab.isDefault),
    })),
  };
}

export const normalizeReviews = (raw: StrapiReview[], base: string): Review[] =>
  raw.map((review) => ({
    name: review.name,
    stars: Math.min(5, Math.max(1, Math.round(review.stars))),
    text: review.text,
    date: review.date,
    url: review.url ?? null,
    source: review.source ?? null,
    logo: normalizeMedia(review.logo, base),
  }));

export const normalizePressLogos = (raw: StrapiPressLogo[], base: string): PressLogo[] =>
  raw.map((logo) => ({ name: logo.name, url: logo.url ?? null, logo: normalizeMedia(logo.logo, base) }));

/** Editors may write a page path without its leading slash. */
export const locationHref = (url: string): string =>
  /^(https?:)?\/\//.test(url) || url.startsWith('/') ? url : `/${url}`;

/** Builds the location tree from the flat list (any depth), keeping the CMS order. */
export function normalizeLocations(raw: StrapiLocation[], base: string): LocationNode[] {
  const nodes = new Map<string, LocationNode>();
  for (const location of raw) {
    nodes.set(location.documentId, {
      name: location.name,
      lat: Number(location.lat),
      lng: Number(location.lng),
      slug: location.slug,
      url: location.url ? locationHref(location.url) : null,
      image: normalizeMedia(location.image, base),
      iconType: location.iconType === 'ship' ? 'ship' : 'truck',
      isSubtitle: Boolean(location.isSubtitle),
      children: [],
    });
  }
  const roots: LocationNode[] = [];
  for (const location of raw) {
    const node = nodes.get(location.documentId) as LocationNode;
    const parent = location.parent ? nodes.get(location.parent.documentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
