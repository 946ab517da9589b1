import type { SeedMenuItem } from '../types';

/** A builder for the items whose pages live under `section`: service('Open', 'open-auto-shipping'). */
const under =
  (section: string) =>
  (name: string, path: string, children?: SeedMenuItem[]): SeedMenuItem => ({
    name,
    page: `${section}/${path}`,
    children,
  });
const service = under('services');
const solution = under('auto-transport-solutions');
const location = under('shipping-locations');
const guide = under('shipping-guide');

/** The main menu (SPEC §2): services with their sub-items, solutions, locations, guides. */
export const menuTree: SeedMenuItem[] = [
  {
    name: 'Services',
    page: 'services',
    icon: 'car',
    children: [
      service('Enclosed', 'enclosed-auto-shipping', [
        service('Enclosed Auto Shipping', 'enclosed-auto-shipping'),
        service('Antique Car Shipping', 'enclosed-antique-car-shipping'),
        service('Classic Car Shipping', 'enclosed-classic-car-shipping'),
        service('Exotic Car Shipping', 'enclosed-exotic-car-shipping'),
      ]),
      service('Open', 'open-auto-shipping', [service('Open Auto Shipping', 'open-auto-shipping')]),
      service('Heavy Equipment', 'heavy-equipment-shipping', [
        service('Heavy Equipment Shipping', 'heavy-equipment-shipping'),
        service('Construction Equipment Shipping', 'construction-equipment-shipping'),
        service('Tractor Shipping', 'tractor-shipping'),
        service('Commercial Bus Shipping', 'commercial-bus-shipping'),
        service('Freight Container Shipping', 'freight-container-shipping'),
      ]),
      service('Recreation', 'rv-shipping', [
        service('RV Shipping', 'rv-shipping'),
        service('Boat Shipping', 'boat-shipping'),
      ]),
      service('Motorcycle', 'enclosed-motorcycle-shipping', [
        service('Enclosed Motorcycle Shipping', 'enclosed-motorcycle-shipping'),
      ]),
      service('International', 'international-car-shipping', [
        service('International Car Shipping', 'international-car-shipping'),
        service('Germany Shipping', 'germany-shipping'),
        service('Car Shipping to Dubai', 'car-shipping-to-dubai'),
        service('US - Canada Car Shipping', 'us-canada-car-shipping'),
        service('Alaska Auto Shipping', 'alaska-auto-shipping'),
        service('Hawaii Car Shipping', 'hawaii-car-shipping'),
      ]),
      service('RV', 'rv-shipping', [service('Motorhome Shipping', 'rv-shipping')]),
      service('Boat', 'boat-shipping', [service('Boat Transport', 'boat-shipping')]),
      service('Powersports', 'utv-shipping', [
        service('UTV Shipping', 'utv-shipping'),
        service('Golf Cart Shipping', 'golf-cart-shipping'),
      ]),
      {
        // No page of its own: the site falls back to its built-in route, or the home page.
        name: 'Online Car Buying',
        children: [
          service('Ship a Car Bought Online', 'open-auto-shipping'),
          service('Dealer to Door in an Enclosed Trailer', 'enclosed-auto-shipping'),
        ],
      },
    ],
  },
  {
    name: 'Solutions',
    page: 'auto-transport-solutions',
    icon: 'star',
    children: [
      solution('Snowbird Car Shipping', 'snowbird-car-shipping'),
      solution('Military Car Shipping', 'military-car-shipping'),
      solution('Student Car Shipping', 'student-car-shipping'),
      solution('Sports Team Vehicle Shipping', 'sports-team-vehicle-shipping'),
      solution('Relocation Car Shipping', 'relocation-car-shipping'),
      solution('Vacation Car Shipping', 'vacation-car-shipping'),
    ],
  },
  {
    name: 'Locations',
    page: 'shipping-locations',
    icon: 'map-pin',
    children: [
      location('North America', 'north-america', [
        location('USA', 'north-america/usa', [
          {
            name: 'Non-continental USA',
            children: ['alaska', 'hawaii', 'puerto-rico', 'virgin-islands'].map((place) =>
              location(
                place
                  .split('-')
                  .map((word) => word[0].toUpperCase() + word.slice(1))
                  .join(' '),
                `north-america/usa/${place}`,
              ),
            ),
          },
        ]),
        location('Canada', 'north-america/canada'),
      ]),
      location('Europe', 'europe', [location('UK', 'europe/uk')]),
      location('Asia', 'asia', [location('UAE / Dubai', 'asia/uae-dubai')]),
      location('Africa', 'africa'),
      location('Oceania', 'oceania'),
    ],
  },
  {
    name: 'Shipping Guide',
    page: 'shipping-guide',
    icon: 'book',
    children: [
      guide('Vehicle Preparation', 'vehicle-preparation'),
      guide('Car Shipping Insurance', 'car-shipping-insurance'),
      guide('Shipping FAQ', 'frequently-asked-questions'),
    ],
  },
  { name: 'International', slug: 'international', icon: 'globe' },
  { name: 'Blog', slug: 'blog', icon: 'news' },
  { name: 'FAQ', page: 'frequently-asked-questions', icon: 'help' },
  { name: 'Help', slug: 'help', icon: 'phone' },
];
