/**
 * The shipping guide (an overview and three chapters) and the general FAQ page.
 */
import type { SeedPage } from '../types';
import { a, b, h, ol, p, quote, richText, ul } from '../rich-text';
import { card, checklist, contents, image, item, md, qa, route, title } from '../blocks';

const overview: SeedPage = {
  path: 'shipping-guide',
  Title: 'The Velmora Shipping Guide',
  Subtitle: 'Everything you need to know before your vehicle goes on a truck',
  Description:
    'A practical guide to shipping a vehicle: how the three-step process works, how to prepare your car, what carrier insurance covers and answers to the questions customers ask most.',
  Image: 'shipping-guide.svg',
  layout: 'guide',
  Content: [
    image(
      'shipping-guide.svg',
      'An open guidebook beside a car carrier truck on a highway, with a route map in the background',
    ),
    richText(
      p(
        'Shipping a vehicle is simpler than most people expect, but a little preparation goes a long way. After ten years and more than 100,000 vehicles, we have distilled what our customers most need to know into three short chapters.',
      ),
      p(
        'Start with ',
        a('how to prepare your vehicle', '/shipping-guide/vehicle-preparation'),
        ', read ',
        a('what carrier insurance covers', '/shipping-guide/car-shipping-insurance'),
        ', and keep the ',
        a('shipping FAQ', '/shipping-guide/frequently-asked-questions'),
        ' handy for the details.',
      ),
    ),
    ...contents(
      [],
      [
        title('How the process works', 'Three steps from quote to delivery'),
        item(
          'Get a free quote',
          'Arrow',
          'Tell us the vehicle, where it is and where it is going. You receive an honest price range based on current rates for your route — no obligation and no card required.',
        ),
        item(
          'Add details and choose a pickup window',
          'Arrow',
          'Confirm the addresses and contacts and pick the first date your vehicle is ready. Carriers collect within a 1–5 business-day window, and you are charged only once a carrier is confirmed.',
        ),
        item(
          'Hand over the keys',
          'Arrow',
          'Inspect the vehicle with the driver, sign the bill of lading and hand over the keys. Your agent keeps you updated until delivery.',
        ),
        md(
          '| Distance | Typical transit once loaded |',
          '| --- | --- |',
          '| Under 200 miles | 1–2 days |',
          '| 200–500 miles | 2–3 days |',
          '| 500–1,000 miles | 3–5 days |',
          '| 1,000–1,500 miles | 4–6 days |',
          '| 1,500–2,400 miles | 5–8 days |',
          '| Over 2,400 miles | 7–9 days |',
          '',
          '*Add the 1–5 business-day pickup window to these figures. Weather and road conditions can add time. Read [Pickup Windows Explained](/blog/pickup-windows-explained) for how the window works.*',
        ),
        route('Los Angeles, CA', 'New York, NY', 2790),
      ],

      [
        title('Prepare your vehicle', 'A clean, empty, quarter-tank car loads fastest', 'h3'),
        card(
          'Vehicle preparation checklist',
          'What to do a week before pickup, the day before and when the driver arrives — plus extra steps for classics, motorcycles, boats and equipment.',
          'vehicle-preparation.svg',
        ),
      ],
      [
        title('Understand insurance', 'Coverage is included in every quote', 'h3'),
        card(
          'Car shipping insurance explained',
          'What the carrier’s cargo policy covers, what it does not, how to check a carrier’s certificate and how to file a claim if something goes wrong.',
          'insurance.svg',
        ),
      ],
      [
        title('Get answers fast', 'The questions we hear every day', 'h3'),
        card(
          'Shipping FAQ',
          'Tracking, keys, delays, personal items, inoperable vehicles, dealer pickups and more — answered in plain English.',
          'faq.svg',
        ),
        richText(
          h(2, 'Ready when you are'),
          p(
            'Most customers read one chapter and then ',
            a('request a free quote', '/#main-form'),
            '. If your shipment is unusual — a boat, an excavator, an overseas move — browse ',
            a('all our services', '/services'),
            ' or call (800) 555-0142 and an agent will walk you through it.',
          ),
        ),
      ],
    ),
  ],
};

