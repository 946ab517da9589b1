import { joinSlugs } from '../../routes';
import type { Page, PageLayout } from '../../types/content';
import type { StrapiPage } from '../schema';
import { normalizeBlocks } from './blocks';
import { normalizeMedia } from './media';

const LAYOUTS: PageLayout[] = ['standard', 'service', 'solution', 'location', 'guide', 'faq', 'legal'];

export interface PagesResult {
  pages: Page[];
  /** Route by CMS documentId, for menus that point at pages. */
  pathById: Map<string, string>;
  problems: string[];
  skipped: string[];
}

export function normalizePages(raw: StrapiPage[], mediaBaseUrl: string): PagesResult {
  const { paths, problems } = joinSlugs(
    raw.map((page) => ({ id: page.documentId, slug: page.Slug, parentId: page.parent?.documentId ?? null })),
  );
  const byId = new Map(raw.map((page) => [page.documentId, page]));
  const skipped: string[] = [];
  const pages: Page[] = [];
  for (const page of raw) {
    const path = paths.get(page.documentId);
    if (!path) continue;
    const trail: Page['trail'] = [];
    for (let parent = page.parent ? byId.get(page.parent.documentId) : undefined; parent;) {
      trail.unshift({ title: parent.Title, path: paths.get(parent.documentId) ?? '/' });
      parent = parent.parent ? byId.get(parent.parent.documentId) : undefined;
    }
    const { blocks, skipped: unknown } = normalizeBlocks(page.Content, mediaBaseUrl);
    skipped.push(...unknown.map((type) => `${type} on ${path}`));
    pages.push({
      id: page.documentId,
      title: page.Title,
      subtitle: page.Subtitle ?? null,
      description: page.Description ?? null,
      image: normalizeMedia(page.Image, mediaBaseUrl),
      slug: page.Slug,
      path,
      trail,
      layout: LAYOUTS.includes(page.layout as PageLayout) ? (page.layout as PageLayout) : 'standard',
      noindex: Boolean(page.noindex),
      updatedAt: page.updatedAt ?? null,
      content: blocks,
    });
  }
  return { pages, pathById: paths, problems, skipped };
}
