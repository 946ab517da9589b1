/**
 * Shipping-location pages and the location tree shown on the interactive map.
 * Sailing times and prices are typical ranges, never promises.
 */
import type { MediaFile, SeedLocation, SeedPage } from '../types';
import { a, b, i, p, quote, richText, ul } from '../rich-text';
import { card, checklist, contents, image, item, md, qa, route, title } from '../blocks';

const L = 'shipping-locations';
const NA = `${L}/north-america`;
const USA = `${NA}/usa`;

/** A location page: its picture, described by `ImageAlt`, also heads its content. */
const locationPage = ({
  ImageAlt,
  ...page
}: Omit<SeedPage, 'layout' | 'Image'> & { Image: MediaFile; ImageAlt: string }): SeedPage => ({
  ...page,
  layout: 'location',
  Content: [image(page.Image, ImageAlt), ...page.Content],
});

export const locationPages: SeedPage[] = [
  locationPage({
    path: L,
    Title: 'Shipping Locations',
    Subtitle: 'From your driveway to almost anywhere in the world',
    Description:
      'Where Velmora ships vehicles: every state in the continental USA, Alaska, Hawaii, Puerto Rico, the US Virgin Islands and Canada, plus ports across Europe, Asia, Africa and Oceania.',
    Image: 'port-terminal.svg',
    ImageAlt: 'A vehicle terminal at a seaport with rows of cars waiting to board a roll-on/roll-off ship',
    Content: [
      richText(
        p(
          'We move vehicles by truck to every corner of the continental United States and by ship, barge or aircraft to destinations overseas. Choose a region to see the ports we use, typical transit times and the paperwork involved.',
        ),
        ul(
          [a('North America', `/${NA}`), ' — the USA, Alaska, Hawaii, Puerto Rico, the Virgin Islands and Canada'],
          [
            a('Europe', `/${L}/europe`),
            ' — including Germany, Belgium, the Netherlands and the ',
            a('United Kingdom', `/${L}/europe/uk`),
          ],
          [
            a('Asia', `/${L}/asia`),
            ' — including ',
            a('the UAE and Dubai', `/${L}/asia/uae-dubai`),
            ', Japan and South Korea',
          ],
          [a('Africa', `/${L}/africa`), ' and ', a('Oceania', `/${L}/oceania`)],
        ),
      ),
      title('Regions we serve', 'Main gateways and the usual way vehicles travel'),
      md(
        '| Region | Main vehicle ports | Usual method |',
        '| --- | --- | --- |',
        '| [Continental USA](/shipping-locations/north-america/usa) | Door to door by road | Open or enclosed carrier |',
        '| [Alaska](/shipping-locations/north-america/usa/alaska) | Tacoma → Anchorage | Truck to port, then ship |',
        '| [Hawaii](/shipping-locations/north-america/usa/hawaii) | Long Beach, Oakland → Honolulu, Kahului, Hilo, Nawiliwili | Roll-on/roll-off |',
        '| [Canada](/shipping-locations/north-america/canada) | Road crossings to Toronto, Montreal, Vancouver, Calgary | Truck |',
        '| [Europe](/shipping-locations/europe) | Bremerhaven, Antwerp, Zeebrugge, Southampton, Rotterdam | RoRo or container |',
        '| [Asia](/shipping-locations/asia) | Jebel Ali, Yokohama, Busan, Jakarta | RoRo or container |',
        '| [Africa](/shipping-locations/africa) | Mombasa, Durban, Lagos, Tema, Casablanca | RoRo or container |',
        '| [Oceania](/shipping-locations/oceania) | Sydney, Port Kembla, Melbourne, Brisbane, Auckland | RoRo or container |',
      ),
      title('Domestic and overseas', 'Two kinds of journey, one point of contact', 'h3'),
      card(
        'By road',
        'Within the continental USA and across the Canadian border, a carrier collects your vehicle at your door and delivers it to the destination address. Pickup windows are 1–5 business days.',
        'open-carrier.svg',
      ),
      card(
        'By sea or air',
        'For islands and overseas destinations, we truck your vehicle to the export port, book the sailing or flight and coordinate with the receiving agent at the destination port.',
        'roro-ship.svg',
      ),
      richText(
        p(
          'Not sure which port suits you? ',
          a('Request a free quote', '/#main-form'),
          ' and your agent will recommend the best-connected gateway for your route, or read more about ',
          a('international car shipping', '/services/international-car-shipping'),
          '.',
        ),
      ),
    ],
  }),
  locationPage({
    path: NA,
    Title: 'Vehicle Shipping in North America',
    Subtitle: 'The lower 48, Alaska, Hawaii, the Caribbean territories and Canada',
    Description:
      'Ship a car, truck, motorcycle or machine anywhere in North America: door to door in the continental USA, by sea to Alaska, Hawaii, Puerto Rico and the Virgin Islands, and across the border to Canada.',
    Image: 'north-america.svg',
    ImageAlt:
      'A map of North America with truck routes across the continent and shipping lanes to Alaska, Hawaii and the Caribbean',
    Content: [
      richText(
        p(
          'Most of our shipments start and finish in North America. Within the ',
          a('continental USA', `/${USA}`),
          ' a single truck usually does the whole job. ',
          a('Alaska', `/${USA}/alaska`),
          ', ',
          a('Hawaii', `/${USA}/hawaii`),
          ', ',
          a('Puerto Rico', `/${USA}/puerto-rico`),
          ' and ',
          a('the US Virgin Islands', `/${USA}/virgin-islands`),
          ' combine a truck leg with a sailing, and ',
          a('Canada', `/${NA}/canada`),
          ' is served by carriers licensed to cross the border.',
        ),
      ),
      title('Typical North American routes', 'Guide ranges for a standard sedan'),
      md(
        '| Destination | How it travels | Typical time | Guide price |',
        '| --- | --- | --- | --- |',
        '| Coast to coast, USA | Open carrier | 7–9 days + pickup window | about $0.55–0.75 per mile |',
        '| Around 1,000 miles, USA | Open carrier | 3–5 days + pickup window | about $0.85–1.20 per mile |',
        '| Tacoma → Anchorage | Ship | 5–7 days at sea | quoted per sailing |',
        '| West Coast → Oahu | Roll-on/roll-off | 10–12 days | about $1,070–1,600 port to port |',
        '| USA ↔ Canada | Truck across the border | 10–14 days | about $1,000–2,500 |',
      ),
      route('Miami, FL', 'New York, NY', 1280),
      route('Chicago, IL', 'Dallas, TX', 925),
      route('Seattle, WA', 'Vancouver, BC', 140),
      qa(
        'Do I need a passport to ship a car to Alaska or Hawaii?',
        'No. Both are US states, so there is no customs clearance. You need the title or registration, photo ID and, for a financed or leased vehicle, written permission from the lienholder.',
      ),
    ],
  }),
  locationPage({
    path: USA,
    Title: 'Car Shipping Across the Continental USA',
    Subtitle: 'Door-to-door transport between any two addresses in the lower 48',
    Description:
      'Open and enclosed car transport between all 48 contiguous states, with pickup within a 1–5 business-day window and transit from 1–2 days for short trips to 7–9 days coast to coast.',
    Image: 'usa.svg',
    ImageAlt:
      'A map of the contiguous United States with interstate highways and car carriers traveling between major cities',
    Content: [
      richText(
        p(
          'Car carriers run every major interstate corridor, every day. That is why a standard sedan on an ',
          a('open carrier', '/services/open-auto-shipping'),
          ' can cross the country for roughly $0.55–0.75 per mile, while a short 300-mile hop costs more per mile — about $1.50–2.50 — because loading time is spread over fewer miles. ',
          a('Enclosed transport', '/services/enclosed-auto-shipping'),
          ' adds roughly 30–60%.',
        ),
        p(
          b('Routes between big metro areas are quickest to book. '),
          'Rural pickups and deliveries are just as possible, but can take a day or two longer to schedule.',
        ),
      ),
      ...contents(
        [],
        [
          title('Popular routes', 'Road miles on some of our busiest lanes', 'h3'),
          route('Los Angeles, CA', 'New York, NY', 2790),
          route('Boston, MA', 'Miami, FL', 1500),
          route('Houston, TX', 'Atlanta, GA', 790),
        ],
        [
          title('Ports for export and island shipments', 'Where vehicles leave the mainland', 'h3'),
          md(
            '| Port | Coast | Typical destinations |',
            '| --- | --- | --- |',
            '| Baltimore, MD | East | Northern Europe, UK, Africa, Middle East |',
            '| Newark / New York, NJ | East | Europe, Mediterranean, Middle East |',
            '| Jacksonville, FL | Southeast | Puerto Rico, Caribbean, Latin America |',
            '| Brunswick, GA | Southeast | Europe, Middle East |',
            '| Houston and Galveston, TX | Gulf | Middle East, Latin America, West Africa |',
            '| Los Angeles / Long Beach, CA | West | Hawaii, Asia, Oceania |',
            '| Port Hueneme, CA | West | Asia, Oceania |',
            '| Tacoma, WA | Northwest | Alaska, Asia |',
          ),
        ],
      ),
    ],
  }),
  locationPage({
    path: `${USA}/alaska`,
    Title: 'Shipping a Vehicle to or from Alaska',
    Subtitle: 'By sea from Tacoma to Anchorage, and by road beyond',
    Description:
      'How Velmora ships cars, trucks and equipment to Alaska: trucked to Tacoma, sailed to Anchorage in about 5–7 days, then delivered onward to Fairbanks, the Kenai Peninsula or the Mat-Su Valley.',
    Image: 'alaska.svg',
    ImageAlt: 'A roll-on/roll-off ship approaching Anchorage with snow-capped mountains behind the port',
    Content: [
      richText(
        p(
          'Driving to Alaska means more than 2,000 miles through Canada, with border crossings and long stretches without services. Shipping is usually simpler: a carrier brings your vehicle to the ',
          b('Port of Tacoma'),
          ', it sails to the ',
          b('Port of Alaska in Anchorage'),
          ' in about ',
          b('5–7 days'),
          ', and you collect it at the terminal or we arrange delivery onward.',
        ),
        p(
          'Southeast Alaska — Juneau, Ketchikan and Sitka — is served by barge from the Seattle area. See our ',
          a('Alaska auto shipping service', '/services/alaska-auto-shipping'),
          ' for vehicle-specific details.',
        ),
      ),
      title('Getting to Alaska', 'How each leg works'),
      md(
        '| Leg | Method | Typical time |',
        '| --- | --- | --- |',
        '| Your address → Tacoma, WA | Open or enclosed carrier | Depends on distance, plus pickup window |',
        '| Tacoma → Anchorage | Ship | 5–7 days at sea |',
        '| Seattle area → Juneau or Ketchikan | Barge | About 1–2 weeks |',
        '| Anchorage → Fairbanks | Truck | 1–2 days |',
      ),
      route('Anchorage, AK', 'Fairbanks, AK', 360),
      item(
        'Alaska auto shipping',
        'Link',
        'Vehicle types, seasonal tips and military moves to Joint Base Elmendorf-Richardson and Fort Wainwright.',
      ),
      checklist('What to bring to the port', [
        'Current registration or title in your name',
        'Government-issued photo ID',
        'Lienholder authorization letter if the vehicle is financed or leased',
        'Keys — one set stays with the vehicle',
        'Fuel no more than a quarter of a tank and no personal items',
      ]),
      qa(
        'When is the best time to ship to Alaska?',
        'Late spring and early summer are the busiest months, when military moves and seasonal workers head north. Booking two to three weeks ahead helps; in winter, allow extra time for road conditions beyond Anchorage.',
      ),
    ],
  }),
  locationPage({
    path: `${USA}/hawaii`,
    Title: 'Shipping a Car to or from Hawaii',
    Subtitle: 'Roll-on/roll-off from the West Coast to all four main islands',
    Description:
      'Ship your car to Hawaii from West Coast ports: about $1,070–1,600 port to port and 10–12 days to Oahu, with service onward to Maui, the Big Island and Kauai.',
    Image: 'hawaii.svg',
    ImageAlt: 'A car carrier ship arriving in Honolulu Harbor with Diamond Head on the horizon',
    Content: [
      richText(
        p(
          'Vehicles bound for Hawaii travel on roll-on/roll-off ships from West Coast ports such as ',
          b('Long Beach'),
          ', ',
          b('Oakland'),
          ' and ',
          b('San Diego'),
          '. You can drop your car at the port yourself or have us collect it anywhere on the mainland and truck it there.',
        ),
        p(
          'Port-to-port rates for a standard car usually fall between ',
          b('$1,070 and $1,600'),
          ', and the trip to ',
          b('Honolulu'),
          ' takes about ',
          b('10–12 days'),
          '. Neighbor-island ports add a few days. More on our ',
          a('Hawaii car shipping service', '/services/hawaii-car-shipping'),
          ' page.',
        ),
      ),
      title('Island ports', 'Where your car can be collected'),
      md(
        '| Island | Port | Notes |',
        '| --- | --- | --- |',
        '| Oahu | Honolulu | Most frequent sailings, about 10–12 days from the West Coast |',
        '| Maui | Kahului | Usually via Honolulu; allow extra days |',
        '| Hawaii (Big Island) | Hilo | Usually via Honolulu; allow extra days |',
        '| Kauai | Nawiliwili | Usually via Honolulu; allow extra days |',
      ),
      checklist(
        'Hawaii shipping requirements',
        [
          'Fuel tank at a quarter or less',
          'Completely empty vehicle — no personal items or loose accessories',
          'Registration and photo ID matching the booking',
          'Notarized lienholder letter for financed or leased vehicles',
          'Vehicle clean underneath, without soil or plant material',
        ],
        'Shipping lines inspect every vehicle at the terminal and can turn away cars that do not meet these rules.',
      ),
      route('Phoenix, AZ', 'Long Beach, CA', 375),
      item(
        'Hawaii car shipping',
        'Link',
        'Port drop-off or door pickup on the mainland, neighbor-island connections and military PCS moves.',
      ),
      qa(
        'Do I have to register my car in Hawaii?',
        'Yes. New residents must register their vehicle with the county and pass a Hawaii safety inspection within a short period after arrival. Keep the shipping documents, as the county will ask for them.',
      ),
    ],
  }),
  locationPage({
    path: `${USA}/puerto-rico`,
    Title: 'Shipping a Car to Puerto Rico',
    Subtitle: 'Weekly sailings from Jacksonville to San Juan',
    Description:
      'How to ship a vehicle between the US mainland and Puerto Rico: trucked to Jacksonville, sailed to San Juan, with the excise tax paid before release.',
    Image: 'puerto-rico.svg',
    ImageAlt: 'The San Juan waterfront with a roll-on/roll-off ship unloading cars at the terminal',
    Content: [
      richText(
        p(
          'Puerto Rico is a US territory, so there is no customs clearance for a car arriving from the mainland — but there is paperwork. Most vehicles sail from ',
          b('Jacksonville, Florida'),
          ' to ',
          b('San Juan'),
          ', with regular weekly departures. Allow about one to two weeks port to port, including terminal time.',
        ),
        p(
          'Before a vehicle is released in San Juan, the owner must pay Puerto Rico’s ',
          i('arbitrios'),
          ' (excise tax) to the Department of Treasury. The amount depends on the vehicle’s value, so we recommend checking it before you ship.',
        ),
      ),
      title('Paperwork for Puerto Rico', 'What the shipping line and Hacienda ask for'),
      checklist(
        'Documents to prepare',
        [
          'Original title, or a lienholder authorization letter if the vehicle is financed',
          'Current registration',
          'Government-issued photo ID',
          'Bill of lading from the shipping line',
          'Proof of excise tax payment before collecting the vehicle',
        ],
        'Shipping back to the mainland? The vehicle also needs a clearance certificate from the Puerto Rico Police.',
      ),
      route('Atlanta, GA', 'Jacksonville, FL', 345),
      qa(
        'Can you deliver to my address in Puerto Rico?',
        'We can arrange delivery from the San Juan terminal through local partners for most addresses on the island, or you can collect the vehicle yourself once the excise tax is cleared.',
      ),
      qa(
        'Can I ship personal belongings in the car?',
        'No. Vehicles must be empty apart from standard equipment. Household goods have to travel separately.',
      ),
    ],
  }),
  locationPage({
    path: `${USA}/virgin-islands`,
    Title: 'Shipping a Car to the US Virgin Islands',
    Subtitle: 'St. Thomas, St. Croix and St. John',
    Description:
      'Ship a vehicle from the US mainland to St. Thomas or St. Croix: trucked to a Florida port, sailed to the islands, with local excise tax and registration on arrival.',
    Image: 'virgin-islands.svg',
    ImageAlt: 'A small cargo ship arriving at Crown Bay, St. Thomas, with green hills and turquoise water',
    Content: [
      richText(
        p(
          'Vehicles for the US Virgin Islands usually sail from Florida, either directly or via ',
          b('San Juan'),
          '. St. Thomas cargo arrives at ',
          b('Crown Bay'),
          ', and St. Croix at ',
          b('Frederiksted'),
          '. Vehicles for St. John are ferried from St. Thomas.',
        ),
        p(
          'Remember that traffic in the Virgin Islands drives on the ',
          b('left'),
          ', even though most cars are left-hand drive. Your mainland car is perfectly legal there.',
        ),
      ),
      title('How a Virgin Islands shipment works', 'Typical steps and timings'),
      md(
        '| Step | What happens | Typical time |',
        '| --- | --- | --- |',
        '| Mainland pickup | Truck to a Florida port | Pickup window plus road transit |',
        '| Ocean leg | Direct sailing or transshipment via San Juan | About 1–3 weeks |',
        '| Arrival | Excise tax assessed, vehicle released | 1–3 business days |',
        '| Registration | Inspection and plates at the BMV | After release |',
      ),
      checklist('Before the vehicle sails', [
        'Title and registration in your name',
        'Lienholder permission for financed vehicles',
        'Photo ID matching the booking',
        'Empty vehicle with a low fuel level',
      ]),
      qa(
        'Is shipping to the Virgin Islands more expensive than to Puerto Rico?',
        'Usually, yes. Fewer direct sailings and the extra handling of a transshipment add cost and time. Your agent will compare the available routings and show you the options side by side.',
      ),
    ],
  }),
  locationPage({
    path: `${NA}/canada`,
    Title: 'Car Shipping Between the USA and Canada',
    Subtitle: 'Cross-border transport with the export paperwork handled with you',
    Description:
      'Ship a vehicle between the USA and Canada: typically $1,000–2,500 and 10–14 days, with US export filing, the Registrar of Imported Vehicles process and delivery to Toronto, Montreal, Vancouver, Calgary and beyond.',
    Image: 'canada.svg',
    ImageAlt: 'A car carrier truck crossing a border bridge with the Canadian flag flying at the checkpoint',
    Content: [
      richText(
        p(
          'Moving a vehicle across the border takes more than a truck: the vehicle must be exported from the USA and imported into Canada, and both sides have their own rules. Cross-border moves usually cost ',
          b('$1,000–2,500'),
          ' and take ',
          b('10–14 days'),
          ', including the document checks.',
        ),
        p(
          'Our ',
          a('US–Canada car shipping service', '/services/us-canada-car-shipping'),
          ' uses carriers bonded to cross the border, so one truck usually handles the whole trip.',
        ),
      ),
      ...contents(
        [],
        [
          title('Popular cross-border routes', 'Road miles on common lanes', 'h3'),
          route('New York, NY', 'Toronto, ON', 490),
          route('Detroit, MI', 'Toronto, ON', 230),
          route('Boston, MA', 'Montreal, QC', 310),
        ],
        [
          title('Border paperwork', 'Start at least a week before pickup', 'h3'),
          checklist(
            'Documents for a US-to-Canada move',
            [
              'Original title (or certified copy) submitted to U.S. Customs and Border Protection at least 72 hours before export',
              'Recall clearance letter from the manufacturer',
              'Registrar of Imported Vehicles (RIV) Form 1, completed at the border',
              'Lienholder permission if the vehicle is financed or leased',
              'Proof of ownership and photo ID for the importer',
            ],
            'Canada admits most US-market vehicles, but some models need modifications after import. Your agent will check your vehicle against the RIV admissibility list before you book.',
          ),
        ],
      ),
    ],
  }),
  locationPage({
    path: `${L}/africa`,
    Title: 'Shipping a Vehicle to Africa',
    Subtitle: 'East, West, North and Southern African ports',
    Description:
      'Ship a car, SUV or equipment from the USA to Kenya, South Africa, Nigeria, Ghana, Morocco, Egypt and Algeria by roll-on/roll-off or container, with help on import rules before you book.',
    Image: 'africa.svg',
    ImageAlt: 'A map of Africa highlighting the ports of Mombasa, Durban, Lagos, Tema, Casablanca and Alexandria',
    Content: [
      richText(
        p(
          'We ship vehicles from US East Coast and Gulf ports — mainly ',
          b('Baltimore'),
          ', ',
          b('Newark'),
          ' and ',
          b('Houston'),
          ' — to the continent’s main gateways. Import rules vary more in Africa than almost anywhere else, so the first step is always to check that your vehicle can be registered at destination.',
        ),
        p(
          'Kenya, for example, limits imported used vehicles to eight years from first registration, and South Africa generally requires an import permit for used vehicles. Read about our ',
          a('international car shipping', '/services/international-car-shipping'),
          ' options.',
        ),
      ),
      title('Main African ports', 'Approximate ocean transit from the US East Coast'),
      md(
        '| Country | Port | Approx. sailing time | Good to know |',
        '| --- | --- | --- | --- |',
        '| Kenya | Mombasa | 35–45 days | Eight-year age limit on used vehicles |',
        '| South Africa | Durban | 30–40 days | Import permit usually required |',
        '| Nigeria | Lagos (Tin Can Island) | 20–30 days | Duties based on vehicle value |',
        '| Ghana | Tema | 20–30 days | Age-based penalties on older cars |',
        '| Morocco | Casablanca | 14–20 days | Temporary import possible for residents abroad |',
        '| Egypt | Alexandria | 20–30 days | Strict rules on vehicle age |',
        '| Algeria | Algiers | 18–25 days | Age limits on imported used cars |',
        '',
        '*Sailing times are typical and depend on the route and any transshipment.*',
      ),
      card(
        'Container for peace of mind',
        'On longer routes with transshipment, many customers choose a 20-foot or 40-foot container. The vehicle is sealed in, braced and out of sight from the US port to destination.',
        'container-ship.svg',
      ),
      qa(
        'Can I put spare parts in a container with my car?',
        'Often yes, if they are declared on the packing list and allowed by the destination country. Undeclared items can delay customs clearance and lead to fines.',
      ),
      qa(
        'Who clears the vehicle through customs in Africa?',
        'A licensed clearing agent at the destination port. We can introduce one of our partners, or work with an agent you already know.',
      ),
    ],
  }),
  locationPage({
    path: `${L}/europe`,
    Title: 'Shipping a Car to Europe',
    Subtitle: 'Transatlantic RoRo and container service to Europe’s main car ports',
    Description:
      'Ship a vehicle from the US East Coast to Germany, Belgium, the Netherlands, France, Italy, Spain or the UK. RoRo typically costs $850–2,000 per sedan and a shared container $1,000–4,500.',
    Image: 'europe.svg',
    ImageAlt:
      'A map of Western Europe with shipping routes converging on Bremerhaven, Antwerp, Zeebrugge and Southampton',
    Content: [
      richText(
        p(
          'Europe is one of the busiest car shipping lanes in the world. Ships leave ',
          b('Baltimore'),
          ', ',
          b('Newark'),
          ' and ',
          b('Brunswick'),
          ' every week for the big North Sea car terminals, with onward connections to the Mediterranean.',
        ),
        p(
          'From the US East Coast to Western Europe, ',
          a('roll-on/roll-off', '/blog/roro-container-or-air-freight'),
          ' typically runs about ',
          b('$850–2,000'),
          ' for a sedan, and a shared container about ',
          b('$1,000–4,500'),
          ', before import duties and VAT at destination.',
        ),
      ),
      title('European gateway ports', 'Approximate sailing times from the US East Coast'),
      md(
        '| Country | Port | Approx. sailing time |',
        '| --- | --- | --- |',
        '| [Germany](/services/germany-shipping) | Bremerhaven | 10–14 days |',
        '| Belgium | Antwerp, Zeebrugge | 10–14 days |',
        '| Netherlands | Rotterdam | 10–14 days |',
        '| [United Kingdom](/shipping-locations/europe/uk) | Southampton | 9–14 days |',
        '| France | Le Havre | 10–14 days |',
        '| Italy | Genoa | 14–21 days |',
        '| Spain | Valencia | 14–21 days |',
      ),
      card(
        'Roll-on/roll-off',
        'The most economical choice for running vehicles. Your car is driven aboard and secured on a vehicle deck; no personal items may travel inside.',
        'roro-ship.svg',
      ),
      card(
        'Container',
        'Best for classics, exotics and non-running vehicles. Share a 40-foot container to cut the cost, or book a dedicated 20-foot box.',
        'container-ship.svg',
      ),
      item(
        'Moving to Germany?',
        'Link',
        'See our dedicated Germany shipping service for Bremerhaven arrivals, customs and registration.',
      ),
      richText(
        p(
          'Read more on our ',
          a('Germany shipping', '/services/germany-shipping'),
          ' and ',
          a('United Kingdom', `/${L}/europe/uk`),
          ' pages.',
        ),
      ),
    ],
  }),
  locationPage({
    path: `${L}/europe/uk`,
    Title: 'Shipping a Car to the United Kingdom',
    Subtitle: 'From Baltimore and Newark to Southampton',
    Description:
      'Ship a vehicle from the USA to the UK: RoRo or container to Southampton, customs notification, VAT and duty or Transfer of Residence relief, and DVLA registration.',
    Image: 'uk.svg',
    ImageAlt:
      'A car carrier ship berthed at Southampton with the terminal’s multi-level vehicle storage decks behind it',
    Content: [
      richText(
        p(
          'Most American vehicles arriving in Britain land at ',
          b('Southampton'),
          ', the UK’s leading car-handling port, after roughly 9–14 days at sea from Baltimore or Newark. Transatlantic RoRo typically costs about $850–2,000 for a sedan; a shared container about $1,000–4,500.',
        ),
        p(
          'Left-hand-drive cars are legal in the UK, but headlights must be adjusted to dip to the left, and speedometers must show miles per hour — which American cars already do.',
        ),
      ),
      title('Importing a car into the UK', 'The usual order of events'),
      checklist('UK import steps', [
        'Check whether you qualify for Transfer of Residence relief (no duty or VAT if you owned and used the car abroad before moving)',
        'Your customs agent declares the vehicle to HM Revenue & Customs',
        'Pay any import duty and VAT, or present the relief approval',
        'Notify HMRC through the NOVA service so the car can be registered',
        'Arrange MOT or approval testing if required for the vehicle’s age',
        'Register and tax the car with the DVLA and fit UK number plates',
      ]),
      md(
        '| Option | Suits | Typical cost to Southampton |',
        '| --- | --- | --- |',
        '| Roll-on/roll-off | Running cars and SUVs | About $850–2,000 per sedan |',
        '| Shared container | Classics, valuable or non-running cars | About $1,000–4,500 |',
        '| Dedicated container | Collections, cars with parts | Quoted individually |',
      ),
      qa(
        'How long after arrival can I drive my car in the UK?',
        'Usually a week or two: customs clearance and NOVA take a few days, then DVLA registration. A customs agent familiar with personal imports speeds this up considerably.',
      ),
    ],
  }),
  locationPage({
    path: `${L}/asia`,
    Title: 'Shipping a Vehicle to Asia',
    Subtitle: 'The Middle East, East Asia and Southeast Asia',
    Description:
      'Ship a vehicle from the USA to the UAE, Japan, South Korea, Indonesia and other Asian markets by RoRo or container, from East Coast, Gulf or West Coast ports.',
    Image: 'asia.svg',
    ImageAlt:
      'A map of Asia with routes from the US West Coast to Yokohama and Busan, and from the East Coast to Jebel Ali',
    Content: [
      richText(
        p(
          'Which US port your vehicle leaves from depends on where it is going. East Asia is usually served from ',
          b('Los Angeles / Long Beach'),
          ', ',
          b('Port Hueneme'),
          ' and ',
          b('Tacoma'),
          '; the Middle East from ',
          b('Baltimore'),
          ', ',
          b('Newark'),
          ' and ',
          b('Houston'),
          '.',
        ),
        p(
          'Several Asian countries tightly restrict used-vehicle imports, so we confirm eligibility before booking. Returning residents and diplomats often qualify for exemptions.',
        ),
      ),
      title('Asian gateway ports', 'Approximate ocean transit times'),
      md(
        '| Country | Port | From | Approx. sailing time |',
        '| --- | --- | --- | --- |',
        '| United Arab Emirates | Jebel Ali | East Coast | 30–40 days |',
        '| Japan | Yokohama | West Coast | 14–18 days |',
        '| South Korea | Busan | West Coast | 14–20 days |',
        '| Indonesia | Jakarta (Tanjung Priok) | West Coast | 30–40 days |',
      ),
      item('Shipping to Dubai?', 'Link', 'Our UAE page covers Jebel Ali arrivals, customs duty and RTA registration.'),
      richText(
        p(
          'See ',
          a('shipping to the UAE and Dubai', `/${L}/asia/uae-dubai`),
          ' and our ',
          a('car shipping to Dubai', '/services/car-shipping-to-dubai'),
          ' service.',
        ),
      ),
      qa(
        'Can I ship a car to Japan or South Korea?',
        'Yes, but the vehicle must pass local inspection and emissions rules, which can require modifications. It is usually most practical for returning residents, classics and high-value vehicles.',
      ),
      qa(
        'Is air freight available to Asia?',
        'Yes. Air freight is the fastest and most expensive option and is used mainly for race cars, show cars and urgent moves of high-value vehicles.',
      ),
    ],
  }),
  locationPage({
    path: `${L}/asia/uae-dubai`,
    Title: 'Shipping a Car to Dubai and the UAE',
    Subtitle: 'From US ports to Jebel Ali',
    Description:
      'Ship a vehicle from the USA to Dubai: RoRo or container to Jebel Ali, about 30–40 days at sea from the East Coast, with customs clearance and RTA registration on arrival.',
    Image: 'dubai.svg',
    ImageAlt: 'The Dubai skyline behind the container cranes and car terminal of Jebel Ali port',
    Content: [
      richText(
        p(
          b('Jebel Ali'),
          ', the largest port in the Middle East, receives vehicles from Baltimore, Newark, Jacksonville and Houston. Sailing times are typically 30–40 days from the East Coast, depending on the route.',
        ),
        p(
          'The UAE applies customs duty (currently 5% of the vehicle’s value plus shipping) and VAT on imported vehicles, and the car must meet Gulf technical standards to be registered with the Roads and Transport Authority.',
        ),
      ),
      title('Choosing how to ship', 'RoRo, container or air'),
      md(
        '| Method | Best for | Relative cost |',
        '| --- | --- | --- |',
        '| Roll-on/roll-off | Running, standard vehicles | Lowest |',
        '| 20-foot container | One classic, exotic or non-running car | Mid-range |',
        '| 40-foot container | Two to four cars, or a car with parts | Mid-range, shared cost |',
        '| Air freight | Supercars and urgent moves | Highest |',
      ),
      checklist('Documents for a UAE import', [
        'Original US title, cleared for export',
        'Bill of sale or proof of ownership',
        'Passport copy and Emirates ID or residence visa',
        'Lienholder release if the vehicle was financed',
        'Certificate of conformity where required for Gulf specifications',
      ]),
      richText(
        quote(
          'Our tip: check how your car’s specification is treated in the UAE before you buy it for export. North American models are usually registrable, but some need an inspection or modification first.',
        ),
      ),
      qa(
        'Can I drive my US car in Dubai right away?',
        'Once it has cleared customs and passed the RTA inspection, you can register it and drive it. Until then it can be moved from the port only on a recovery truck.',
      ),
    ],
  }),
  locationPage({
    path: `${L}/oceania`,
    Title: 'Shipping a Vehicle to Australia and New Zealand',
    Subtitle: 'West Coast sailings to Sydney, Port Kembla, Melbourne, Brisbane and Auckland',
    Description:
      'Ship a vehicle from the USA to Australia or New Zealand: import approval, strict biosecurity cleaning and seasonal stink bug treatment, and roughly 20–30 days at sea from the West Coast.',
    Image: 'oceania.svg',
    ImageAlt: 'A map of Australia and New Zealand with shipping lanes from California to Sydney and Auckland',
    Content: [
      richText(
        p(
          'Vehicles for Australia and New Zealand usually sail from ',
          b('Los Angeles / Long Beach'),
          ' or ',
          b('Port Hueneme'),
          '. Both countries have some of the strictest biosecurity rules in the world: a vehicle with soil, seeds or insects on board will be cleaned at the owner’s expense before release.',
        ),
        p(
          'Australia requires import approval under its Road Vehicle Standards rules before the vehicle ships, and between September and April vehicles from the USA need treatment against the ',
          i('brown marmorated stink bug'),
          '.',
        ),
      ),
      title('Gateway ports in Oceania', 'Approximate sailing time from the US West Coast'),
      md(
        '| Country | Port | Approx. sailing time |',
        '| --- | --- | --- |',
        '| Australia | Sydney / Port Kembla | 20–30 days |',
        '| Australia | Melbourne | 22–32 days |',
        '| Australia | Brisbane | 20–28 days |',
        '| New Zealand | Auckland | 18–25 days |',
      ),
      checklist('Before your vehicle leaves the USA', [
        'Import approval granted (Australia) or compliance pathway confirmed (New Zealand)',
        'Professional underbody, engine bay and interior cleaning',
        'Seasonal stink bug treatment booked where required',
        'No personal items, tools or camping gear inside',
        'Title, bill of sale and owner ID ready for customs',
      ]),
      qa(
        'Can I take my American car to Australia permanently?',
        'Often, but not always. Eligibility depends on the vehicle’s age, model and how long you have owned it. Check before shipping — a car refused import approval cannot be registered.',
      ),
    ],
  }),
];

