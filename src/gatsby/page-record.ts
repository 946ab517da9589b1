import type { BuiltPage } from './sitemap';

/**
 * What createPages made in this build, for onPostBuild's sitemap: both run in Gatsby's main
 * process, which imports gatsby-node once, so this module is shared between them.
 */
let record: { siteUrl: string; pages: Map<string, BuiltPage> } | null = null;

/** Starts this build's record afresh (createPages runs on every build, incremental or not). */
export function startRecord(siteUrl: string): void {
  record = { siteUrl, pages: new Map() };
}

/** A page made again at the same path replaces the first, as Gatsby's createPage does. */
export function recordPage(page: BuiltPage): void {
  if (!record) throw new Error('recordPage before startRecord: createPages must start the record');
  record.pages.set(page.path, page);
}

/** The record of this build, or null when createPages made none. */
export const builtPages = (): { siteUrl: string; pages: BuiltPage[] } | null =>
  record && { siteUrl: record.siteUrl, pages: [...record.pages.values()] };
