import type { BuiltPage } from './sitemap';

/**
 * What createPages made in this build, for onPostBuild's sitemap: both run in Gatsby's main
 * process, which imports gatsby-node once, so this module is shared between them.
 */
let record: { siteUrl: string; contentVersion: string | null; pages: Map<string, BuiltPage> } | null = null;

/**
 * Starts this build's record afresh (createPages runs on every build, incremental or not), with
 * the CMS's content version the build read (null when the CMS gave none).
 */
export function startRecord(siteUrl: string, contentVersion: string | null = null): void {
  record = { siteUrl, contentVersion, pages: new Map() };
}

/** A page made again at the same path replaces the first, as Gatsby's createPage does. */
export function recordPage(page: BuiltPage): void {
  if (!record) throw new Error('recordPage before startRecord: createPages must start the record');
  record.pages.set(page.path, page);
}

/** The record of this build, or null when createPages made none. */
export const builtPages = (): { siteUrl: string; contentVersion: string | null; pages: BuiltPage[] } | null =>
  record && { siteUrl: record.siteUrl, contentVersion: record.contentVersion, pages: [...record.pages.values()] };