/* ------------------------------------------------------------------------------------------------
 * The location tree for the map.
 * ---------------------------------------------------------------------------------------------- */

type Node = SeedLocation;
/** What a branch may have besides its place: its own page and picture, or a place in the list as a heading. */
type BranchExtras = Pick<Node, 'url' | 'image' | 'isSubtitle'>;
/** A branch's page `${parent}/${slug}` and that page's picture, `${slug}.svg`. */
const page = (parent: string, slug: string): BranchExtras => ({ url: `${parent}/${slug}`, image: `${slug}.svg` });
const leaf =
  (iconType: Node['iconType']) =>
  (name: string, slug: string, lat: number, lng: number): Node => ({ name, slug, lat, lng, iconType });
/** A port: the map draws it with a ship. */
const port = leaf('ship');
/** A town reached by road: the map draws it with a truck. */
const town = leaf('truck');
const branch =
  (iconType: Node['iconType']) =>
  (name: string, slug: string, lat: number, lng: number, ...rest: [Node[]] | [BranchExtras, Node[]]): Node => {
    const [{ url, image, isSubtitle }, children] = rest.length === 1 ? [{}, rest[0]] : rest;
    return {
      name,
      slug,
      lat,
      lng,
      ...(url ? { url } : {}),
      ...(image ? { image } : {}),
      iconType,
      ...(isSubtitle ? { isSubtitle } : {}),
      children,
    };
  };
