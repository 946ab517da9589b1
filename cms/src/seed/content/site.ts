/**
 * Site-wide seed content for Velmora Auto Transport: settings, the home page hero and service
 * tabs, the international landing page and the "as featured in" press strip.
 */
import type { SeedHomePage, SeedInternationalPage, SeedPressLogo, SeedSiteSettings } from '../types';

export const siteSettings: SeedSiteSettings = {
  siteName: 'Velmora Auto Transport',
  phones: [
    { label: 'Sales', number: '(800) 555-0142' },
    { label: 'Support', number: '(800) 555-0187' },
  ],
  email: 'quotes@velmora-transport.example',
  streetAddress: '400 Harbor Point Blvd, Suite 210, Baltimore, MD 21230',
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/velmora.transport.example' },
    { network: 'instagram', url: 'https://www.instagram.com/velmora.transport.example' },
    { network: 'youtube', url: 'https://www.youtube.com/@velmora.transport.example' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/velmora.transport.example' },
  ],
  stats: [
    { value: '100 000+', label: 'Vehicles shipped' },
    { value: '500 000+', label: 'Customers served' },
    { value: '10', label: 'Years of shipping work' },
  ],
};

export const homePage: SeedHomePage = {
  title: 'Vehicle shipping, handled end to end',
  subtitle:
    'Door-to-door transport for cars, classics, exotics, equipment, boats and RVs — across the USA, to and from Canada, Alaska and Hawaii, and overseas. Get a free quote in minutes; our agents are on call 24/7.',
  bg_image: 'hero-highway.svg',
  mobile_image: 'hero-highway.svg',
  styles: {},
  service_tabs: [
    {
      name: 'Enclosed car shipping',
      image: 'enclosed-carrier.svg',
      description: {
        title: 'Fully covered transport for cars that deserve it',
        description:
          'Classics, exotics, restorations and new arrivals travel inside a hard-sided or soft-sided trailer, sheltered from weather and road debris. Many enclosed carriers use hydraulic lift gates for low-clearance cars, and drivers are experienced with high-value vehicles. Expect enclosed service to cost roughly 30–60% more than an open carrier on the same route.',
      },
      background: '#EEF2F7',
    },
    {
      name: 'Open car shipping',
      image: 'open-carrier.svg',
      description: {
        title: 'The everyday way to move a car, coast to coast',
        description:
          'Open carriers are the trucks you see on the interstate with two decks of vehicles. They run on every major route, which keeps prices competitive and pickup windows short. On long hauls, rates often fall to about $0.55–0.75 per mile; shorter trips cost more per mile because loading time is spread over fewer miles.',
      },
      background: '#F3F6EE',
    },
    {
      name: 'Heavy equipment',
      image: 'heavy-equipment.svg',
      description: {
        title: 'Excavators, tractors, buses and more',
        description:
          'We arrange flatbed, step-deck and lowboy trailers for construction equipment, farm machinery, commercial buses and oversized loads, including the permits and escorts some routes require. Share the make, model, dimensions and weight and we will match the right trailer to the load.',
      },
      background: '#F7F1E8',
    },
    {
      name: 'Canada & Hawaii',
      image: 'canada.svg',
      description: {
        title: 'Across the border and across the Pacific',
        description:
          'Cross-border moves to and from Canada typically run $1,000–2,500 and take 10–14 days, with the export paperwork handled alongside you. Hawaii shipments sail roll-on/roll-off from the West Coast; port-to-port rates usually fall between about $1,070 and $1,600, with 10–12 days at sea to Oahu.',
      },
      background: '#E9F4F4',
    },
    {
      name: 'Special request',
      image: 'boat.svg',
      description: {
        title: 'Boats, RVs, motorcycles, golf carts and the unusual',
        description:
          'With 30+ types of services, there is very little we cannot move. Tell us what you are shipping — a pontoon boat, a fifth-wheel, a vintage motorcycle or an entire sports team’s vehicles — and an agent will build a plan and an honest price range around it.',
      },
      background: '#F4EEF6',
    },
  ],
};

