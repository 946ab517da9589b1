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
  phoneHours: 'Agents on call 24/7',
  // Placeholders (proofPlaceholders): the broker replaces them with its own FMCSA numbers, its
  // review site's figures and its carriers' insurance before launch; the build warns until then.
  usdotNumber: '3498127',
  mcNumber: '1163054',
  ratingAverage: 4.8,
  ratingCount: 1264,
  ratingSource: 'Google reviews',
  ratingUrl: null,
  cargoInsurance: 1_000_000,
  proofPlaceholders: true,
};

/** A region of the home page's "Where we ship" list, with the pages it links to as [label, url]. */
const region = (name: string, ...links: [label: string, url: string][]) => ({
  name,
  links: links.map(([label, url]) => ({ label, url })),
});
/** A country of that list and its regions. */
const country = (name: string, ...regions: ReturnType<typeof region>[]) => ({ name, regions });

export const homePage: SeedHomePage = {
  title: 'Vehicle shipping, handled end to end',
  subtitle:
    'Door-to-door transport for cars, classics, exotics, equipment, boats and RVs — across the USA, to and from Canada, Alaska and Hawaii, and overseas. Get a free quote in minutes; our agents are on call 24/7.',
  bg_image: 'hero-highway.webm',
  mobile_image: 'hero-highway.svg',
  styles: {},
  sections: [
    { __component: 'home.stats-banner', heading: 'A record built one vehicle at a time' },
    {
      __component: 'home.press-strip',
      heading: 'As featured in',
    },
    {
      __component: 'home.reviews-carousel',
      heading: 'What our customers say',
      intro: 'Real shipments, real words: reviews from people who handed us their keys.',
      count: 12,
    },
    {
      __component: 'home.services-tabs',
      heading: 'Every kind of vehicle, the right kind of trailer',
      intro: 'Choose a service to see how it works and what it costs.',
      tabs: [
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
    },
    {
      __component: 'home.contact-banner',
      heading: 'Rather talk it through?',
      intro: 'An agent can price your route on the phone in a few minutes, day or night.',
      button_label: 'Get a free quote',
    },
    {
      __component: 'home.why-us',
      heading: 'Why customers choose Velmora',
      intro: 'Premium service without the runaround: clear terms, confirmed carriers and people who answer.',
      image: 'enclosed-carrier.svg',
      points: [
        {
          title: 'Agreed electronically, confirmed by e-mail',
          text: 'You approve your order online in a minute, and every step — booking, carrier assignment, pickup and delivery — is confirmed to you by e-mail.',
        },
        {
          title: 'You know your carrier',
          text: 'Before pickup we tell you which carrier is moving your vehicle, with their operating authority and insurance on record.',
        },
        {
          title: 'Charged only when a carrier is confirmed',
          text: 'No deposit to get started. You are charged only once a shipping partner is confirmed for your vehicle.',
        },
        {
          title: 'Pay your way',
          text: 'All major credit and debit cards are accepted, and you can pay online or by phone.',
        },
        {
          title: 'Agents available 24/7',
          text: 'Questions at midnight or a pickup at dawn: a real agent answers the phone around the clock.',
        },
      ],
    },
    {
      __component: 'home.contact-us',
      heading: 'Contact us',
      intro: 'Call, write or chat: the same team prices your shipment, books it and follows it to delivery.',
      hours: 'Agents available 24 hours a day, 7 days a week',
    },
    {
      __component: 'home.our-process',
      heading: 'Shipping in three steps',
      intro: 'From first quote to hand-over, the whole process takes three steps.',
      steps: [
        {
          title: 'Get a free quote',
          text: 'Tell us where, when and what. You get a price range online and an agent confirms it with you — free, with no obligation.',
          image: 'paperwork.svg',
        },
        {
          title: 'Add details and choose a pickup window',
          text: 'Confirm the addresses and contacts, pick the window that suits you, and approve the order electronically.',
          image: 'shipping-guide.svg',
        },
        {
          title: 'Hand over the keys',
          text: 'The driver inspects the vehicle with you, loads it, and delivers it to your door. You are told at every step.',
          image: 'open-carrier.svg',
        },
      ],
    },
    {
      __component: 'home.services-grid',
      heading: 'Our services',
      intro: 'Door-to-door transport for whatever you drive, tow or sail.',
      cards: [
        {
          title: 'Enclosed auto shipping',
          text: 'Covered trailers for classics, exotics and new arrivals.',
          image: 'enclosed-carrier.svg',
          url: '/services/enclosed-auto-shipping',
        },
        {
          title: 'Open auto shipping',
          text: 'The fast, economical way to move an everyday car.',
          image: 'open-carrier.svg',
          url: '/services/open-auto-shipping',
        },
        {
          title: 'Heavy equipment shipping',
          text: 'Excavators, tractors and buses on the right trailer.',
          image: 'heavy-equipment.svg',
          url: '/services/heavy-equipment-shipping',
        },
        {
          title: 'Motorcycle shipping',
          text: 'Soft-tied, chocked and enclosed from door to door.',
          image: 'motorcycle.svg',
          url: '/services/enclosed-motorcycle-shipping',
        },
        {
          title: 'Boat shipping',
          text: 'Trailered or cradled, with the permits taken care of.',
          image: 'boat.svg',
          url: '/services/boat-shipping',
        },
        {
          title: 'RV shipping',
          text: 'Motorhomes driven away or fifth-wheels towed.',
          image: 'rv.svg',
          url: '/services/rv-shipping',
        },
        {
          title: 'Hawaii car shipping',
          text: 'Roll-on/roll-off from the West Coast to the islands.',
          image: 'hawaii.svg',
          url: '/services/hawaii-car-shipping',
        },
        {
          title: 'International car shipping',
          text: 'RoRo, container or air freight, overseas and back.',
          image: 'roro-ship.svg',
          url: '/services/international-car-shipping',
        },
      ],
      explore_label: 'Explore all 30+ types of services we provide',
      explore_url: '/services',
    },
    {
      __component: 'home.where-we-ship',
      heading: 'Where we ship',
      intro: 'Every state, our neighbours and ports overseas.',
      countries: [
        country(
          'United States',
          region(
            'Continental USA',
            ['Open auto shipping', '/services/open-auto-shipping'],
            ['Enclosed auto shipping', '/services/enclosed-auto-shipping'],
            ['Heavy equipment shipping', '/services/heavy-equipment-shipping'],
          ),
          region('Alaska', ['Alaska auto shipping', '/services/alaska-auto-shipping']),
          region('Hawaii', ['Hawaii car shipping', '/services/hawaii-car-shipping']),
        ),
        country(
          'Canada',
          region('Ontario, Quebec and the West', ['US–Canada car shipping', '/services/us-canada-car-shipping']),
        ),
        country(
          'Overseas',
          region(
            'Europe',
            ['Germany shipping', '/services/germany-shipping'],
            ['International car shipping', '/services/international-car-shipping'],
          ),
          region('Middle East', ['Car shipping to Dubai', '/services/car-shipping-to-dubai']),
          region('Every region we serve', ['Shipping locations', '/shipping-locations']),
        ),
      ],
    },
    {
      __component: 'home.blog-card',
      heading: 'From the blog',
      intro: 'Guides, checklists and news from the road.',
      count: 3,
    },
    {
      __component: 'home.faq',
      heading: 'Questions, answered',
      intro: 'Support for the things people ask us most. More in the shipping guide.',
      questions: [
        {
          Question: 'How much does it cost to ship a car?',
          Answer:
            'It depends on the distance, the route, the vehicle and the season. Long cross-country routes on an open carrier often work out to about $0.55–0.75 per mile; short trips cost more per mile. Enclosed transport usually costs 30–60% more. Your quote gives a range for your route.',
        },
        {
          Question: 'When am I charged?',
          Answer:
            'Only when a shipping partner is confirmed for your vehicle. There is no deposit to request a quote or to book, and we accept all major credit and debit cards, online or by phone.',
        },
        {
          Question: 'How long does shipping take?',
          Answer:
            'Most cross-country trips take 7 to 10 days on the road after pickup; shorter routes take 2 to 5 days. You choose a pickup window when you book, and we confirm the carrier and dates by e-mail.',
        },
        {
          Question: 'Is my vehicle insured during transport?',
          Answer:
            'Yes. Every carrier we book holds active operating authority and cargo insurance, and we check both before your vehicle is assigned.',
        },
        {
          Question: 'Can you ship a car that does not run?',
          Answer:
            'Yes. Tell us it is inoperable when you ask for a quote, so we send a carrier with a winch or lift gate.',
        },
      ],
    },
    {
      __component: 'home.booking',
      heading: 'Ready to book?',
      intro: 'Know your dates already? Book in three steps and we confirm the carrier with you.',
    },
  ],
};

export const internationalPage: SeedInternationalPage = {
  title: 'International vehicle shipping',
  subtitle:
    'Ship a car, motorcycle, classic or machine from the USA to Europe, Asia, Africa and beyond. We book the ocean or air freight, coordinate the paperwork and keep you updated from pickup to the destination port.',
  image: 'hero-ocean-roro.svg',
  sections: [
    {
      __component: 'landing.transport-types',
      heading: 'Transport types',
      intro: 'Three ways to cross an ocean, from the most economical to the fastest.',
      items: [
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
    },
    {
      __component: 'landing.shipping-process',
      heading: 'How international shipping works',
      intro: 'Three steps, one agent from the first call to the destination port.',
      steps: [
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
    },
    {
      __component: 'landing.benefits',
      heading: 'Why ship overseas with Velmora',
      items: [
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
    },
    {
      __component: 'landing.where-we-ship',
      heading: 'Where we ship',
      intro: 'Regular sailings and flights to the regions our customers ship to most.',
      groups: [
        { name: 'USA', countries: ['USA', 'Canada'], image: 'usa.svg' },
        { name: 'Europe', countries: ['France', 'Italy', 'Spain'], image: 'europe.svg' },
        { name: 'Asia', countries: ['Japan', 'UAE', 'Indonesia', 'South Korea'], image: 'asia.svg' },
        {
          name: 'Africa',
          countries: ['Kenya', 'Algeria', 'South Africa', 'Morocco', 'Egypt'],
          image: 'africa.svg',
        },
      ],
    },
    {
      __component: 'landing.vehicles',
      heading: 'Vehicles we ship',
      intro: 'From a daily driver to a container of equipment.',
      tabs: [
        { name: 'Car', image: 'sedan.svg' },
        { name: 'Motorcycles', image: 'motorcycle.svg' },
        { name: 'Trailers', image: 'trailer.svg', isDefault: true },
        { name: 'Recreational', image: 'rv.svg' },
        { name: 'Classics/Exotics', image: 'exotic-car.svg' },
        { name: 'Equipment', image: 'heavy-equipment.svg' },
      ],
    },
    {
      __component: 'landing.reviews',
      heading: 'What our customers say',
      count: 9,
    },
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
