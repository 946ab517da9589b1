import type {
  BrokerCredentials,
  HomePageData,
  RatingSummary,
  InternationalPageData,
  LocationNode,
  PressLogo,
  Review,
  SiteSettings,
} from '../../types/content';
import type {
  StrapiHomePage,
  StrapiInternationalPage,
  StrapiLocation,
  StrapiPressLogo,
  StrapiReview,
  StrapiSiteSetting,
} from '../schema';
import { fmcsaRecordUrl } from '../../routes';
import { locationHref, phoneHref } from './links';
import { normalizeMedia } from './media';
import { normalizeHomeSections, normalizeInternationalSections } from './sections';

const digits = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return /^[0-9]{1,8}$/.test(text) ? text : null;
};

function credentialsOf(raw: StrapiSiteSetting): BrokerCredentials | null {
  const usdot = digits(raw.usdotNumber);
  const mc = digits(raw.mcNumber?.replace(/^MC-?/i, ''));
  return usdot && mc ? { usdot, mc, fmcsaUrl: fmcsaRecordUrl(usdot) } : null;
}

function ratingOf(raw: StrapiSiteSetting): RatingSummary | null {
  const average = Number(raw.ratingAverage);
  const count = Number(raw.ratingCount);
  if (!(average >= 1 && average <= 5) || !(Number.isInteger(count) && count > 0)) return null;
  const url = raw.ratingUrl?.trim() ?? '';
  return {
    average: Math.round(average * 10) / 10,
    count,
    source: raw.ratingSource?.trim() || 'customer reviews',
    url: /^https:\/\//.test(url) ? url : null,
  };
}

export function normalizeSettings(raw: StrapiSiteSetting | null): SiteSettings {
  if (!raw)
    throw new Error('The CMS has no Site settings entry: create it in the admin (Content Manager > Site settings)');
  const insurance = Number(raw.cargoInsurance);
  return {
    siteName: raw.siteName,
    email: raw.email,
    streetAddress: raw.streetAddress ?? null,
    phones: (raw.phones ?? []).map((phone) => ({ ...phone, href: phoneHref(phone.number) })),
    phoneHours: raw.phoneHours?.trim() || null,
    socialLinks: raw.socialLinks ?? [],
    stats: raw.stats ?? [],
    credentials: credentialsOf(raw),
    rating: ratingOf(raw),
    cargoInsurance: Number.isFinite(insurance) && insurance > 0 ? insurance : null,
  };
}

/** What the build warns about in the site settings: proof of who we are that is missing or still the seed's. */
export function settingsWarnings(raw: StrapiSiteSetting | null): string[] {
  if (!raw) return [];
  if (raw.proofPlaceholders)
    return [
      'Site settings: the USDOT and MC numbers, the rating and the cargo insurance are placeholders; replace them with the broker\'s own and untick "proofPlaceholders"',
    ];
  return credentialsOf(raw) ? [] : ['Site settings: no USDOT and MC numbers, so the site states no broker credentials'];
}

/** The home page and the section components the build skipped (reported as warnings). */
export function normalizeHomePage(raw: StrapiHomePage | null, base: string): { home: HomePageData; skipped: string[] } {
  if (!raw) throw new Error('The CMS has no Home page entry: create it in the admin (Content Manager > Home page)');
  const { sections, skipped } = normalizeHomeSections(raw.sections, base);
  return {
    home: {
      title: raw.title,
      subtitle: raw.subtitle ?? null,
      background: normalizeMedia(raw.bg_image, base),
      mobileImage: normalizeMedia(raw.mobile_image, base),
      styles: raw.styles ?? {},
      sections,
      updatedAt: raw.updatedAt ?? null,
    },
    skipped,
  };
}

export function normalizeInternationalPage(
  raw: StrapiInternationalPage | null,
  base: string,
): { international: InternationalPageData; skipped: string[] } {
  if (!raw) throw new Error('The CMS has no International landing page entry: create it in the admin');
  const { sections, skipped } = normalizeInternationalSections(raw.sections, base);
  return {
    international: {
      title: raw.title,
      subtitle: raw.subtitle ?? null,
      image: normalizeMedia(raw.image, base),
      sections,
    },
    skipped,
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
