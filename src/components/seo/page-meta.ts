import { summarize } from '../../cms/normalize/blog';
import { pageUrl } from '../../routes';
import type { ContentBlock, Media } from '../../types/content';
import { SOCIAL_CARD } from './social-card';

/** A picture for link previews; its URL absolute or a path on this site. */
export interface ShareImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

/** The share card, for pages without a picture of their own. */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  url: SOCIAL_CARD.path,
  width: SOCIAL_CARD.width,
  height: SOCIAL_CARD.height,
  alt: SOCIAL_CARD.alt,
};

/** The picture a page is shared with (its own, else the share card) as an absolute URL. */
export function shareImageUrl(siteUrl: string, image: ShareImage | null | undefined): string {
  const { url } = image ?? DEFAULT_SHARE_IMAGE;
  return /^https?:\/\//.test(url) ? url : pageUrl(siteUrl, url);
}

/** Link previews show JPEG, PNG, WebP and GIF; an SVG or a video is no share picture. */
const PREVIEWABLE = /^image\/(jpeg|png|webp|gif)$/;

/** A CMS picture as a share image (its alt text, else the page's title); null where none can be shown. */
export function shareImageOf(media: Media | null | undefined, fallbackAlt: string): ShareImage | null {
  if (!media || !PREVIEWABLE.test(media.mime)) return null;
  return { url: media.url, width: media.width, height: media.height, alt: media.alt || fallbackAlt };
}

/** Search results show about 160 characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** A page's meta description: the first candidate with text, on one line, cut at a word near 160. */
export function metaDescription(...candidates: (string | null | undefined)[]): string {
  const text = candidates.map((candidate) => (candidate ?? '').replace(/\s+/g, ' ').trim()).find(Boolean) ?? '';
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ') > 0 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The opening words of a page's content, as the blog's cards summarize a post (SPEC §9). */
export const contentSummary = (blocks: ContentBlock[]): string => summarize(blocks, null);