export const internationalPage: SeedInternationalPage = {
  title: 'International vehicle shipping',
  subtitle:
    'Ship a car, motorcycle, classic or machine from the USA to Europe, Asia, Africa and beyond. We book the ocean or air freight, coordinate the paperwork and keep you updated from pickup to the destination port.',
  image: 'hero-ocean-roro.svg',
  transport_types: [
    {
      title: 'Roll-on/roll-off (RoRo)',
      text: 'Your vehicle is driven onto a purpose-built car carrier and secured on a vehicle deck, like a floating parking garage. It is the most economical way to ship an operable car overseas — US East Coast to Western Europe usually runs about $850–2,000 for a sedan. Personal items cannot travel inside the car.',
      image: 'roro-ship.svg',
    },
    {
      title: 'Container shipping',
      text: 'The vehicle is blocked, braced and strapped inside a 20-foot or 40-foot steel container. It is mid-priced, sealed from weather and handling, and the natural choice for exotic, vintage or non-running vehicles. Sharing a 40-foot container with other cars (consolidation) typically costs $1,000–4,500 to Western Europe.',
      image: 'container-ship.svg',
    },
    {
      title: 'Air freight',
      text: 'The fastest option, measured in days rather than weeks, and by far the most expensive. Cargo aircraft can carry up to 80 vehicles, but most private shipments fly on scheduled freighters for race cars, show cars, urgent relocations and high-value collector vehicles.',
      image: 'air-freight.svg',
    },
  ],
  process_steps: [
    {
      title: 'Request a quote',
      text: 'Tell us the vehicle, the pickup location and the destination country. An international agent reviews the route and sends a written estimate covering inland transport, port handling and ocean or air freight — free and with no obligation.',
      image: 'paperwork.svg',
    },
    {
      title: 'Book the shipment',
      text: 'Approve the order electronically and send the title and export documents. We file the export information, reserve space on a sailing or flight and confirm everything by e-mail. You are charged only once a shipping partner is confirmed.',
      image: 'port-terminal.svg',
    },
    {
      title: 'Transport',
      text: 'A truck collects the vehicle and delivers it to the export terminal, where it is loaded onto the vessel or aircraft. We track the sailing, share the arrival date and coordinate with the customs broker and the receiving party at destination.',
      image: 'roro-ship.svg',
    },
  ],
  benefits: [
    {
      title: 'White-glove service',
      text: 'One dedicated agent follows your shipment from the first call to the destination port, so you never have to repeat your story.',
    },
    {
      title: 'No hidden fees',
      text: 'Your estimate lists inland transport, terminal handling and freight separately, and we flag destination charges such as duties before you book.',
    },
    {
      title: 'Licensed, bonded and insured carriers',
      text: 'We work only with carriers that hold active federal operating authority and current cargo insurance, and with established ocean lines and freight forwarders.',
    },
    {
      title: '24/7 customer service',
      text: 'Agents answer the phone around the clock — useful when your car is crossing time zones and you are waiting on a port update.',
    },
    {
      title: 'Insurance included in all quotes',
      text: 'Every quote includes carrier cargo insurance for the road leg, and we can arrange marine cargo cover for the ocean leg.',
    },
    {
      title: 'Door-to-door service',
      text: 'We can collect your vehicle from your driveway in the USA and coordinate delivery beyond the destination port through our partners abroad.',
    },
  ],
  where_we_ship: [
    { name: 'USA', countries: ['USA', 'Canada'], image: 'usa.svg' },
    { name: 'Europe', countries: ['France', 'Italy', 'Spain'], image: 'europe.svg' },
    { name: 'Asia', countries: ['Japan', 'UAE', 'Indonesia', 'South Korea'], image: 'asia.svg' },
    {
      name: 'Africa',
      countries: ['Kenya', 'Algeria', 'South Africa', 'Morocco', 'Egypt'],
      image: 'africa.svg',
    },
  ],
  vehicle_tabs: [
    { name: 'Car', image: 'sedan.svg' },
    { name: 'Motorcycles', image: 'motorcycle.svg' },
    { name: 'Trailers', image: 'trailer.svg', isDefault: true },
    { name: 'Recreational', image: 'rv.svg' },
    { name: 'Classics/Exotics', image: 'exotic-car.svg' },
    { name: 'Equipment', image: 'heavy-equipment.svg' },
  ],
};

export const pressLogos: SeedPressLogo[] = [
  { name: 'Open Road Journal', logo: 'press-open-road.svg' },
  { name: 'Freight Daily', logo: 'press-freight-daily.svg' },
  { name: 'The Motor Ledger', logo: 'press-motor-ledger.svg' },
  { name: 'Coastline Business', logo: 'press-coastline-business.svg' },
  { name: 'Classic Garage Monthly', logo: 'press-classic-garage.svg' },
  { name: 'Relocate Weekly', logo: 'press-relocate-weekly.svg' },
];