const preparation: SeedPage = {
  path: 'shipping-guide/vehicle-preparation',
  Title: 'How to Prepare Your Vehicle for Shipping',
  Subtitle: 'A step-by-step checklist for a smooth pickup',
  Description:
    'What to do before your vehicle is collected: cleaning, photos, fuel level, personal items, keys and the inspection at pickup — with extra tips for classics, motorcycles, boats and equipment.',
  Image: 'vehicle-preparation.svg',
  layout: 'guide',
  Content: [
    image(
      'vehicle-preparation.svg',
      'A person photographing a freshly washed sedan in a driveway, with a checklist on a clipboard',
    ),
    richText(
      p(
        'A well-prepared vehicle loads quickly, inspects accurately and arrives without surprises. None of the steps below takes long, and together they protect you if you ever need to make an insurance claim.',
      ),
      p(
        'Your pickup window is ',
        b('1–5 business days'),
        ' from the first available date you choose, so aim to have everything done by that date.',
      ),
    ),
    ...contents(
      [],
      [
        title('One week before pickup', 'Paperwork, maintenance and small fixes'),
        checklist(
          'A week out',
          [
            'Wash the vehicle so that existing scratches and dents are visible during inspection',
            'Check tire pressure, battery charge and fluid levels; fix any active leaks',
            'Find both sets of keys — the driver needs one for the ignition and any locks',
            'Make sure registration and insurance are current',
            'Tell your agent about lift kits, lowered suspension, roof racks or spoilers',
            'Arrange someone aged 18 or over to hand over the keys if you will be away',
          ],
          'Carriers plan their routes days ahead. The earlier we know about anything unusual, the better the truck we can match to your vehicle.',
        ),
      ],

      [
        title('The day before pickup', 'Empty, photograph, secure'),
        checklist('Day before', [
          'Remove all personal items, including chargers, sunglasses and garage openers',
          'Take out or deactivate toll transponders so you are not billed along the way',
          'Run the fuel down to about a quarter of a tank',
          'Fold in mirrors, retract antennas and remove removable roof racks and bike carriers',
          'Disable the alarm or write down how to turn it off for the driver',
          'Photograph every side, the roof, wheels, interior and odometer, with date stamps',
        ]),
      ],

      [
        title('At pickup', 'The inspection that protects you', 'h3'),
        richText(
          ol(
            [
              b('Walk around with the driver. '),
              'Look at every panel together and make sure every existing mark is recorded on the bill of lading.',
            ],
            [
              b('Read before you sign. '),
              'The bill of lading is the condition report the carrier’s insurer will use. Keep your copy or the photo the driver sends.',
            ],
            [
              b('Hand over one set of keys. '),
              'Keep the spare. If the vehicle has a wheel lock key or special starting procedure, give that to the driver too.',
            ],
            [
              b('Confirm the delivery contact. '),
              'The driver will call ahead — usually 12 to 24 hours — before arriving at the destination.',
            ],
          ),
          quote(
            'If the condition report is accurate at pickup, a delivery inspection takes five minutes and any claim is straightforward.',
          ),
        ),
      ],

      [
        title('Special vehicles', 'Extra steps for classics, motorcycles, boats, RVs and equipment', 'h3'),
        md(
          '| Vehicle | Extra preparation |',
          '| --- | --- |',
          '| Classic or exotic car | Note ground clearance so we book a lift-gate enclosed trailer; remove loose trim and car covers that can flap |',
          '| Inoperable vehicle | Confirm it rolls, steers and brakes; tell us in advance so a winch is available (typically adds $100–500) |',
          '| Motorcycle | Fuel low, battery disconnected if it has an aftermarket alarm, remove saddlebags and loose accessories |',
          '| Boat | Drain water, secure hatches, remove electronics and drop the canvas; confirm the trailer’s tires, lights and bearings |',
          '| RV or camper | Empty tanks, turn off propane, secure cabinets and slide-outs, note the height for route planning |',
          '| Heavy equipment | Provide exact dimensions and operating weight; clean off mud for agricultural border inspections |',
        ),
        title('Quick answers', undefined, 'h4'),
        qa(
          'Can I leave a few things in the trunk?',
          'We recommend not to. Carriers are not licensed to move household goods, their insurance does not cover personal belongings, and extra weight can put a truck over its legal limit. For international shipments, personal items are not allowed inside RoRo vehicles at all.',
        ),
        qa(
          'Does the car need to be spotless?',
          'Clean enough that damage is visible is what matters. A car covered in dust or snow cannot be inspected properly, and any mark found at delivery will be hard to attribute.',
        ),
      ],
    ),
  ],
};

