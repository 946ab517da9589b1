import type { VehicleCategory } from './vehicle-categories';

/**
 * The vehicle category a service page's quote form starts on, by the page's slug (the CMS's
 * service pages: cms/src/seed/content/services.ts). The visitor can still choose another; a page
 * not listed (open and enclosed auto transport, the solutions, the locations) starts on a car.
 * Kept to this small table so the page's own code carries nothing else of the categories.
 */
export const PAGE_CATEGORIES: Readonly<Record<string, VehicleCategory>> = {
  'boat-shipping': 'boat',
  'rv-shipping': 'rv',
  'heavy-equipment-shipping': 'equipment',
  'construction-equipment-shipping': 'equipment',
  'tractor-shipping': 'farm',
  'commercial-bus-shipping': 'bus',
  'freight-container-shipping': 'container',
  'enclosed-motorcycle-shipping': 'motorcycle',
  'enclosed-classic-car-shipping': 'classic',
  'enclosed-antique-car-shipping': 'classic',
  'enclosed-exotic-car-shipping': 'classic',
  'utv-shipping': 'utv',
  'golf-cart-shipping': 'golf-cart',
};

/** The category of the page at this slug or path ("boat-shipping", "services/boat-shipping", "/services/boat-shipping/"). */
export function pageCategory(slugOrPath: string | null | undefined): VehicleCategory | undefined {
  const slug = (slugOrPath ?? '').split('/').filter(Boolean).pop() ?? '';
  return Object.prototype.hasOwnProperty.call(PAGE_CATEGORIES, slug) ? PAGE_CATEGORIES[slug] : undefined;
}
