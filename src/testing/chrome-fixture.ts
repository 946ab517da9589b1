import { siteSettings } from '../../cms/src/seed/content/site';
import { fmcsaRecordUrl } from '../routes';
import type { MenuItem, SiteChrome } from '../types/content';

/** A menu item the CMS shows (`active`), with its children and icon. */
export const menuItem = (
  name: string,
  href: string,
  children: MenuItem[] = [],
  icon: string | null = null,
): MenuItem => ({
  name,
  href,
  active: true,
  icon,
  children,
});
const item = menuItem;

/**
 * A chrome shaped like the seeded CMS's: the seed's own site settings, the services tree with
 * Powersports, six levels of locations.
 */
export const chromeFixture: SiteChrome = {
  settings: {
    siteName: siteSettings.siteName,
    // The seed's phones with the tel: links the CMS normalizer makes (it lives above this layer).
    phones: [
      { label: 'Sales', number: '(800) 555-0142', href: 'tel:8005550142' },
      { label: 'Support', number: '(800) 555-0187', href: 'tel:8005550187' },
    ],
    email: siteSettings.email,
    streetAddress: siteSettings.streetAddress,
    socialLinks: siteSettings.socialLinks,
    stats: [],
    phoneHours: siteSettings.phoneHours,
    credentials: {
      usdot: siteSettings.usdotNumber,
      mc: siteSettings.mcNumber,
      fmcsaUrl: fmcsaRecordUrl(siteSettings.usdotNumber),
    },
    rating: {
      average: siteSettings.ratingAverage,
      count: siteSettings.ratingCount,
      source: siteSettings.ratingSource,
      url: siteSettings.ratingUrl,
    },
    cargoInsurance: siteSettings.cargoInsurance,
  },
  siteUrl: 'https://www.velmora-transport.example',
  menu: [
    item(
      'Services',
      '/services',
      [
        item('Enclosed', '/services/enclosed-auto-shipping', [
          item('Classic Car Shipping', '/services/enclosed-classic-car-shipping'),
        ]),
        item('Powersports', '/services/utv-shipping', [
          item('UTV Shipping', '/services/utv-shipping'),
          item('Golf Cart Shipping', '/services/golf-cart-shipping'),
        ]),
        item('Online Car Buying', '/', [item('Ship a Car Bought Online', '/services/open-auto-shipping')]),
      ],
      'car',
    ),
    item(
      'Locations',
      '/shipping-locations',
      [
        item('North America', '/shipping-locations/north-america', [
          item('USA', '/shipping-locations/north-america/usa', [
            item('Non-continental USA', '/', [
              item('Alaska', '/shipping-locations/north-america/usa/alaska', [
                item('Anchorage', '/shipping-locations/north-america/usa/alaska/anchorage'),
              ]),
            ]),
          ]),
        ]),
      ],
      'map-pin',
    ),
    item('Blog', '/blog', [], 'news'),
    item('Help', '/shipping-guide/frequently-asked-questions', [], 'phone'),
  ],
};