const insurance: SeedPage = {
  path: 'shipping-guide/car-shipping-insurance',
  Title: 'Car Shipping Insurance Explained',
  Subtitle: 'What is covered in transit, what is not and how claims work',
  Description:
    'Every Velmora quote includes the carrier’s cargo insurance. Learn what that policy covers, what it excludes, how to check a carrier’s coverage and how to file a claim.',
  Image: 'insurance.svg',
  layout: 'guide',
  Content: [
    // Its anchor, #insurance, is where the banner's Get started link goes (SPEC §2).
    title('Insurance', 'Included in every quote, from pickup to delivery'),
    image('insurance.svg', 'A shield icon over a car on an open carrier trailer, symbolizing cargo insurance'),
    richText(
      p(
        'Every carrier we book must carry active cargo insurance, and that coverage is ',
        b('included in every quote'),
        ' at no extra cost. It pays for physical damage the carrier causes while your vehicle is in its care — from the moment the driver signs the bill of lading at pickup until you sign it at delivery.',
      ),
      p(
        'Understanding the limits of that coverage takes a few minutes and can save a great deal of frustration, so here is what you should know.',
      ),
    ),
    ...contents(
      [],
      [
        title('What carrier insurance covers', 'Damage caused by the carrier during transport'),
        md(
          '| Situation | Usually covered? |',
          '| --- | --- |',
          '| Dent caused while loading or unloading | Yes |',
          '| Damage from a traffic accident involving the truck | Yes |',
          '| Vehicle falls from or shifts on the trailer | Yes |',
          '| Theft of the vehicle from the carrier | Yes |',
          '| Stone chip on an open carrier | Often excluded as road hazard — ask before booking |',
          '| Hail or storm damage on an open carrier | Depends on the policy |',
          '| Mechanical failure during transit | No |',
          '| Personal items left inside | No |',
        ),
      ],

      [
        title('What it does not cover', 'Know the exclusions before you ship'),
        checklist(
          'Common exclusions',
          [
            'Damage that was already there and recorded at pickup',
            'Mechanical, electrical or battery problems not caused by an accident',
            'Personal belongings left in the vehicle',
            'Damage not noted on the bill of lading at delivery',
            'Normal road dirt, dust and bugs on open transport',
          ],
          'For a high-value classic or exotic, consider enclosed transport, which removes most road hazards entirely.',
        ),
        card(
          'Shipping something irreplaceable?',
          'Enclosed carriers typically hold higher cargo limits — often $250,000 or more per load — and keep your car out of weather and road debris.',
          'enclosed-carrier.svg',
        ),
      ],

      [
        title('Checking a carrier’s coverage', 'Two quick checks we do for you — and you can do too', 'h3'),
        richText(
          p(
            'Before we assign a carrier we verify its operating authority and safety record in the Federal Motor Carrier Safety Administration database and obtain a current certificate of insurance. You are welcome to ask for a copy of that certificate for your order.',
          ),
          ul(
            [
              b('Cargo limit: '),
              'the maximum the policy pays per load. Compare it with the value of all the vehicles on the truck, not just yours.',
            ],
            [b('Deductible: '), 'the carrier pays this part of any claim; it should never be passed to you.'],
            [
              b('Your own auto policy: '),
              'some personal policies extend comprehensive coverage while a car is in transit. It costs nothing to ask your insurer.',
            ],
          ),
        ),
      ],

      [
        title('If something goes wrong', 'How a damage claim works', 'h3'),
        richText(
          ol(
            'Inspect the vehicle at delivery before signing, in daylight if possible.',
            'Write any new damage on the bill of lading and photograph it with the driver present.',
            'Call us within 24 hours at (800) 555-0187 — support is open 24/7.',
            'We open the claim with the carrier and send you the insurer’s form.',
            'Send the form, your photos and a repair estimate; we chase the carrier until it is settled.',
          ),
          quote(
            'The single most important step is writing the damage on the bill of lading at delivery. A claim without that note is very hard to win.',
          ),
          p('Read the full claim rules in our ', a('Terms of Service', '/velmora-terms'), '.'),
        ),
        title('Quick answers', 'Two questions we hear before almost every booking', 'h4'),
        qa(
          'Do I need to buy extra insurance?',
          'For most vehicles, no. The carrier’s cargo insurance is included in your quote. For very valuable vehicles, or for the ocean leg of an international shipment, we can discuss additional cover before you book.',
        ),
        qa(
          'Is the ocean leg of an international shipment insured?',
          'The road leg is covered by the trucking carrier’s policy. Ocean carriers’ liability is limited by international conventions, so we recommend marine cargo insurance for the sea voyage; we can arrange it as part of your quote.',
        ),
      ],
    ),
  ],
};

