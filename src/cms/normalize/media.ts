import type { Media } from '../../types/content';
import type { StrapiMedia } from '../schema';

/** Strapi answers upload URLs relative to itself; the site needs them absolute. */
export const absoluteMediaUrl = (url: string, mediaBaseUrl: string): string =>
  /^https?:\/\//.test(url) ? url : `${mediaBaseUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;

const FORMAT_ORDER = ['thumbnail', 'small', 'medium', 'large'];

export function normalizeMedia(media: StrapiMedia | null | undefined, mediaBaseUrl: string): Media | null {
  if (!media?.url) return null;
  const formats = Object.entries(media.formats ?? {})
    .map(([name, format]) => ({
      name,
      url: absoluteMediaUrl(format.url, mediaBaseUrl),
      width: format.width,
      height: format.height,
    }))
    .sort((x, y) => x.width - y.width || FORMAT_ORDER.indexOf(x.name) - FORMAT_ORDER.indexOf(y.name));
  return {
    url: absoluteMediaUrl(media.url, mediaBaseUrl),
    alt: media.alternativeText?.trim() ?? '',
    width: media.width,
    height: media.height,
    mime: media.mime,
    formats,
  };
}
