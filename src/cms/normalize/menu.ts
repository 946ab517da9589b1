import { BUILT_IN_ROUTES, ROUTES } from '../../routes';
import type { MenuItem } from '../../types/content';
import type { StrapiMenu } from '../schema';

/**
 * SPEC §2: an entry links to its page's joined route; a help slug goes to the shipping-guide FAQ;
 * an entry with no page falls back to its built-in route, or /.
 */
export function menuHref(raw: Pick<StrapiMenu, 'page' | 'slug'>, pathById: Map<string, string>): string {
  if (raw.page?.Slug === 'help' || raw.slug === 'help') return BUILT_IN_ROUTES.help;
  const pagePath = raw.page ? pathById.get(raw.page.documentId) : undefined;
  if (pagePath) return pagePath;
  const slug = raw.slug?.trim().replace(/^\/+|\/+$/g, '') ?? '';
  return BUILT_IN_ROUTES[slug] ?? ROUTES.home;
}

export function normalizeMenu(raw: StrapiMenu[] | null | undefined, pathById: Map<string, string>): MenuItem[] {
  return (raw ?? []).map((entry) => ({
    name: entry.name,
    active: entry.active ?? true,
    href: menuHref(entry, pathById),
    // GraphQL spells enumeration values with underscores (map-pin arrives as map_pin).
    icon: entry.icon ? entry.icon.replace(/_/g, '-') : null,
    children: normalizeMenu(entry.menus, pathById),
  }));
}