const guideFaq: SeedPage = {
  path: 'shipping-guide/frequently-asked-questions',
  Title: 'Shipping Guide FAQ',
  Subtitle: 'Practical answers about your vehicle’s journey',
  Description:
    'Answers to practical questions about shipping a vehicle with Velmora: tracking, keys, delays, inoperable cars, dealer pickups, storage and more.',
  Image: 'faq.svg',
  layout: 'faq',
  Content: [
    image('faq.svg', 'Speech bubbles with question marks above a car carrier truck'),
    richText(
      p(
        'These answers cover the day-to-day details of a shipment. For questions about pricing, payment and international moves, see our ',
        a('general FAQ', '/frequently-asked-questions'),
        '.',
      ),
    ),
    title('Before you book', 'Getting the details right', 'h3'),
    qa(
      'What information do I need for a quote?',
      'The pickup and delivery ZIP codes, the year, make and model of each vehicle, whether it runs, and the first date it will be ready. For boats, RVs and equipment, add the length, width, height and weight.',
    ),
    qa(
      'Can you pick up from a dealership, auction or body shop?',
      'Yes. Give us the business name, address, opening hours and a contact, plus any release number or gate pass. Many auction yards require the carrier to present a release before they will load a vehicle.',
    ),
    qa(
      'Do I have to be there in person?',
      'No, but someone aged 18 or over must be present at pickup and at delivery to hand over or receive the keys and sign the bill of lading. A friend, relative or colleague is fine — just add their details to the order.',
    ),
    qa(
      'Can I ship more than one vehicle together?',
      'Yes. Multi-vehicle orders on the same route usually cost less per vehicle, because the carrier makes one stop instead of two.',
    ),
    title('During transport', 'While your vehicle is on the road', 'h3'),
    qa(
      'How do I know where my vehicle is?',
      'Your agent shares the carrier’s details in the confirmation e-mail, and you can call us 24/7 for an update. Many drivers also share status updates directly once the vehicle is loaded.',
    ),
    qa(
      'Will the driver call before arriving?',
      'Yes. Drivers usually call 12 to 24 hours before pickup and again before delivery, so keep your phone on and answer unknown numbers during your window.',
    ),
    qa(
      'What if the truck cannot reach my street?',
      'Full-size car carriers are about 75 feet long and cannot always enter narrow streets or gated communities. The driver will suggest a nearby safe, open spot, such as a shopping center parking lot.',
    ),
    qa(
      'What happens if my vehicle is delayed?',
      'Weather, road closures and federal limits on driving hours can slow a truck down. If your delivery date changes, your agent will tell you as soon as the carrier does and give you a revised estimate.',
    ),
    title('Special situations', 'Unusual vehicles and circumstances', 'h3'),
    qa(
      'Can you ship a car that does not run?',
      'Yes. Tell us when you request the quote so we can book a carrier with a winch. The vehicle must roll, steer and brake. Expect an additional $100 to $500 depending on the route and the vehicle.',
    ),
    qa(
      'Can you store my vehicle if I am not ready to receive it?',
      'Yes. Carriers can hold a vehicle at a secure terminal for a daily fee, and we can arrange longer-term storage near most major cities.',
    ),
    qa(
      'Do you ship modified or lifted vehicles?',
      'Yes, but we need to know about lift kits, oversized tires, lowered suspension and roof equipment in advance. They change how the vehicle fits on the trailer and can affect the price.',
    ),
    qa(
      'Can I ship a leased or financed car?',
      'Within the USA, yes — no special paperwork is needed. For shipments to Hawaii, overseas or across the Canadian border, you need written permission from the lienholder.',
    ),
    qa(
      'Can you move my car if I am moving abroad?',
      'Yes. We arrange roll-on/roll-off, container and air freight to most countries, including the inland transport to the port and the export paperwork.',
    ),
    richText(
      p(
        'Still have a question? Call our support team at (800) 555-0187 or ',
        a('get a free quote', '/#main-form'),
        ' and ask your agent directly.',
      ),
    ),
  ],
};

