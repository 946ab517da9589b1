/**
 * Seed content: the "Services" section (/services and its 21 service pages).
 * Original copy written for Velmora Auto Transport. Prices are honest ranges, never fixed quotes.
 */
import type { SeedPage } from '../types';
import { a, b, h, i, ol, p, quote, richText, ul } from '../rich-text';
import { card, checklist, contents, image, item, md, qa, route, title } from '../blocks';

export const servicePages: SeedPage[] = [
  /* ------------------------------------------------------------------ index */
  {
    path: 'services',
    Title: 'Vehicle Shipping Services',
    Subtitle: 'More than 30 types of transport, from a daily driver to a 40-ton excavator',
    Description:
      'Explore 30+ vehicle shipping services from Velmora Auto Transport: open and enclosed car transport, classics and exotics, heavy equipment, boats, RVs, motorcycles, Alaska, Hawaii, Canada and overseas.',
    Image: 'hero-highway.svg',
    layout: 'service',
    Content: [
      richText(
        p(
          'For ten years Velmora Auto Transport has matched vehicles with the right truck, trailer or ship. That work adds up to ',
          b('more than 100,000 vehicles shipped'),
          ' for ',
          b('over 500,000 customers'),
          ', and it has taught us that no two moves are quite alike. A leased sedan heading to a new job, a restored 1957 Bel Air bound for a concours and a skid steer needed on a job site by Monday each call for a different carrier, a different trailer and a different plan.',
        ),
        p('Whatever you are moving, the process stays simple:'),
        ol(
          [
            b('Get a free quote.'),
            ' Tell us the vehicle, the route and your dates; the quote costs nothing and commits you to nothing.',
          ],
          [
            b('Add details and choose a pickup window.'),
            ' Your order is agreed electronically and confirmed by e-mail.',
          ],
          [b('Hand over the keys.'), ' A vetted, insured carrier collects the vehicle and delivers it to your door.'],
        ),
        p(
          'You are charged only when a shipping partner is confirmed, and our agents are available ',
          i('24 hours a day, 7 days a week'),
          ' at (800) 555-0142.',
        ),
      ),
      image(
        'hero-highway.svg',
        'Illustration of a car carrier driving along an open highway at sunrise, with mountains on the horizon',
      ),
      title(
        'Find the right service',
        'Choose a service below, or request a quote and an agent will recommend the best fit for your vehicle and route.',
      ),
      richText(
        h(3, 'Cars, trucks and SUVs'),
        ul(
          [
            a('Open auto shipping', '/services/open-auto-shipping'),
            ': the most economical way to move a car, used by most dealers and manufacturers.',
          ],
          [
            a('Enclosed auto shipping', '/services/enclosed-auto-shipping'),
            ': fully covered trailers for new, high-value or freshly detailed vehicles.',
          ],
          [
            a('International car shipping', '/services/international-car-shipping'),
            ': RoRo, container and air options to and from more than 100 countries.',
          ],
        ),
        h(3, 'Collector and specialty vehicles'),
        ul(
          [
            a('Enclosed classic car shipping', '/services/enclosed-classic-car-shipping'),
            ' for muscle cars, post-war classics and restomods.',
          ],
          [
            a('Enclosed antique car shipping', '/services/enclosed-antique-car-shipping'),
            ' for pre-war, brass-era and original-condition cars.',
          ],
          [
            a('Enclosed exotic car shipping', '/services/enclosed-exotic-car-shipping'),
            ' for supercars, hypercars and low-clearance performance cars.',
          ],
          [
            a('Enclosed motorcycle shipping', '/services/enclosed-motorcycle-shipping'),
            ' for touring bikes, sport bikes and vintage motorcycles.',
          ],
        ),
        h(3, 'Heavy, commercial and oversized'),
        ul(
          [
            a('Heavy equipment shipping', '/services/heavy-equipment-shipping'),
            ', ',
            a('construction equipment shipping', '/services/construction-equipment-shipping'),
            ' and ',
            a('tractor shipping', '/services/tractor-shipping'),
            ' on flatbeds, step-decks and lowboys.',
          ],
          [
            a('Commercial bus shipping', '/services/commercial-bus-shipping'),
            ' for coaches, shuttles and school buses.',
          ],
          [
            a('Freight container shipping', '/services/freight-container-shipping'),
            ' for vehicles and cargo that travel in 20- and 40-foot boxes.',
          ],
        ),
        h(3, 'Recreation'),
        ul([
          a('RV shipping', '/services/rv-shipping'),
          ', ',
          a('boat shipping', '/services/boat-shipping'),
          ', ',
          a('UTV shipping', '/services/utv-shipping'),
          ' and ',
          a('golf cart shipping', '/services/golf-cart-shipping'),
          '.',
        ]),
        h(3, 'Beyond the lower 48'),
        ul(
          [
            a('Hawaii car shipping', '/services/hawaii-car-shipping'),
            ' and ',
            a('Alaska auto shipping', '/services/alaska-auto-shipping'),
            ' by truck and ship.',
          ],
          [
            a('US-Canada car shipping', '/services/us-canada-car-shipping'),
            ', ',
            a('shipping to Germany', '/services/germany-shipping'),
            ' and ',
            a('car shipping to Dubai', '/services/car-shipping-to-dubai'),
            '.',
          ],
        ),
        p(
          'Moving for a specific reason, such as a military PCS, a seasonal move south or a new job? Our ',
          a('auto transport solutions', '/auto-transport-solutions'),
          ' bundle the right services for the occasion.',
        ),
      ),
      md(
        '### Which service fits your vehicle?',
        '',
        '| Vehicle | Usual service | Typical equipment |',
        '| --- | --- | --- |',
        '| Everyday car, SUV or pickup | Open auto shipping | 7- to 10-car open carrier |',
        '| New, luxury, classic or exotic car | Enclosed auto shipping | Hard-sided enclosed trailer, often with a liftgate |',
        '| Motorcycle | Enclosed motorcycle shipping | Enclosed trailer with wheel chocks and soft ties |',
        '| Excavator, dozer, loader, tractor | Heavy equipment shipping | Flatbed, step-deck or RGN lowboy |',
        '| Motorhome or travel trailer | RV shipping | Drive-away, tow-away or flatbed |',
        '| Boat on a trailer | Boat shipping | Tow-away or hydraulic boat trailer |',
        '| Vehicle going overseas | International car shipping | RoRo vessel, shared or exclusive container |',
        '',
        'Not sure? Describe your vehicle in the [quote form](/#main-form) and an agent will recommend the right option.',
      ),
      card(
        'Door-to-door as standard',
        'Your carrier picks up at your address and delivers to the address you choose. When a street is too narrow for a full-size truck, the driver will arrange to meet you at a nearby open lot, such as a supermarket parking lot, so the handover stays safe and simple.',
        'open-carrier.svg',
      ),
      card(
        'Charged only when a carrier is confirmed',
        'Booking is free. You always know where your carrier confirmation stands: we e-mail you the moment a shipping partner accepts your order, and only then is your card charged. All major credit and debit cards are accepted, online or by phone.',
        'insurance.svg',
      ),
      checklist(
        'Included with every order',
        [
          'A free, no-obligation quote with no hidden fees',
          'Carriers with active operating authority and cargo insurance that we verify',
          'Electronic order agreement and e-mail confirmation of every change',
          'A named pickup window and updates on your carrier confirmation',
          'A condition report (bill of lading) signed at pickup and delivery',
          'Agents available 24/7 by phone and e-mail',
        ],
        'Every service on this page comes with the same core commitments.',
      ),
      qa(
        'How many types of vehicle shipping do you offer?',
        'More than 30. The pages listed here cover the most requested services, and we also move things like limousines, hearses, food trucks, ambulances, forklifts, jet skis and snowmobiles. If it has wheels, tracks or a hull, ask us.',
      ),
      qa(
        'Is the quote really free?',
        'Yes. A quote is free and carries no obligation. If you book, you are charged only once a shipping partner has been confirmed for your order, and you receive an e-mail confirming the details.',
      ),
      qa(
        'Can I ship more than one vehicle at a time?',
        'Yes, and multi-vehicle orders are often cheaper per vehicle because they share the same truck. Dealers, fleets and families moving several cars can list them all in one quote request.',
      ),
    ],
  },

  /* ------------------------------------------------------ heavy equipment */
  {
    path: 'services/heavy-equipment-shipping',
    Title: 'Heavy Equipment Shipping',
    Subtitle: 'Flatbed, step-deck and lowboy transport for machines that will never fit on a car carrier',
    Description:
      'Velmora arranges flatbed, step-deck and RGN lowboy transport for excavators, dozers, loaders, cranes and other heavy machinery, with permits, route planning and insured carriers handled for you.',
    Image: 'heavy-equipment.svg',
    layout: 'service',
    Content: [
      ...contents(
        [
          richText(
            p(
              'Moving a 30-ton excavator is nothing like moving a sedan. Weight, width and height decide which trailer can carry it, which roads it may use and which permits each state requires. Our heavy haul team handles that planning so your machine arrives ',
              b('on time, legally and without damage'),
              '.',
            ),
            h(3, 'Equipment we move every week'),
            ul(
              'Excavators and mini excavators',
              'Bulldozers, crawler loaders and graders',
              'Wheel loaders, backhoes and skid steers',
              'Cranes, boom lifts and telehandlers',
              'Forklifts, generators and industrial machinery',
              'Mining and forestry equipment',
            ),
            p(
              'Moving machines for a single project? See our dedicated ',
              a('construction equipment shipping', '/services/construction-equipment-shipping'),
              ' service. For farm machines, visit ',
              a('tractor shipping', '/services/tractor-shipping'),
              '.',
            ),
          ),
          image(
            'heavy-equipment.svg',
            'Illustration of a yellow excavator chained down on a removable-gooseneck lowboy trailer behind a semi truck',
          ),
        ],
        [
          title(
            'How heavy haul transport works',
            'Everything starts with accurate dimensions and weight. Send us the spec sheet and we plan the rest.',
          ),
          md(
            'We match your machine to one of four common trailer types. Heights below are the approximate cargo heights that stay within the usual legal limit of about 13.5 to 14.5 feet overall, which varies by state.',
            '',
            '| Trailer | Deck height | Legal cargo height (approx.) | Typical cargo weight | Best for |',
            '| --- | --- | --- | --- | --- |',
            '| Flatbed | ~5 ft | ~8.5 ft | up to ~48,000 lb | Skid steers, compact tractors, attachments |',
            '| Step-deck | ~3.5 ft | ~10 ft | up to ~48,000 lb | Backhoes, mid-size excavators, boom lifts |',
            '| RGN lowboy | ~2 ft | ~11.5 ft | 40,000 to 150,000+ lb with extra axles | Dozers, large excavators, cranes |',
            '| Hotshot | ~3 ft | ~10 ft | up to ~16,500 lb | Mini excavators, small loaders, urgent single loads |',
            '',
            '**When permits apply:** loads wider than 8 ft 6 in, taller than the state height limit or heavier than 80,000 lb gross need oversize or overweight permits in every state on the route. Very wide loads may also need escort vehicles and daylight-only travel. We apply for the permits and build them into your quote.',
          ),
          checklist(
            'Before the truck arrives',
            [
              'Confirm the exact length, width, height and operating weight, including attachments',
              'Remove or secure buckets, forks and other attachments, or tell us so we can ship them separately',
              'Lower booms and arms to their transport position and lock swinging parts',
              'Clean off mud and loose debris that could fall onto the highway',
              'Make sure the machine starts and can be driven or tracked onto the trailer',
              'Provide a level, firm loading area with room for the truck to maneuver',
            ],
            'A few minutes of preparation keeps loading quick and safe.',
          ),
          route('Houston, TX', 'Atlanta, GA', 789),
        ],
        [
          title('Heavy equipment shipping FAQ', 'Straight answers about cost, timing and insurance.', 'h4'),
          qa(
            'How much does heavy equipment shipping cost?',
            'Heavy haul is quoted per load rather than from a fixed table. The main drivers are trailer type, distance, whether the load is legal-size or oversize, the permits required by each state and any escort vehicles. Legal-size loads on a flatbed or step-deck are the most economical; oversize loads add permit fees and sometimes escorts. You receive an itemised quote before anything is booked, and you are charged only once a carrier is confirmed.',
          ),
          qa(
            'How long does it take?',
            'Legal-size loads move at a pace similar to other freight, roughly 400 to 500 miles a day once loaded. Oversize loads are often limited to daylight hours and may avoid certain cities at rush hour, so allow extra time. Permits usually take one to three business days to issue, and we build that into your pickup window.',
          ),
          qa(
            'Is my equipment insured in transit?',
            "Yes. Every carrier we book carries cargo insurance, and we check the certificate before dispatch. For high-value machines we confirm that the carrier's cargo limit covers the full value, and can arrange a carrier with higher limits if needed. Our car shipping insurance guide explains how carrier coverage works.",
          ),
        ],
      ),
    ],
  },

  /* ------------------------------------------------------ commercial bus */
  {
    path: 'services/commercial-bus-shipping',
    Title: 'Commercial Bus Shipping',
    Subtitle: 'Coaches, shuttles, school buses and party buses moved by drive-away or on a lowboy',
    Description:
      'Ship motorcoaches, shuttle buses, school buses and limo buses across the country. Velmora arranges licensed drive-away drivers or lowboy transport, with insured carriers and door-to-door service.',
    Image: 'commercial-bus.svg',
    layout: 'service',
    Content: [
      richText(
        p(
          'Transit agencies, tour operators, churches, schools and dealers rely on us to move buses of every size. A bus is long, tall and heavy, so the first decision is ',
          b('how'),
          ' it will travel: under its own power with a professional driver, or loaded on a trailer.',
        ),
        quote(
          'The short version: if the bus is roadworthy and the odometer does not matter, drive-away is usually the most economical. If it must arrive with delivery miles only, or it does not run, it rides on a trailer.',
        ),
        p(
          'Shipping a motorhome rather than a commercial bus? Visit our ',
          a('RV shipping', '/services/rv-shipping'),
          ' page.',
        ),
      ),
      image(
        'commercial-bus.svg',
        'Illustration of a white and blue motorcoach being driven onto a low trailer at a depot',
      ),
      title(
        'Two ways to move a bus',
        "The best option depends on the bus's condition, its height and how many miles you want on the odometer.",
      ),
      card(
        'Drive-away service',
        'A driver with the correct commercial license drives your bus from pickup to delivery. It is often the most economical option for roadworthy buses on long routes. The bus needs valid registration or transport plates, working lights and brakes, and tires in safe condition. Miles are added to the odometer, and fuel is planned into the quote.',
        'commercial-bus.svg',
      ),
      card(
        'Lowboy or flatbed transport',
        'The bus is loaded onto a trailer and never touches the road. This suits non-running buses, new buses that must arrive with delivery miles only, and short shuttles or cutaway buses. Full-size motorcoaches are about 11 to 12 feet tall, so on a lowboy they can exceed height limits in some states; we plan permits and routes around bridges accordingly.',
        'trailer.svg',
      ),
      md(
        '| Bus type | Typical length | Usual method |',
        '| --- | --- | --- |',
        '| Cutaway shuttle / minibus | 22 to 30 ft | Flatbed, step-deck or drive-away |',
        '| School bus | 35 to 40 ft | Drive-away or RGN lowboy |',
        '| Transit bus | 35 to 40 ft | Drive-away or RGN lowboy with permits |',
        '| Motorcoach | 40 to 45 ft | Drive-away, or lowboy with height permits |',
        '| Limo or party bus | 25 to 40 ft | Enclosed or flatbed for high-end builds, otherwise drive-away |',
      ),
      qa(
        'What information do you need to quote a bus?',
        'The make, model and year, the overall length and height, whether it runs and drives, and the pickup and delivery addresses. For drive-away, tell us about the tires, brakes and registration status so we can confirm the bus can legally be driven.',
      ),
      qa(
        'Can you move a bus that does not run?',
        'Yes. Non-running buses travel on a lowboy or step-deck and are loaded with a winch or, for heavy units, a tow truck or forklift at the pickup site. Tell us in advance so the right equipment is sent; inoperable vehicles add to the cost because of the extra loading time and equipment.',
      ),
      qa(
        'Can you ship a fleet of buses?',
        'Yes. Fleet moves are usually spread across several drivers or trucks that travel on a coordinated schedule. We give you one point of contact and a single confirmation e-mail listing every unit, its carrier and its pickup window.',
      ),
    ],
  },

  /* ----------------------------------------------- construction equipment */
  {
    path: 'services/construction-equipment-shipping',
    Title: 'Construction Equipment Shipping',
    Subtitle: 'Job-site to job-site moves for skid steers, lifts, excavators and everything in between',
    Description:
      'Move construction equipment between job sites, yards and dealers with Velmora. We match each machine to the right trailer, handle permits and schedule pickups around your project timeline.',
    Image: 'construction-equipment.svg',
    layout: 'service',
    Content: [
      ...contents(
        [
          richText(
            p(
              'On a construction project, a late machine means an idle crew. Our construction equipment service is built around ',
              b('your schedule'),
              ': tell us when the machine must be on site and we work backwards to plan pickup, permits and route.',
            ),
            p(
              'We move single units for contractors and rental companies, as well as multi-machine mobilizations when a new project starts. Larger or heavier loads follow the same process as our ',
              a('heavy equipment shipping', '/services/heavy-equipment-shipping'),
              ' service.',
            ),
          ),
        ],
        [
          title(
            'Machines and the trailers they ride on',
            'Typical pairings; your exact machine and attachments decide the final choice.',
          ),
          md(
            '| Machine | Typical operating weight | Usual trailer |',
            '| --- | --- | --- |',
            '| Skid steer / compact track loader | 6,000 to 12,000 lb | Flatbed or hotshot |',
            '| Scissor lift / boom lift | 3,000 to 40,000 lb | Flatbed or step-deck |',
            '| Backhoe loader | 14,000 to 24,000 lb | Step-deck |',
            '| Mid-size excavator | 30,000 to 50,000 lb | Step-deck or RGN |',
            '| Wheel loader | 25,000 to 60,000 lb | RGN lowboy |',
            '| Dozer | 20,000 to 80,000+ lb | RGN lowboy, often with permits |',
          ),
          image(
            'construction-equipment.svg',
            'Illustration of a skid steer, a boom lift and a backhoe lined up at a job site next to a step-deck trailer',
          ),
          title(
            'Preparing a machine for transport',
            'Your site team can complete these steps the day before pickup.',
            'h3',
          ),
          checklist(
            'Job-site pickup checklist',
            [
              'Park the machine where a semi truck and trailer can reach it and turn around',
              'Remove loose tools, debris and unsecured attachments from the cab and frame',
              'Retract booms, lower buckets and lock articulation points',
              'Check for hydraulic or fuel leaks and repair them before loading',
              'Have keys and any gate codes ready for the driver',
              'Photograph the machine from all sides for your records',
            ],
            "Share the site contact's name and phone number with us so the driver can coordinate arrival.",
          ),
        ],
        [
          title('Construction equipment FAQ', 'Common questions from contractors and rental fleets.', 'h3'),
          qa(
            'Can you pick up from an active job site?',
            'Yes. Most of our construction pickups are from active sites. Tell us about access restrictions, delivery hours and whether a loading ramp or forklift is available. The driver will call ahead, and the site contact signs the condition report at pickup.',
          ),
          qa(
            'Can several machines travel together?',
            'Often, yes. Two skid steers or a mini excavator with its attachments can share a flatbed if the combined weight and dimensions stay within legal limits. Shared loads usually cost less per machine than separate trucks.',
          ),
          qa(
            'What affects the price?',
            'Distance, the trailer type the machine needs, whether it is legal-size or oversize, the permits and escorts required along the route, and how much flexibility you have on dates. Short, urgent moves on a hotshot cost more per mile than a long, planned move on a step-deck. We always quote before booking, and you are charged only once a carrier is confirmed.',
          ),
        ],
      ),
    ],
  },

  /* --------------------------------------------------------------- tractor */
  {
    path: 'services/tractor-shipping',
    Title: 'Tractor Shipping',
    Subtitle: 'Compact, utility, row-crop and 4WD tractors delivered farm to farm',
    Description:
      'Ship compact, utility and row-crop tractors with Velmora Auto Transport. We plan the trailer, permits for wide duals and seasonal timing, and deliver door to door with insured carriers.',
    Image: 'tractor.svg',
    layout: 'service',
    Content: [
      richText(
        p(
          'Whether you bought a used tractor at an online auction three states away or are moving a whole farm operation, we can get it there. Tractors come in a huge range of sizes, so the right trailer matters. A compact tractor rides comfortably on a hotshot, while a ',
          b('400-horsepower articulated tractor'),
          ' needs a lowboy and, usually, an oversize permit.',
        ),
        h(3, 'Plan around the season'),
        p(
          'Spring planting and fall harvest are the busiest weeks of the year for agricultural haulers. If you can, book ',
          i('two to three weeks ahead'),
          ' during those periods, or move the tractor in the quieter winter months.',
        ),
      ),
      image(
        'tractor.svg',
        'Illustration of a green row-crop tractor with dual rear wheels strapped onto a step-deck trailer',
      ),
      md(
        '## Tractor sizes and how they travel',
        '',
        '| Tractor class | Approx. horsepower | Approx. weight | Typical trailer |',
        '| --- | --- | --- | --- |',
        '| Compact / sub-compact | 20 to 40 hp | 1,500 to 5,000 lb | Hotshot or flatbed |',
        '| Utility | 45 to 140 hp | 5,000 to 14,000 lb | Flatbed or step-deck |',
        '| Row-crop | 150 to 400 hp | 15,000 to 45,000 lb | Step-deck or RGN |',
        '| 4WD articulated / tracked | 400+ hp | 40,000 to 60,000+ lb | RGN lowboy, usually oversize |',
        '',
        'Figures are typical ranges; ballast, loaders and duals change the real numbers, so share the exact configuration when you request a quote.',
      ),
      item(
        'Remove duals or wide implements when you can',
        'Arrow',
        'Dual rear wheels often push a tractor beyond the 8 ft 6 in legal width. Removing them before pickup can turn an oversize load into a legal one and save permit costs. The duals travel on the same trailer.',
      ),
      item(
        'Tell us about the loader and three-point attachments',
        'Arrow',
        'Front loaders, mowers and backhoe attachments add length and weight. We can ship them mounted, detached on the same deck, or on a separate truck.',
      ),
      item(
        'Moving a combine or other large machine?',
        'Link',
        'Our heavy equipment shipping service covers combines, headers, sprayers and other oversize farm machinery, with permits and escorts arranged for you.',
      ),
      route('Des Moines, IA', 'Lubbock, TX', 880),
      qa(
        'Can a tractor be shipped on a regular car carrier?',
        "Small lawn and garden tractors sometimes can, but most compact and larger tractors travel on flatbeds or step-decks. The trailer's deck height and the tractor's cab or ROPS height decide what stays legal.",
      ),
      qa(
        'Do I need to be present at pickup?',
        'Someone needs to hand over the keys and sign the condition report, but it does not have to be you. An auction yard, dealer or neighbor can release the tractor on your behalf if you let us know in advance.',
      ),
      qa(
        'What if my tractor does not run?',
        'We can still move it. Non-running tractors need a trailer with a winch or a loader at the pickup site. Inoperable transport usually adds cost, depending on the weight and the equipment required.',
      ),
    ],
  },

  /* ------------------------------------------------------ freight container */
  {
    path: 'services/freight-container-shipping',
    Title: 'Freight Container Shipping',
    Subtitle: 'Shared and exclusive 20- and 40-foot containers for cars, parts and household goods',
    Description:
      'Ship vehicles overseas in a shared or exclusive freight container. Velmora handles loading, blocking and bracing, export paperwork and port delivery, with honest cost ranges up front.',
    Image: 'freight-container.svg',
    layout: 'service',
    Content: [
      ...contents(
        [
          richText(
            p(
              'A sealed steel container is the most protected way to send a vehicle across an ocean. The car is driven or winched into the container at a bonded warehouse, blocked and strapped to the floor, and the doors are sealed until they reach the destination. It is the preferred choice for ',
              b('classic and high-value cars'),
              ', for vehicles traveling with spare parts, and for routes where roll-on/roll-off ships do not call.',
            ),
            p(
              'Containers are one of several methods we offer through our ',
              a('international car shipping', '/services/international-car-shipping'),
              ' service.',
            ),
          ),
          image(
            'freight-container.svg',
            'Illustration of an open 40-foot shipping container with two cars strapped inside on a two-level rack',
          ),
        ],
        [
          title(
            'Container options compared',
            'Ranges below are for a standard sedan from the US East Coast to Western Europe, port to port.',
          ),
          md(
            '| Option | What you get | Typical cost | Good for |',
            '| --- | --- | --- | --- |',
            "| RoRo (no container) | Car is driven onto the ship's vehicle decks | $850 to $2,000 per sedan | Running cars, lowest cost |",
            '| Shared container | Your car shares a 40-ft container with 3 or 4 others | $1,000 to $4,500 per car | Added protection at a moderate price |',
            '| Exclusive 20-ft container | One car (sometimes two) plus room for parts | Quoted per container | Classics, non-running cars, cars with parts |',
            '| Exclusive 40-ft container | 4 to 5 cars with a racking system | Quoted per container | Collectors, dealers, families moving several cars |',
            '',
            'Port fees, customs duties and destination taxes are separate and depend on the country; we list them in your quote so nothing is a surprise.',
          ),
        ],
        [
          title('What happens at the warehouse', 'Professional loaders, photographs at every step.', 'h3'),
          richText(
            ol(
              'The vehicle arrives at our partner warehouse near the departure port and is inspected and photographed.',
              'It is driven or winched into the container and secured with wheel straps, chocks and wooden blocking.',
              'Export documents are filed and the container is sealed with a numbered seal.',
              'The container is trucked to the terminal and loaded on the vessel; you receive the booking and seal numbers by e-mail.',
            ),
            p(
              i('Tip:'),
              ' fuel should be at or below a quarter tank, and the battery is usually disconnected for the voyage.',
            ),
          ),
          qa(
            'Can I put personal belongings in the container with my car?',
            'In an exclusive container, usually yes, as long as the items are listed on the packing list and allowed by the destination country. Shared containers and RoRo ships generally do not allow personal items inside the vehicle.',
          ),
          qa(
            'How long does container shipping take?',
            'Most transatlantic sailings take about two to four weeks port to port, plus the time needed to fill a shared container and clear customs. Exclusive containers can sail on the next available vessel.',
          ),
          qa(
            'Is container shipping insured?',
            'Marine cargo insurance is available for every container shipment and is strongly recommended. We will explain the coverage options and deductibles before you book.',
          ),
        ],
      ),
    ],
  },

  /* -------------------------------------------------------------- alaska */
  {
    path: 'services/alaska-auto-shipping',
    Title: 'Alaska Auto Shipping',
    Subtitle: 'Truck and ship service between the lower 48 and Anchorage, Fairbanks and beyond',
    Description:
      'Ship a car to or from Alaska by truck and ocean vessel. Velmora coordinates the inland leg, the Tacoma to Anchorage sailing of about 5 to 7 days and delivery across the state.',
    Image: 'alaska.svg',
    layout: 'service',
    Content: [
      richText(
        p(
          'Alaska is part of the United States, but getting a car there takes more planning than a move between neighboring states. Most vehicles travel in two legs: ',
          b('by truck to the Port of Tacoma'),
          ' in Washington State and then ',
          b('by ocean vessel to Anchorage'),
          ', a sailing of about 5 to 7 days. From Anchorage, carriers deliver onward to Fairbanks, Wasilla, the Kenai Peninsula and other road-connected towns.',
        ),
        p(
          'Members of the military moving to Joint Base Elmendorf-Richardson or Fort Wainwright can also read our ',
          a('military car shipping', '/auto-transport-solutions/military-car-shipping'),
          ' guide.',
        ),
      ),
      image(
        'alaska.svg',
        'Illustration of a car carrier crossing snowy mountains with a cargo ship waiting in a bay below',
      ),
      title(
        'Routes to Alaska',
        'Three ways to get a vehicle north; we recommend one based on your location, dates and budget.',
      ),
      md(
        '| Option | How it works | Typical timing |',
        '| --- | --- | --- |',
        '| Truck + ship via Tacoma | Open or enclosed carrier to Tacoma, then ocean vessel to Anchorage | Inland transit + 5 to 7 days at sea |',
        '| Port-to-port | You drop the car at the Tacoma terminal and collect it in Anchorage | 5 to 7 days at sea, plus terminal handling |',
        '| Overland via the Alaska Highway | Truck carrier drives through Canada | Seasonal; longer and subject to weather |',
        '',
        'Southeast Alaska towns such as Juneau and Ketchikan have no road connection to the rest of the state and are served by barge. Ask an agent for schedules.',
      ),
      route('Seattle, WA', 'Anchorage, AK', 2260),
      route('Anchorage, AK', 'Fairbanks, AK', 358),
      checklist(
        'Preparing a car for the voyage north',
        [
          'Fuel at a quarter tank or less',
          'No personal belongings or loose items inside the car',
          'Current registration, and a lienholder authorization letter if the car is financed',
          'Working battery and no major fluid leaks',
          'Alarm systems disabled or a note with instructions for the crew',
          'In winter, a coolant mix rated for Alaskan temperatures',
        ],
        'Ocean carriers inspect every vehicle at the terminal. Cars that fail these checks can miss their sailing.',
      ),
      qa(
        'How much does it cost to ship a car to Alaska?',
        "Alaska moves are quoted in two parts: the inland truck leg to Tacoma, priced like any other open or enclosed carrier move, and the ocean leg to Anchorage, which depends on the vehicle's size and the season. Delivery beyond Anchorage adds a final leg. Your quote itemises each part so you can compare port and door options.",
      ),
      qa(
        'When is the best time to ship to Alaska?',
        'Late spring through early fall offers the most reliable schedules. Winter sailings continue year-round, but onward delivery from Anchorage can be delayed by weather, so allow extra time between November and March.',
      ),
      qa(
        'Can I ship a car from Alaska back to the lower 48?',
        'Yes. Southbound moves work the same way in reverse: a carrier collects the vehicle in Alaska or you drop it at the Anchorage terminal, it sails to Tacoma, and a truck delivers it to your door.',
      ),
    ],
  },

  /* -------------------------------------------------------------- hawaii */
  {
    path: 'services/hawaii-car-shipping',
    Title: 'Hawaii Car Shipping',
    Subtitle: 'RoRo ocean service from West Coast ports to Oahu, Maui, the Big Island and Kauai',
    Description:
      'Ship a car to or from Hawaii by roll-on/roll-off vessel. Port-to-port rates typically range from about $1,070 to $1,600, with sailings to Oahu of 10 to 12 days. Door pickup on the mainland available.',
    Image: 'hawaii.svg',
    layout: 'service',
    Content: [
      ...contents(
        [
          richText(
            p(
              'Cars bound for Hawaii cross the Pacific on ',
              b('roll-on/roll-off (RoRo) vessels'),
              ': they are driven aboard at a West Coast port, parked on enclosed vehicle decks and driven off in Honolulu. Vehicles for Maui, the Big Island and Kauai continue on an inter-island service.',
            ),
            p(
              'We can collect your car anywhere on the mainland with an ',
              a('open carrier', '/services/open-auto-shipping'),
              ' and take it to the port, or you can drop it off yourself to keep costs down.',
            ),
          ),
        ],
        [
          title('How Hawaii car shipping works', 'From your driveway to the islands in four steps.'),
          richText(
            ol(
              [
                b('Book and prepare documents.'),
                ' Registration, photo ID and, if the car is financed or leased, a lienholder authorization letter.',
              ],
              [b('Deliver the car to the port'), ', either by one of our carriers or by driving it there yourself.'],
              [
                b('Terminal inspection.'),
                ' The port checks fuel level, cleanliness and that the car is empty of personal items.',
              ],
              [
                b('Sailing and pickup.'),
                ' About 10 to 12 days to Oahu; neighbor islands take a few extra days. You collect the car at the destination port with your ID.',
              ],
            ),
          ),
          image(
            'roro-ship.svg',
            'Illustration of a roll-on/roll-off car carrier ship leaving a mainland port, bound for Hawaii',
          ),
          title(
            'Hawaii shipping costs',
            'Honest ranges, not fixed prices. Your quote reflects your car, port and sailing date.',
            'h3',
          ),
          md(
            '| Cost item | Typical range |',
            '| --- | --- |',
            '| Port to port, West Coast to Honolulu (standard sedan) | about $1,070 to $1,600 |',
            '| Larger SUVs, pickups and vans | above the sedan range, based on size |',
            '| Mainland door pickup to the port | priced like an open-carrier move for the same miles |',
            '| Onward sailing to a neighbor island | added per vehicle |',
            '| Inoperable vehicle handling | typically $100 to $500 more |',
          ),
        ],
        [
          title('Hawaii car shipping FAQ', 'What customers most often ask before a Pacific crossing.', 'h3'),
          qa(
            'How much fuel can be in the tank?',
            'Ocean carriers generally require a quarter tank or less. Cars with more fuel may be turned away at the terminal or charged to have it drained, so plan your final drive to the port with that in mind.',
          ),
          qa(
            'Can I pack belongings in the car?',
            'No. Carriers to Hawaii generally do not allow personal items in the vehicle, apart from factory-installed equipment such as a spare tire and jack. Child car seats are often allowed if they are installed. Ship household goods separately.',
          ),
          qa(
            'Do I need to register my car in Hawaii after it arrives?',
            "Yes. Hawaii requires vehicles brought in from out of state to pass a local safety inspection and be registered with the county, usually within a set period after arrival. Keep the ocean carrier's shipping receipt, as the county will ask for it.",
          ),
        ],
      ),
    ],
  },

  /* ----------------------------------------------------------- enclosed */
  {
    path: 'services/enclosed-auto-shipping',
    Title: 'Enclosed Auto Shipping',
    Subtitle: 'Fully covered transport that keeps road debris, weather and prying eyes away from your vehicle',
    Description:
      'Enclosed auto shipping protects new, luxury, classic and exotic vehicles inside a covered trailer. It typically costs 30 to 60% more than open transport and includes higher cargo insurance limits.',
    Image: 'enclosed-carrier.svg',
    layout: 'service',
    Content: [
      richText(
        p(
          'On an enclosed trailer, your vehicle travels inside a covered trailer rather than on an open deck. It is protected from stone chips, rain, road salt, hail and the attention of passers-by. Enclosed carriers also tend to carry ',
          b('fewer vehicles per load'),
          ', use hydraulic liftgates rather than steep ramps, and have higher cargo insurance limits.',
        ),
        h(3, 'Who chooses enclosed transport?'),
        ul(
          [
            a('Classic car', '/services/enclosed-classic-car-shipping'),
            ' and ',
            a('antique car', '/services/enclosed-antique-car-shipping'),
            ' owners',
          ],
          [a('Exotic and supercar', '/services/enclosed-exotic-car-shipping'), ' owners and dealers'],
          'Buyers of brand-new vehicles that must arrive in showroom condition',
          'Owners who have just paid for paint correction or ceramic coating',
          [a('Motorcycle', '/services/enclosed-motorcycle-shipping'), ' riders who want their bike out of the weather'],
        ),
      ),
      image(
        'enclosed-carrier.svg',
        'Illustration of a hard-sided enclosed car trailer with its rear liftgate lowered and a sports car rolling aboard',
      ),
      md(
        '## Open vs. enclosed at a glance',
        '',
        '| | Open carrier | Enclosed carrier |',
        '| --- | --- | --- |',
        '| Protection | Exposed to weather and road debris | Fully covered on all sides |',
        '| Typical load | 7 to 10 vehicles | 1 to 7 vehicles |',
        '| Loading | Ramps | Liftgate or low-angle ramps on most trailers |',
        '| Cargo insurance | Standard limits | Higher limits, often $250,000 to $1,000,000 per load |',
        '| Price | Baseline | Typically 30 to 60% more |',
        '| Availability | Highest; quickest pickup | Fewer trucks; book a little earlier |',
      ),
      card(
        'Hard-sided trailers',
        'Solid aluminum or composite walls and roof. The highest level of protection, and the standard we book for high-value cars unless you ask otherwise.',
        'enclosed-carrier.svg',
      ),
      card(
        'Soft-sided trailers',
        'Heavy-duty curtains over a rigid frame. They keep out weather and debris at a lower price than hard-sided trailers and suit most late-model vehicles well.',
      ),
      route('New York, NY', 'Miami, FL', 1280),
      qa(
        'How much more does enclosed shipping cost?',
        'Enclosed transport typically adds 30 to 60% to the open-carrier price for the same route. For example, if an open carrier would typically charge $850 to $1,200 for a 1,000-mile move, enclosed transport for the same car usually falls somewhere around $1,100 to $1,900. Single-car or top-load-only requests sit at the upper end.',
      ),
      qa(
        'Is enclosed transport slower?',
        'The drive itself takes about the same time. Finding an enclosed carrier can take a little longer because there are fewer of them, so allow the full 1 to 5 business-day pickup window, or book a week or two ahead.',
      ),
      qa(
        'Can I request the top deck?',
        'Yes. On multi-level enclosed trailers you can request a top-load position so no vehicle is parked above yours. It may add a small premium, and we confirm it in writing with your order.',
      ),
    ],
  },

  /* ---------------------------------------------------- enclosed antique */
  {
    path: 'services/enclosed-antique-car-shipping',
    Title: 'Enclosed Antique Car Shipping',
    Subtitle: 'Careful, covered transport for pre-war, brass-era and original-condition automobiles',
    Description:
      'Ship antique cars in enclosed trailers with liftgates, soft tie-downs and experienced drivers. Velmora handles non-running vehicles, museum and auction deliveries, and higher cargo insurance.',
    Image: 'antique-car.svg',
    layout: 'service',
    Content: [
      ...contents(
        [
          richText(
            p(
              'An antique automobile is often irreplaceable. Original paint, wooden wheels, fabric tops and decades-old mechanical parts need a gentler approach than a modern car. Our antique shipping service uses ',
              b('enclosed, climate-sheltered trailers'),
              ', drivers who have handled collector vehicles for years, and tie-down methods that never stress the frame or suspension.',
            ),
            quote(
              'Our rule for antiques: secure the car by its wheels, never by its frame, and never rush the loading. A car that has survived ninety years deserves an extra ten minutes.',
            ),
          ),
          image(
            'antique-car.svg',
            'Illustration of a 1920s touring car with wooden spoke wheels inside an enclosed trailer, secured with wheel nets',
          ),
        ],
        [
          title(
            'Why antique cars need special handling',
            'Definitions differ between clubs and states; what matters is the care each car requires.',
          ),
          checklist(
            'What our antique transport includes',
            [
              'Hard-sided enclosed trailer, usually with a hydraulic liftgate',
              'Soft wheel-net tie-downs that hold the tires, not the frame or axles',
              'Winch loading for non-running cars, at no risk to original parts',
              'Detailed photo condition report at pickup and delivery',
              'Cargo insurance limits checked against the value of your car',
              'Delivery to homes, museums, auctions, shows and restoration shops',
            ],
            'Every antique order is assigned to an enclosed carrier experienced with collector vehicles.',
          ),
          md(
            '### Preparing an antique for transport',
            '',
            '1. **Document condition.** Take dated photos of every panel, the interior and the undercarriage.',
            '2. **Secure loose parts.** Remove or tie down mascots, lamps, spare wheels and luggage racks.',
            '3. **Check for leaks.** Old seals weep; a drip tray note for the driver protects other cars on the trailer.',
            '4. **Battery and fuel.** Keep fuel low and, for long stays, fit a battery disconnect or tender.',
            '5. **Starting instructions.** If the car has a special starting procedure, write it down for the driver.',
            '',
            'Our [vehicle preparation guide](/shipping-guide/vehicle-preparation) covers the general steps in more detail.',
          ),
          route('Hershey, PA', 'Chicago, IL', 680),
        ],
        [
          title('Antique car shipping FAQ', 'Answers for collectors, museums and estates.', 'h3'),
          qa(
            'How much does it cost to ship an antique car?',
            'Antique cars travel enclosed, which typically costs 30 to 60% more than an open carrier on the same route. A non-running car that must be winched adds roughly $100 to $500. Distance, trailer type and how flexible your dates are make up the rest of the price.',
          ),
          qa(
            'Can you ship a car that has no brakes or does not roll?',
            'Cars with poor brakes can usually be winched aboard safely. If the wheels do not turn at all, tell us in advance so a carrier with skates or a rollback can be arranged.',
          ),
          qa(
            'Can you deliver to a car show or auction?',
            'Yes. We deliver to concours events, club shows and auction houses across the country and can coordinate with event staff on arrival windows and unloading areas.',
          ),
        ],
      ),
    ],
  },

  /* ---------------------------------------------------- enclosed classic */
  {
    path: 'services/enclosed-classic-car-shipping',
    Title: 'Enclosed Classic Car Shipping',
    Subtitle: 'Muscle cars, post-war classics and restomods shipped the way their owners would drive them: carefully',
    Description:
      'Enclosed classic car shipping with liftgate trailers, soft straps and collector-experienced drivers. Popular for auctions, shows, restorations and private sales, with door-to-door delivery.',
    Image: 'classic-car.svg',
    layout: 'service',
    Content: [
      richText(
        p(
          'From a numbers-matching 1969 Camaro to a freshly finished 1955 Thunderbird, classic cars deserve more than an open deck on the interstate. We book ',
          b('enclosed trailers only'),
          ' for classic car orders unless you tell us otherwise, and we choose carriers who load low cars with liftgates and secure them with soft straps through the wheels.',
        ),
        p(
          'Buying at auction? We collect from auction venues nationwide, often within days of the sale. For pre-war cars see ',
          a('antique car shipping', '/services/enclosed-antique-car-shipping'),
          '.',
        ),
      ),
      image(
        'classic-car.svg',
        'Illustration of a red 1960s convertible with chrome bumpers being loaded onto an enclosed trailer liftgate',
      ),
      title(
        'Popular classic car routes',
        'Auction and show season keeps these lanes busy; book early in January and August.',
      ),
      route('Dallas, TX', 'Scottsdale, AZ', 1065),
      route('Los Angeles, CA', 'Monterey, CA', 320),
      route('Detroit, MI', 'Tampa, FL', 1165),
      md(
        '| What affects the price | How it changes the cost |',
        '| --- | --- |',
        '| Distance and route | Longer routes cost more in total but less per mile; busy interstate lanes are cheaper than rural detours |',
        '| Enclosed vs. open | Enclosed typically adds 30 to 60% over open transport |',
        '| Top-load or single-car trailer | Adds a premium for the most exclusive positions |',
        '| Running condition | Inoperable cars that need a winch typically add $100 to $500 |',
        '| Season | Auction weeks and the spring rush raise demand and prices |',
      ),
      qa(
        'Do you use liftgates for lowered classics?',
        'Yes. Most enclosed carriers we book for classic cars have hydraulic liftgates that raise the car level, so there is no steep ramp angle to scrape a lowered front spoiler or long overhang. If your car is especially low, tell us its ground clearance.',
      ),
      qa(
        'How is my classic insured?',
        "Enclosed carriers typically carry higher cargo limits than open carriers, and we confirm the limit covers your car's value. Your own collector car policy may also apply in transit; see our car shipping insurance guide for what to ask your insurer.",
      ),
      qa(
        'Can I ship a classic that is mid-restoration?',
        'Yes, including rolling shells and cars without engines. Loose parts should be boxed and secured inside the car or shipped separately, and we note them on the condition report.',
      ),
    ],
  },

  /* ----------------------------------------------------- enclosed exotic */
  {
    path: 'services/enclosed-exotic-car-shipping',
    Title: 'Enclosed Exotic Car Shipping',
    Subtitle: 'Liftgate-loaded, soft-strapped, fully insured transport for supercars and hypercars',
    Description:
      'Ship Ferrari, Lamborghini, McLaren, Porsche and other exotic cars in hard-sided enclosed trailers with liftgates and high cargo insurance limits, handled by experienced exotic car drivers.',
    Image: 'exotic-car.svg',
    layout: 'service',
    Content: [
      ...contents(
        [
          richText(
            p(
              'Exotic cars combine extreme value with very low ground clearance, wide bodies and delicate carbon-fiber aero. That rules out most standard equipment. For exotic orders we only book ',
              b('hard-sided enclosed carriers with hydraulic liftgates'),
              ' and drivers who regularly transport supercars for dealers, collectors and manufacturers.',
            ),
            p(
              'Dealers moving inventory, collectors heading to track days and owners relocating for work all use this service. Moving house at the same time? See ',
              a('relocation car shipping', '/auto-transport-solutions/relocation-car-shipping'),
              '.',
            ),
          ),
        ],
        [
          title('Exotic car transport standards', 'What we require from every carrier assigned to an exotic car.'),
          item(
            'Hydraulic liftgate loading',
            'Arrow',
            'The car is driven onto a level platform and lifted, avoiding steep ramps that can scrape splitters, diffusers and side skirts.',
          ),
          item(
            'Soft wheel straps only',
            'Arrow',
            'Wheel nets or soft straps hold the tires. No chains, no hooks, and nothing attached to the chassis or suspension.',
          ),
          item(
            'Experienced exotic car drivers',
            'Person',
            'Drivers familiar with nose-lift systems, transport modes, battery disconnects and the loading quirks of mid-engine cars.',
          ),
          image(
            'exotic-car.svg',
            'Illustration of a low orange supercar on a hydraulic liftgate at the back of a black enclosed trailer',
          ),
          md(
            '### Typical enclosed rates by distance',
            '',
            'Exotic cars travel enclosed, which typically costs 30 to 60% more than an open carrier for the same route. As a rough guide:',
            '',
            '| Distance | Typical open rate | What enclosed adds |',
            '| --- | --- | --- |',
            '| Under 500 miles | about $1.50 to $2.50 per mile | +30 to 60% |',
            '| Around 1,000 miles | about $0.85 to $1.20 per mile | +30 to 60% |',
            '| Coast to coast | about $0.55 to $0.75 per mile | +30 to 60% |',
            '',
            'Single-car trailers and guaranteed dates sit at the top of the range. Your quote is specific to your car and route.',
          ),
          title('Exotic car shipping FAQ', 'What owners ask before handing over the keys.', 'h3'),
          qa(
            'What is the insurance limit on exotic car carriers?',
            'The enclosed carriers we book for exotic cars commonly carry cargo coverage from $250,000 to $1,000,000 or more per load. Tell us the value of your car and we will only assign a carrier whose certificate covers it, and send you a copy on request.',
          ),
          qa(
            'Can I ship my car on a single-car trailer?',
            'Yes. Dedicated single-car or two-car enclosed trailers are available on most routes. They cost more than a shared enclosed trailer but offer the most flexible timing and the fewest stops.',
          ),
          qa(
            'How should I prepare my exotic car?',
            'Wash it so the condition report is accurate, note any existing marks, leave about a quarter tank of fuel, and write down any special instructions such as nose-lift use, transport mode or battery isolation. Remove radar detectors, toll tags and personal items.',
          ),
        ],
      ),
    ],
  },

  /* ------------------------------------------------- enclosed motorcycle */
  {
    path: 'services/enclosed-motorcycle-shipping',
    Title: 'Enclosed Motorcycle Shipping',
    Subtitle: 'Touring, sport, cruiser and vintage bikes shipped upright, strapped and out of the weather',
    Description:
      'Ship a motorcycle in an enclosed trailer with wheel chocks and soft tie-downs. Velmora moves touring, sport, cruiser, dirt and vintage bikes door to door across the USA with insured carriers.',
    Image: 'motorcycle.svg',
    layout: 'service',
    Content: [
      richText(
        p(
          'A motorcycle is light enough to tip and valuable enough to worry about. In our enclosed motorcycle service each bike rides ',
          b('upright in a wheel chock'),
          ', held by soft tie-downs on the handlebars and rear frame so the suspension is compressed only slightly and nothing rubs paint or chrome. The trailer keeps out rain, road grime and debris.',
        ),
        p(
          'We ship single bikes, matched pairs and small collections, as well as trikes and sidecar outfits. Crating is available for bikes heading overseas through our ',
          a('international shipping', '/services/international-car-shipping'),
          ' service.',
        ),
      ),
      image(
        'motorcycle.svg',
        'Illustration of a touring motorcycle secured upright in a wheel chock inside an enclosed trailer',
      ),
      checklist(
        'Get your bike ready',
        [
          'Wash the bike and photograph it from both sides, front and rear',
          'Keep fuel at about a quarter tank',
          'Remove saddlebag contents, GPS units, cameras and loose accessories',
          'Fold in or remove mirrors if they stick out far',
          'Disable the alarm, or leave written instructions for the driver',
          'Tell us about any leaks, flat tires or starting problems',
        ],
        'Complete these steps a day or two before pickup.',
      ),
      title('Enclosed motorcycle shipping costs', 'Honest ranges, because every route and bike is different.', 'h3'),
      richText(
        p(
          'Motorcycles take up less room than cars, so they usually cost less to ship than a sedan on the same route. Enclosed transport typically adds ',
          b('30 to 60%'),
          ' to the open-carrier price. The main factors are:',
        ),
        ul(
          'Distance and how popular the route is',
          'Bike size and weight: a full-dress tourer needs more space than a dirt bike',
          'Whether the bike runs; non-running bikes typically add $100 to $500',
          'How flexible your pickup window is',
        ),
      ),
      route('Milwaukee, WI', 'Sturgis, SD', 860),
      item(
        'Read the vehicle preparation guide',
        'Link',
        'Our shipping guide walks through battery, fuel and accessory preparation step by step, for bikes and cars alike.',
      ),
      qa(
        'Do I need to crate my motorcycle?',
        'Not for domestic enclosed transport; the bike is secured in a chock with soft straps. Crating is mainly needed for international shipping or air freight, and we can arrange it if required.',
      ),
      qa(
        'Can you ship a motorcycle that does not run?',
        'Yes. The driver will push or winch the bike aboard. Let us know in advance, especially if it has flat tires or seized brakes, so the carrier can bring the right equipment.',
      ),
      qa(
        'Can I ship helmets and gear with the bike?',
        "Small items secured to the bike, such as a helmet locked to the frame, are sometimes allowed with the carrier's agreement, but they are not covered by cargo insurance. We recommend shipping gear separately.",
      ),
    ],
  },

  /* ------------------------------------------------------ international */
  {
    path: 'services/international-car-shipping',
    Title: 'International Car Shipping',
    Subtitle: 'RoRo, container and air freight to and from more than 100 countries',
    Description:
      'Ship a car overseas with Velmora. We arrange inland pickup, RoRo or container ocean freight, export paperwork and destination delivery. East Coast to Western Europe RoRo typically runs $850 to $2,000.',
    Image: 'container-ship.svg',
    layout: 'service',
    Content: [
      ...contents(
        [
          richText(
            p(
              'Shipping a car abroad involves three legs: getting it to the departure port, the ocean or air crossing, and clearing it through customs at the destination. Velmora coordinates ',
              b('all three'),
              ', so you have one contact and one plan.',
            ),
            p(
              'Popular destinations include Germany, the United Kingdom, the Netherlands, the UAE and Australia. See our dedicated pages for ',
              a('Germany', '/services/germany-shipping'),
              ', ',
              a('Dubai', '/services/car-shipping-to-dubai'),
              ' and ',
              a('Canada', '/services/us-canada-car-shipping'),
              '.',
            ),
          ),
          image(
            'container-ship.svg',
            'Illustration of a container ship loaded with stacked containers sailing away from a port with cranes',
          ),
        ],
        [
          title('Choosing a shipping method', 'Cost, protection and speed: pick the balance that suits your vehicle.'),
          md(
            '| Method | How it works | Typical cost, US East Coast to Western Europe | Best for |',
            '| --- | --- | --- | --- |',
            '| RoRo | Car is driven aboard and parked on an enclosed vehicle deck | $850 to $2,000 per sedan | Running cars on main routes |',
            '| Shared container | Car shares a 40-ft container with other vehicles | $1,000 to $4,500 per car | More protection at a moderate price |',
            '| Exclusive container | A 20-ft or 40-ft container just for you; a 40-ft holds 4 to 5 cars | Quoted per container | Classics, several cars, cars with parts |',
            '| Air freight | Car flies on a cargo aircraft | Highest; quoted individually | Race cars, show cars, urgent deliveries |',
            '',
            'Import duties, taxes and destination port fees vary by country and are not included in ocean freight. We list them in your quote.',
          ),
          checklist(
            'Documents you will usually need',
            [
              'Original certificate of title, free of liens (or a lienholder release letter)',
              'Bill of sale or proof of ownership',
              'Passport or government photo ID of the owner',
              'Destination address and consignee details',
              'Any import permits or approvals the destination country requires',
            ],
            'Requirements vary by country; your agent will confirm the exact list for your destination.',
          ),
          card(
            'Export filing handled',
            'US Customs and Border Protection requires the title and vehicle details to be presented before export, typically at least 72 hours before the vehicle is loaded. We handle the filing with the port and keep you informed.',
            'port-terminal.svg',
          ),
        ],
        [
          title('International car shipping FAQ', 'Quick answers about international moves.', 'h4'),
          qa(
            'How long does it take to ship a car overseas?',
            'Transatlantic crossings usually take about two to four weeks port to port, and routes to the Middle East or Asia take longer. Add time for inland transport, waiting for a sailing and customs clearance at the destination.',
          ),
          qa(
            'Can I ship my car to the US from abroad?',
            'Yes. We handle imports as well as exports. Cars imported into the US must meet EPA and DOT standards or qualify for an exemption, such as vehicles at least 25 years old. Ask an agent before you buy.',
          ),
          qa(
            'Is ocean shipping insured?',
            'Marine insurance is available on every international shipment and we strongly recommend it. Coverage for RoRo and container shipments differs, and we explain both before you book.',
          ),
        ],
      ),
    ],
  },

  /* -------------------------------------------------------------- germany */
  {
    path: 'services/germany-shipping',
    Title: 'Car Shipping to Germany',
    Subtitle: 'From any US address to Bremerhaven and on to your door, with customs and registration guidance',
    Description:
      'Ship a car from the USA to Germany by RoRo or container. Sedans typically run $850 to $2,000 by RoRo from the East Coast. We coordinate export, Bremerhaven arrival and German customs.',
    Image: 'germany.svg',
    layout: 'service',
    Content: [
      richText(
        p(
          'Germany is one of the most popular destinations for American vehicles, whether you are a service member heading to Ramstein, a professional relocating to Munich or a collector selling a classic to a German buyer. Most cars arrive at ',
          b('Bremerhaven'),
          ', one of the largest vehicle ports in Europe, by RoRo ship or in a container.',
        ),
        p(
          'Military families should also read our ',
          a('military car shipping', '/auto-transport-solutions/military-car-shipping'),
          ' guide, as some service members can ship a vehicle at government expense.',
        ),
      ),
      image(
        'germany.svg',
        'Illustration of a car on a quay at a German port with cranes and a Bremerhaven-style lighthouse',
      ),
      md(
        '## What shipping to Germany typically costs',
        '',
        '| Item | Typical amount | Notes |',
        '| --- | --- | --- |',
        '| RoRo, US East Coast to Bremerhaven | $850 to $2,000 per sedan | Larger vehicles cost more |',
        '| Shared container | $1,000 to $4,500 per car | More protection; sailing depends on filling the container |',
        '| Inland pickup to the US port | Open-carrier rates for the miles | Free if you drop the car at the port |',
        '| German import duty | usually 10% of the customs value for cars | Customs value includes the car, freight and insurance |',
        '| German import VAT | 19% | Charged on the value plus freight and duty |',
        '',
        'People moving their main residence to Germany may qualify for duty- and VAT-free import of a car they have owned and used for at least six months. Rules change; always confirm with German customs (Zoll) before shipping.',
      ),
      title('After your car arrives', 'Getting a US car onto German roads.', 'h3'),
      richText(
        ol(
          'Clear customs at the port or at a local customs office, paying any duty and VAT or presenting your relocation exemption.',
          'Arrange a technical inspection (TÜV or a similar body). US-spec lights and indicators often need changes.',
          'Obtain German insurance and register the car at the local registration office (Zulassungsstelle).',
        ),
        p(i('We can recommend port agents in Bremerhaven who handle customs clearance and onward delivery.')),
      ),
      route('Chicago, IL', 'Baltimore, MD', 700),
      qa(
        'How long does it take to ship a car to Germany?',
        'Ocean transit from the US East Coast to Bremerhaven is usually about two to three weeks once the car has sailed. Allow extra time for inland delivery to the port, sailing schedules and customs clearance.',
      ),
      qa(
        'Can I ship from the West Coast?',
        'Yes, but the route is longer and usually more expensive. It is often cheaper to truck the car to an East Coast port first. We will compare both options in your quote.',
      ),
      qa(
        'Do I need to change anything on my car for Germany?',
        'Often, yes. Amber rear indicators, headlight patterns and some lighting may need modification to pass German inspection. An inspection station can give you a list before registration.',
      ),
    ],
  },

  /* --------------------------------------------------------------- dubai */
  {
    path: 'services/car-shipping-to-dubai',
    Title: 'Car Shipping to Dubai',
    Subtitle: 'Container and RoRo service from US ports to Jebel Ali, with customs guidance for the UAE',
    Description:
      'Ship a car from the USA to Dubai. Velmora arranges inland pickup, container or RoRo ocean freight to Jebel Ali and guidance on UAE import duty, VAT and registration.',
    Image: 'dubai.svg',
    layout: 'service',
    Content: [
      ...contents(
        [
          richText(
            p(
              'American muscle cars, trucks and collector vehicles are in steady demand in the United Arab Emirates, and many expatriates take their cars with them. Most vehicles arrive at ',
              b('Jebel Ali'),
              ', the main port serving Dubai, either in a container or by RoRo vessel.',
            ),
          ),
        ],
        [
          title('How shipping to Dubai works', 'Four stages, one point of contact.'),
          item(
            'Inland pickup and export clearance',
            'Arrow',
            'An open or enclosed carrier collects the car from your address and delivers it to the departure port or consolidation warehouse. We present the title to US Customs before export, typically at least 72 hours before loading.',
          ),
          item(
            'Ocean transit',
            'Arrow',
            'The car sails to Jebel Ali. Port-to-port time is typically four to seven weeks from the US East Coast, depending on routing and transshipment.',
          ),
          item(
            'Destination clearance',
            'Person',
            'A licensed clearing agent in Dubai handles customs, and the car is released for registration and onward delivery.',
          ),
        ],
        [
          title(
            'UAE import costs and rules',
            'General guidance; confirm current rules with UAE customs before you ship.',
            'h3',
          ),
          md(
            '| Item | Typical rule |',
            '| --- | --- |',
            '| Customs duty | 5% of the CIF value (car, freight and insurance) |',
            '| VAT | 5% |',
            '| Steering | Left-hand drive vehicles only |',
            '| Registration | Vehicle must pass an inspection and be registered with the Roads and Transport Authority (RTA) |',
            '| Age and specification | Restrictions can apply to older or non-GCC-specification vehicles |',
          ),
          qa(
            'Is a container or RoRo better for Dubai?',
            'Containers are the most common choice for the UAE, especially for high-value cars, as they offer more protection and more sailing options. RoRo can be cheaper for large vehicles on routes where it is offered. We will quote both where available.',
          ),
          qa(
            'Can I ship a car I just bought at a US auction?',
            'Yes. We collect from auction yards across the country, including salvage and insurance auctions, and deliver to the export warehouse. Make sure the title transfer is complete, since the title is needed for export.',
          ),
          qa(
            'How much does it cost to ship a car to Dubai?',
            "It depends on the departure port, the car's size, container or RoRo, and whether you share a container. Duty, VAT and clearance fees in the UAE are added at the destination. We give you an itemised quote so you can compare options.",
          ),
        ],
      ),
    ],
  },

  /* ---------------------------------------------------------- us-canada */
  {
    path: 'services/us-canada-car-shipping',
    Title: 'US-Canada Car Shipping',
    Subtitle: 'Door-to-door transport across the border in both directions, with export and import guidance',
    Description:
      'Ship a car between the USA and Canada door to door. Cross-border moves typically cost $1,000 to $2,500 and take about 10 to 14 days, including US export and Canadian import paperwork.',
    Image: 'canada.svg',
    layout: 'service',
    Content: [
      richText(
        p(
          'Moving to Toronto for work, retiring from Vancouver to Arizona, or buying a car from a dealer across the border: cross-border car shipping is routine for us. The drive itself is short, but ',
          b('customs paperwork on both sides'),
          ' sets the pace, so we start on documents as soon as you book.',
        ),
        p(
          'Most cross-border moves typically cost ',
          b('$1,000 to $2,500'),
          ' and take ',
          b('10 to 14 days'),
          ' door to door, depending on distance and how quickly customs clears the vehicle.',
        ),
      ),
      image(
        'canada.svg',
        'Illustration of a car carrier approaching a border crossing with maple trees and snowy peaks behind',
      ),
      title('Shipping a car from the US to Canada', 'Key steps for the most common direction.'),
      richText(
        ol(
          [
            b('Check admissibility.'),
            " Canada's Registrar of Imported Vehicles (RIV) keeps a list of US vehicles that can be imported. Check yours before you buy or ship.",
          ],
          [b('Get a recall clearance letter'), ' from the manufacturer, showing no open safety recalls.'],
          [
            b('US export.'),
            ' The title must be presented to US Customs and Border Protection, typically at least 72 hours before the car crosses.',
          ],
          [
            b('Canadian import.'),
            ' At the border, the vehicle is declared and any duty and GST are paid; cars built outside North America may be subject to 6.1% duty.',
          ],
          [b('Inspection and provincial registration'), ' after arrival, as required by the RIV and your province.'],
        ),
      ),
      checklist(
        'Documents for a cross-border move',
        [
          'Original title (and lien release if the car was financed)',
          'Bill of sale or proof of purchase price',
          'Manufacturer recall clearance letter (for US to Canada)',
          "Owner's passport or photo ID",
          'For Canada to US: EPA and DOT import forms',
        ],
        'Send scans to your agent as early as possible; originals travel with the car or are presented at the border.',
      ),
      route('Chicago, IL', 'Detroit, MI', 283),
      route('Portland, OR', 'Seattle, WA', 174),
      qa(
        'Can you ship a car from Canada to the US?',
        'Yes. Canadian vehicles entering the US must meet US safety and emissions standards, which most Canadian-market cars do, and the importer files EPA and DOT forms at the border. We coordinate with a customs broker on your behalf.',
      ),
      qa(
        'Do I need to be at the border?',
        'No. The carrier and customs broker handle the crossing. You only need to provide documents in advance and be available, or name someone, for pickup and delivery.',
      ),
      qa(
        'Why does a short cross-border move take 10 to 14 days?',
        'Most of the time goes into export notice periods, customs clearance and matching the car with a carrier licensed to cross the border. The driving itself is usually a small part of the total.',
      ),
    ],
  },

  /* ----------------------------------------------------------------- utv */
  {
    path: 'services/utv-shipping',
    Title: 'UTV Shipping',
    Subtitle: 'Side-by-sides, ATVs and off-road buggies delivered from dealer, auction or trailhead',
    Description:
      'Ship UTVs, side-by-sides and ATVs anywhere in the USA. Velmora books open carriers, flatbeds or enclosed trailers based on size, with insured drivers and door-to-door delivery.',
    Image: 'utv.svg',
    layout: 'service',
    Content: [
      richText(
        p(
          'A side-by-side with a roll cage, roof and light bar is taller and wider than most people expect. We match each UTV to a carrier that can load it safely: ',
          b('open car carriers'),
          ' for standard two-seaters, ',
          b('flatbeds or hotshots'),
          ' for long-travel four-seaters with big tires, and ',
          b('enclosed trailers'),
          ' for show builds.',
        ),
        p(
          'Shipping to a winter property or hunting cabin? Combine it with our ',
          a('vacation car shipping', '/auto-transport-solutions/vacation-car-shipping'),
          ' or ',
          a('snowbird', '/auto-transport-solutions/snowbird-car-shipping'),
          ' services.',
        ),
      ),
      image('utv.svg', 'Illustration of a four-seat side-by-side UTV with a roll cage strapped to a flatbed trailer'),
      card(
        'Two-seat sport and utility UTVs',
        'Usually fit on open car carriers if the width is under about 65 inches. Often the most economical option.',
        'utv.svg',
      ),
      card(
        'Four-seat and long-travel models',
        'Wider and longer, with tall cages. These typically ride on a flatbed or hotshot trailer, secured with axle straps.',
      ),
      card(
        'ATVs and quads',
        'Compact enough to share space; two or more can often travel together at a lower cost per unit.',
      ),
      checklist(
        'UTV shipping checklist',
        [
          'Measure the overall width, length and height including lights, racks and mirrors',
          'Remove loose gear, coolers, bags and spare fuel cans',
          'Secure or remove soft doors, windshields and roofs that could catch the wind',
          'Keep the fuel tank at a quarter or less',
          'Check the battery is charged so the driver can drive it aboard',
        ],
        'Do this before pickup to avoid delays.',
      ),
      qa(
        'Can my UTV ship on the same truck as my car?',
        'Often, yes. If the UTV fits a car carrier slot, it can travel on the same truck as your car, which usually costs less than booking separate transport.',
      ),
      qa(
        'Do you ship from dealers and auctions?',
        'Yes. We collect from dealerships, powersports auctions and private sellers. Tell us who will release the vehicle and we will coordinate with them directly.',
      ),
      qa(
        'What does UTV shipping cost?',
        'UTVs are generally priced like a small car on the same route when they fit a car carrier, and a little more when they need a flatbed. Distance, dimensions and whether the machine runs are the main factors.',
      ),
    ],
  },

  /* ---------------------------------------------------------- golf cart */
  {
    path: 'services/golf-cart-shipping',
    Title: 'Golf Cart Shipping',
    Subtitle: 'Electric and gas golf carts and low-speed vehicles delivered to homes, clubs and communities',
    Description:
      'Ship electric or gas golf carts and low-speed vehicles door to door. Velmora arranges open, enclosed or flatbed transport for single carts, personal transport vehicles and club fleets.',
    Image: 'golf-cart.svg',
    layout: 'service',
    Content: [
      ...contents(
        [
          richText(
            p(
              'From retirement communities in Florida to beach towns in the Carolinas, golf carts have become everyday transport. When you move, buy online or send a custom build to a new owner, we can ship it ',
              b('door to door'),
              '. We also move fleets for golf courses, resorts and campuses.',
            ),
          ),
          image(
            'golf-cart.svg',
            'Illustration of a lifted four-seat golf cart with a canopy strapped onto a small enclosed trailer',
          ),
        ],
        [
          title(
            'How golf carts are shipped',
            'Most carts share space on car carriers or small trailers; lifted and custom builds may need a flatbed.',
          ),
          richText(
            ul(
              [b('Standard carts'), ' ride on open car carriers or small trailers, secured with wheel straps.'],
              [
                b('Lifted and custom carts'),
                ' with large tires, long roofs or rear seats may need a flatbed or enclosed trailer.',
              ],
              [b('Fleets'), ' of ten or more carts travel on dedicated trailers, often loaded with a forklift.'],
            ),
            p(
              'Moving south for the winter with a car and a cart? Our ',
              a('snowbird car shipping', '/auto-transport-solutions/snowbird-car-shipping'),
              ' service can put both on one truck.',
            ),
          ),
          checklist(
            'Preparing a golf cart',
            [
              'Disconnect the main battery cable, or switch the cart to tow mode',
              'Secure battery hold-downs and check lithium packs for damage',
              'Remove bags, coolers, ball washers and loose accessories',
              'Fold down or secure windshields and rear seat kits',
              'Gas carts: keep the fuel tank low',
            ],
            'Batteries and loose parts cause most delays; check these first.',
          ),
        ],
        [
          title('Golf cart shipping FAQ', 'Short answers to common questions.', 'h4'),
          qa(
            'How much does it cost to ship a golf cart?',
            'Golf carts usually cost less to ship than a car over the same distance, because they are small and light. Lifted carts, enclosed transport and remote pickup locations add to the price. Get a free quote for an exact figure on your route.',
          ),
          qa(
            'Can you ship a street-legal low-speed vehicle (LSV)?',
            'Yes. LSVs ship the same way as golf carts. If the vehicle is titled, have the title or registration available in case the carrier asks for it.',
          ),
          qa(
            'Do you deliver into gated communities?',
            'Yes, provided the community allows carrier trucks. Let us know about gate codes, size restrictions or the guard house contact, and the driver will call ahead.',
          ),
        ],
      ),
    ],
  },

  /* ------------------------------------------------------------------ rv */
  {
    path: 'services/rv-shipping',
    Title: 'RV Shipping',
    Subtitle: 'Motorhomes, travel trailers, fifth wheels and campervans moved by professional drivers',
    Description:
      'Ship a Class A, B or C motorhome, travel trailer or fifth wheel anywhere in the USA. Velmora arranges drive-away, tow-away or flatbed transport with insured, experienced RV drivers.',
    Image: 'rv.svg',
    layout: 'service',
    Content: [
      richText(
        p(
          'RVs are built to travel, but that does not mean you want to drive yours 2,000 miles to a new home or from the dealer. We match each RV with the right method and an experienced, ',
          b('insured professional driver'),
          '.',
        ),
        p(
          'Spending the winter in the sun? Many customers pair RV shipping with our ',
          a('snowbird car shipping', '/auto-transport-solutions/snowbird-car-shipping'),
          ' service.',
        ),
      ),
      image(
        'rv.svg',
        'Illustration of a Class A motorhome traveling along a desert highway with a pickup towing a travel trailer behind',
      ),
      md(
        '## Which method suits your RV?',
        '',
        '| RV type | Typical length | Usual method |',
        '| --- | --- | --- |',
        '| Class B campervan | 19 to 24 ft | Open or enclosed car carrier, or drive-away |',
        '| Class C motorhome | 20 to 33 ft | Drive-away or flatbed |',
        '| Class A motorhome | 26 to 45 ft | Drive-away, or lowboy with height permits |',
        '| Travel trailer | 12 to 35 ft | Tow-away behind a pickup |',
        '| Fifth wheel | 25 to 40 ft | Tow-away with a fifth-wheel hitch |',
        '| Pop-up / teardrop | 8 to 16 ft | Flatbed, or tow-away |',
      ),
      item(
        'Drive-away',
        'Arrow',
        'A professional driver drives your motorhome to its destination. Usually the most economical method for long distances; the RV must be roadworthy and registered.',
      ),
      item(
        'Tow-away',
        'Arrow',
        'A driver with a suitable pickup and hitch tows your travel trailer or fifth wheel. Tires, brakes, bearings and lights are checked before departure.',
      ),
      item(
        'Flatbed or lowboy',
        'Arrow',
        'The RV rides on a trailer: best for new units, non-running RVs and smaller campers. Adds zero miles to the odometer.',
      ),
      checklist(
        'Preparing your RV',
        [
          'Empty fresh, grey and black water tanks',
          'Turn off and secure propane tanks',
          'Latch cabinets, drawers, doors and the refrigerator',
          'Retract slide-outs, awnings, steps, antennas and satellite dishes',
          'Remove loose items and valuables from counters and shelves',
          'Check tire pressures and the date codes on the tires',
        ],
        'RVs have more to secure than a car. Go through the list the day before pickup.',
      ),
      item(
        'Shipping a car or boat along with your RV?',
        'Link',
        'Our boat shipping and open auto shipping services can be booked on the same order, so the whole household arrives together. Mention every vehicle in your quote request.',
      ),
      qa(
        'How much does RV shipping cost?',
        "It depends on the RV's length and height, the method and the distance. Drive-away and tow-away are usually priced per mile plus fuel, while flatbed transport depends on size and permits. We itemise everything before you book.",
      ),
      qa(
        'Will my RV be insured during transport?',
        'Yes. Drivers and carriers we book carry insurance appropriate to the method. For drive-away and tow-away, ask your own RV insurer about coverage while someone else is driving, as some policies require a notice.',
      ),
      qa(
        'Can I leave belongings inside the RV?',
        'A small amount of securely packed household items is usually fine for drive-away and tow-away moves, but they are not covered by cargo insurance and add weight. Remove valuables and anything fragile.',
      ),
    ],
  },

  /* ---------------------------------------------------------------- boat */
  {
    path: 'services/boat-shipping',
    Title: 'Boat Shipping',
    Subtitle: 'Trailered, flatbed and hydraulic-trailer transport for boats from jet skis to cruisers',
    Description:
      'Ship a boat anywhere in the USA. Velmora arranges towing on your own trailer, hydraulic boat trailers and oversize permits for wide beams, with insured carriers and door-to-door service.',
    Image: 'boat.svg',
    layout: 'service',
    Content: [
      ...contents(
        [
          richText(
            p(
              'Whether it is a bass boat on its own trailer, a center-console bound for Florida or a cabin cruiser coming out of a Great Lakes marina, we plan boat moves around two numbers: ',
              b('beam'),
              ' (width) and ',
              b('height on the trailer'),
              '. Those decide the trailer, the permits and sometimes the route.',
            ),
          ),
        ],
        [
          title('How boat transport works', 'Two ways, depending on whether your boat has its own trailer.'),
          card(
            'Tow-away on your trailer',
            'If your boat sits on a roadworthy trailer, a driver tows it with a suitable truck. Often the simplest and most economical option. We ask you to check the tires, bearings, lights and winch strap first.',
            'trailer.svg',
          ),
          card(
            'Hydraulic trailer or cradle',
            'For boats without a trailer, a carrier brings a hydraulic trailer that lifts the hull from the water or a stand, supporting it with adjustable pads. Larger or keeled boats travel in a cradle on a flatbed or step-deck, loaded by crane or travel lift at the marina.',
            'boat.svg',
          ),
        ],
        [
          title('Width, permits and escorts', 'General thresholds; exact rules differ from state to state.', 'h3'),
          md(
            '| Beam | What is usually required |',
            '| --- | --- |',
            '| Up to 8 ft 6 in | Legal width; no permit needed |',
            '| 8 ft 6 in to 10 ft | Oversize permit and "Oversize Load" banners |',
            '| 10 ft to 12 ft | Permits; some states add travel-time limits or escorts |',
            '| Over 12 ft | Permits, escort vehicles in most states, route restrictions |',
            '',
            'Boats taller than about 13 ft 6 in on the trailer may need a height permit or the removal of towers, arches or radar masts.',
          ),
          checklist(
            'Getting your boat ready',
            [
              'Drain the bilge, water tanks and holding tanks, and pull the drain plug',
              'Keep fuel low, about a quarter tank, and disconnect batteries',
              'Remove or secure electronics, canvas, cushions and loose gear',
              'Lower or remove antennas, outriggers and radar arches if possible',
              'Shrink-wrap or securely strap covers so they cannot flap at highway speed',
            ],
            'Marinas can do most of this for you if you ask.',
          ),
          qa(
            'How much does boat shipping cost?',
            'Boat moves are priced on distance, beam, length and the method. A legal-width boat on its own trailer is the most economical; oversize boats add permits for each state and, above certain widths, escort vehicles. We quote every cost before booking.',
          ),
          qa(
            'Can you pick up from a marina or boat yard?',
            "Yes. Tell us the marina's name and contact, and whether the boat is in the water, on a stand or on a trailer. We coordinate haul-out and loading times with the yard.",
          ),
          qa(
            'Do you ship personal watercraft and small boats?',
            'Yes. Jet skis, kayaks on trailers and small aluminum boats often ship on car carriers or share a flatbed, which keeps the cost down.',
          ),
        ],
      ),
    ],
  },

  /* ------------------------------------------------------- open carrier */
  {
    path: 'services/open-auto-shipping',
    Title: 'Open Auto Shipping',
    Subtitle: 'The fastest, most economical way to move a car, trusted by dealers, manufacturers and families',
    Description:
      'Open auto shipping moves your car on the same multi-car carriers used by dealers. Most open-carrier moves cost about $0.55 to $2.50 per mile depending on distance, with door-to-door service and insurance.',
    Image: 'open-carrier.svg',
    layout: 'service',
    Content: [
      ...contents(
        [
          richText(
            p(
              'Most new cars reach dealers on an open car carrier: a two-level truck that holds ',
              b('seven to ten vehicles'),
              '. Because there are so many of these trucks on the road, open transport is the ',
              i('quickest to book'),
              ' and the ',
              i('least expensive'),
              ' way to move an everyday car, SUV or pickup.',
            ),
            p(
              'Open transport is safe for the vast majority of vehicles. Your car is exposed to the weather, just as it is when you drive it, so if you want full cover consider ',
              a('enclosed auto shipping', '/services/enclosed-auto-shipping'),
              '.',
            ),
          ),
        ],
        [
          title(
            'Open car shipping costs',
            'Per-mile rates drop as distance grows. These are typical ranges for a standard sedan, not fixed prices.',
          ),
          md(
            '| Distance | Typical rate per mile | Example total |',
            '| --- | --- | --- |',
            '| Under 500 miles | $1.50 to $2.50 | 300 miles: about $450 to $750 |',
            '| Around 1,000 miles | $0.85 to $1.20 | 1,000 miles: about $850 to $1,200 |',
            '| Coast to coast (~2,800 miles) | $0.55 to $0.75 | about $1,540 to $2,100 |',
            '',
            '**What moves the price:** vehicle size (SUVs and pickups cost more than sedans), inoperable vehicles (typically +$100 to $500), season and demand, how flexible your dates are, and whether pickup or delivery is far from a major highway.',
          ),
        ],
        [
          title('Transit times', 'Add a pickup window of 1 to 5 business days before the car is loaded.', 'h3'),
          md(
            '| Distance | Typical transit once loaded |',
            '| --- | --- |',
            '| Under 200 miles | 1 to 2 days |',
            '| 200 to 500 miles | 2 to 3 days |',
            '| 500 to 1,000 miles | 3 to 5 days |',
            '| 1,000 to 1,500 miles | 4 to 6 days |',
            '| 1,500 to 2,400 miles | 5 to 8 days |',
            '| Over 2,400 miles | 7 to 9 days |',
          ),
          route('Los Angeles, CA', 'Houston, TX', 1547),
          route('Chicago, IL', 'Atlanta, GA', 716),
          qa(
            'Is open transport safe?',
            "Yes. Open carriers move millions of new and used cars every year. Every carrier we book has cargo insurance, and your car's condition is recorded on the bill of lading at pickup and delivery. Minor risks, such as road dust or a stone chip, are the same as when you drive.",
          ),
          qa(
            'Can I put items in my car?',
            'Carriers generally allow a small amount of personal items, usually up to about 100 lb in the trunk, at your own risk, as these items are not covered by cargo insurance. Our vehicle preparation guide explains what to remove before pickup.',
          ),
          qa(
            'How far in advance should I book?',
            'One to two weeks ahead gives the best choice of carriers and prices, but we can often arrange pickup within a few days. Agents are available 24/7 at (800) 555-0142.',
          ),
        ],
      ),
    ],
  },
];
