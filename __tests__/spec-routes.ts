/** The fixed routes of SPEC.md §2 that the seeded site must serve. */
export const SERVICE_PATHS = [
  'heavy-equipment-shipping', 'commercial-bus-shipping', 'construction-equipment-shipping', 'tractor-shipping',
  'freight-container-shipping', 'alaska-auto-shipping', 'hawaii-car-shipping', 'enclosed-auto-shipping',
  'enclosed-antique-car-shipping', 'enclosed-classic-car-shipping', 'enclosed-exotic-car-shipping',
  'enclosed-motorcycle-shipping', 'international-car-shipping', 'germany-shipping', 'car-shipping-to-dubai',
  'us-canada-car-shipping', 'utv-shipping', 'golf-cart-shipping', 'rv-shipping', 'boat-shipping', 'open-auto-shipping',
];

export const SOLUTION_PATHS = [
  'snowbird-car-shipping', 'military-car-shipping', 'student-car-shipping',
  'sports-team-vehicle-shipping', 'relocation-car-shipping', 'vacation-car-shipping',
];

export const SPEC_ROUTES = [
  '/',
  '/blog',
  '/services',
  ...SERVICE_PATHS.map((path) => `/services/${path}`),
  '/auto-transport-solutions',
  ...SOLUTION_PATHS.map((path) => `/auto-transport-solutions/${path}`),
  '/shipping-locations',
  '/shipping-guide',
  '/shipping-guide/vehicle-preparation',
  '/shipping-guide/car-shipping-insurance',
  '/shipping-guide/frequently-asked-questions',
  '/frequently-asked-questions',
  '/privacy-policy',
  '/velmora-terms',
  '/_app',
];