const generalFaq: SeedPage = {
  path: 'frequently-asked-questions',
  Title: 'Frequently Asked Questions',
  Subtitle: 'Pricing, booking, pickup, insurance and international shipping',
  Description:
    'Straight answers about how much it costs to ship a vehicle, how booking and payment work, pickup and delivery timing, insurance and damage claims, and shipping overseas.',
  Image: 'faq.svg',
  layout: 'faq',
  Content: [
    title('Pricing', 'What shapes the cost of your shipment'),
    qa(
      'How much does it cost to ship a car?',
      'It depends mostly on distance, vehicle size and carrier type. As a guide, open carrier rates are about $1.50–2.50 per mile for trips under 500 miles, about $0.85–1.20 per mile around 1,000 miles, and about $0.55–0.75 per mile coast to coast. Your quote reflects current rates on your exact route.',
    ),
    qa(
      'Why does enclosed transport cost more?',
      'Enclosed trailers carry fewer vehicles — typically two to seven instead of eight to ten — and often have lift gates and higher insurance limits. That usually adds 30–60% to the open-carrier price.',
    ),
    qa(
      'Is your quote a fixed price?',
      'No honest broker can promise a fixed price before a carrier accepts the load, because rates move with fuel, season and demand. We give you a realistic range, and the price in your confirmation e-mail is the price you pay unless the vehicle details turn out to be different.',
    ),
    title('Booking and payment', 'Agreed electronically, confirmed by e-mail'),
    qa(
      'How do I book?',
      'Get a free quote, add your pickup and delivery details, choose a pickup window and approve the order electronically. When a carrier accepts, you receive a confirmation e-mail with the carrier’s details.',
    ),
    qa(
      'When am I charged?',
      'Only once a shipping partner is confirmed for your order. Nothing is charged when you request a quote or place the order.',
    ),
    qa(
      'How can I pay?',
      'We accept all major credit and debit cards, online or by phone. Our agents are available 24/7 if you prefer to pay by phone.',
    ),
    title('Pickup and delivery', 'Windows, transit times and what to expect'),
    qa(
      'When will my vehicle be picked up?',
      'Within a 1–5 business-day window starting on the first available date you choose. The driver calls ahead, usually 12–24 hours before arriving.',
    ),
    qa(
      'How long does transit take?',
      'Roughly 1–2 days for trips under 200 miles, rising to 7–9 days for trips over 2,400 miles, plus the pickup window.',
    ),
    qa(
      'Is it really door to door?',
      'Yes, as close to your door as a large truck can safely get. Where streets are narrow or restricted, the driver meets you at a nearby open space.',
    ),
    title('Insurance and damage', 'Coverage is included in every quote'),
    qa(
      'Is my vehicle insured during transport?',
      'Yes. Every carrier we use holds cargo insurance, and that coverage is included in every quote. It covers damage caused by the carrier from pickup to delivery.',
    ),
    qa(
      'What should I do if my vehicle arrives damaged?',
      'Note the damage on the bill of lading before signing, photograph it and call us within 24 hours. We open the claim with the carrier and follow it through to settlement.',
    ),
    qa(
      'Are personal items covered?',
      'No. Carrier insurance covers the vehicle only, so please remove personal belongings before pickup.',
    ),
    title('International', 'Shipping overseas, to Canada and to Hawaii'),
    qa(
      'Which international shipping method should I choose?',
      'Roll-on/roll-off is the cheapest for running vehicles. A 20- or 40-foot container is mid-priced and best for exotic, vintage or non-running vehicles. Air freight is the fastest and most expensive option.',
    ),
    qa(
      'How much does it cost to ship a car to Europe?',
      'From the US East Coast to Western Europe, RoRo typically runs about $850–2,000 for a sedan, and a shared container about $1,000–4,500, before destination duties and fees.',
    ),
    qa(
      'Do you ship to Canada, Alaska and Hawaii?',
      'Yes. US–Canada moves usually cost $1,000–2,500 and take 10–14 days. Tacoma to Anchorage sails in about 5–7 days, and West Coast ports to Oahu take about 10–12 days, with Hawaii port-to-port rates of roughly $1,070–1,600.',
    ),
  ],
};

export const guidePages: SeedPage[] = [overview, preparation, insurance, guideFaq, generalFaq];