/** A region, country or state reached by sea (`overseas`) or by road (`overland`), with the places below it. */
const overseas = branch('ship');
const overland = branch('truck');

export const locationTree: SeedLocation[] = [
  overland('North America', 'north-america', 45.0, -100.0, page(L, 'north-america'), [
    overland('United States', 'united-states', 39.8283, -98.5795, page(NA, 'usa'), [
      overland('Continental USA', 'continental-usa', 39.5, -98.35, { isSubtitle: true }, [
        port('Baltimore, MD', 'port-of-baltimore', 39.2526, -76.5297),
        port('Newark, NJ', 'port-newark', 40.684, -74.15),
        port('Jacksonville, FL', 'port-of-jacksonville', 30.4, -81.53),
        port('Brunswick, GA', 'port-of-brunswick', 31.13, -81.54),
        port('Houston, TX', 'port-of-houston', 29.73, -95.27),
        port('Galveston, TX', 'port-of-galveston', 29.31, -94.79),
        port('Los Angeles / Long Beach, CA', 'port-of-los-angeles-long-beach', 33.75, -118.22),
        port('Port Hueneme, CA', 'port-hueneme', 34.15, -119.2),
        port('Tacoma, WA', 'port-of-tacoma', 47.27, -122.41),
        town('Chicago, IL', 'chicago', 41.8781, -87.6298),
        town('Dallas, TX', 'dallas', 32.7767, -96.797),
      ]),
      overseas('Non-continental USA', 'non-continental-usa', 21.3, -157.85, { isSubtitle: true }, [
        overseas('Alaska', 'alaska', 64.2008, -149.4937, page(USA, 'alaska'), [
          port('Anchorage', 'port-of-alaska-anchorage', 61.238, -149.887),
          port('Juneau', 'juneau', 58.3019, -134.4197),
          town('Fairbanks', 'fairbanks', 64.8378, -147.7164),
        ]),
        overseas('Hawaii', 'hawaii', 19.8968, -155.5828, page(USA, 'hawaii'), [
          port('Honolulu, Oahu', 'honolulu-harbor', 21.31, -157.87),
          port('Kahului, Maui', 'kahului-harbor', 20.895, -156.47),
          port('Hilo, Hawaii Island', 'hilo-harbor', 19.73, -155.06),
          port('Nawiliwili, Kauai', 'nawiliwili-harbor', 21.955, -159.355),
        ]),
        overseas('Puerto Rico', 'puerto-rico', 18.2208, -66.5901, page(USA, 'puerto-rico'), [
          port('San Juan', 'port-of-san-juan', 18.45, -66.1),
        ]),
        overseas('US Virgin Islands', 'us-virgin-islands', 18.3358, -64.8963, page(USA, 'virgin-islands'), [
          port('Crown Bay, St. Thomas', 'crown-bay-st-thomas', 18.335, -64.95),
          port('Frederiksted, St. Croix', 'frederiksted-st-croix', 17.713, -64.883),
        ]),
      ]),
    ]),
    overland('Canada', 'canada', 56.1304, -106.3468, page(NA, 'canada'), [
      town('Toronto, ON', 'toronto', 43.6532, -79.3832),
      town('Montreal, QC', 'montreal', 45.5017, -73.5673),
      town('Vancouver, BC', 'vancouver', 49.2827, -123.1207),
      town('Calgary, AB', 'calgary', 51.0447, -114.0719),
      port('Halifax, NS', 'port-of-halifax', 44.6488, -63.5752),
    ]),
  ]),
  overseas('Europe', 'europe', 50.0, 10.0, page(L, 'europe'), [
    overseas('Germany', 'germany', 51.1657, 10.4515, { image: 'germany.svg' }, [
      port('Bremerhaven', 'bremerhaven', 53.5396, 8.5809),
    ]),
    overseas('Belgium', 'belgium', 50.5039, 4.4699, [
      port('Antwerp', 'antwerp', 51.28, 4.35),
      port('Zeebrugge', 'zeebrugge', 51.3333, 3.2),
    ]),
    overseas('Netherlands', 'netherlands', 52.1326, 5.2913, [port('Rotterdam', 'rotterdam', 51.9244, 4.4777)]),
    overseas('United Kingdom', 'united-kingdom', 55.3781, -3.436, page(`${L}/europe`, 'uk'), [
      port('Southampton', 'southampton', 50.9097, -1.4044),
    ]),
    overseas('France', 'france', 46.2276, 2.2137, [port('Le Havre', 'le-havre', 49.4944, 0.1079)]),
    overseas('Italy', 'italy', 41.8719, 12.5674, [port('Genoa', 'genoa', 44.4056, 8.9463)]),
    overseas('Spain', 'spain', 40.4637, -3.7492, [port('Valencia', 'valencia', 39.44, -0.32)]),
  ]),
  overseas('Asia', 'asia', 30.0, 100.0, page(L, 'asia'), [
    overseas(
      'United Arab Emirates',
      'united-arab-emirates',
      23.4241,
      53.8478,
      { url: `${L}/asia/uae-dubai`, image: 'dubai.svg' },
      [port('Jebel Ali, Dubai', 'jebel-ali', 25.0118, 55.0611)],
    ),
    overseas('Japan', 'japan', 36.2048, 138.2529, [port('Yokohama', 'yokohama', 35.4437, 139.638)]),
    overseas('South Korea', 'south-korea', 35.9078, 127.7669, [port('Busan', 'busan', 35.1028, 129.0403)]),
    overseas('Indonesia', 'indonesia', -0.7893, 113.9213, [
      port('Jakarta (Tanjung Priok)', 'tanjung-priok', -6.1045, 106.8805),
    ]),
  ]),
  overseas('Africa', 'africa', 2.0, 20.0, page(L, 'africa'), [
    overseas('Kenya', 'kenya', -0.0236, 37.9062, [port('Mombasa', 'mombasa', -4.0435, 39.6682)]),
    overseas('South Africa', 'south-africa', -30.5595, 22.9375, [
      port('Durban', 'durban', -29.8587, 31.0218),
      port('Cape Town', 'cape-town', -33.9249, 18.4241),
    ]),
    overseas('Nigeria', 'nigeria', 9.082, 8.6753, [port('Lagos (Tin Can Island)', 'lagos-tin-can-island', 6.44, 3.35)]),
    overseas('Ghana', 'ghana', 7.9465, -1.0232, [port('Tema', 'tema', 5.6333, 0.0167)]),
    overseas('Morocco', 'morocco', 31.7917, -7.0926, [port('Casablanca', 'casablanca', 33.6, -7.6167)]),
    overseas('Egypt', 'egypt', 26.8206, 30.8025, [port('Alexandria', 'alexandria', 31.2001, 29.9187)]),
    overseas('Algeria', 'algeria', 28.0339, 1.6596, [port('Algiers', 'algiers', 36.7667, 3.0667)]),
  ]),
  overseas('Oceania', 'oceania', -25.0, 140.0, page(L, 'oceania'), [
    overseas('Australia', 'australia', -25.2744, 133.7751, [
      port('Sydney (Port Botany)', 'port-botany-sydney', -33.97, 151.22),
      port('Port Kembla', 'port-kembla', -34.4667, 150.9),
      port('Melbourne', 'melbourne', -37.84, 144.92),
      port('Brisbane', 'brisbane', -27.38, 153.17),
    ]),
    overseas('New Zealand', 'new-zealand', -40.9006, 174.886, [port('Auckland', 'auckland', -36.8485, 174.7633)]),
  ]),
];
