/**
 * Blog categories and posts. The first block of every post is a rich-text block whose first two
 * paragraphs summarise the post: the site builds the excerpt from them.
 */
import type { SeedCategory, SeedPost } from '../types';
import { a, b, h, i, ol, p, quote, richText, ul } from '../rich-text';
import { card, checklist, contents, image, item, md, qa, route, title } from '../blocks';

export const blogCategories: SeedCategory[] = [
  {
    name: 'Shipping Tips',
    slug: 'shipping-tips',
    Description:
      'Practical advice for shipping a vehicle within the USA: pricing, preparation, pickup windows, open versus enclosed transport and seasonal moves.',
    FeaturedImage: 'blog-tips.svg',
  },
  {
    name: 'International Shipping',
    slug: 'international-shipping',
    Description:
      'Guides to shipping vehicles overseas and across the border: RoRo, containers and air freight, export documents, customs and destination rules.',
    FeaturedImage: 'blog-international.svg',
  },
  {
    name: 'Company News',
    slug: 'company-news',
    Description:
      'Milestones, new services and behind-the-scenes updates from the Velmora Auto Transport team in Baltimore.',
    FeaturedImage: 'blog-news.svg',
  },
];

export const blogPosts: SeedPost[] = [
  /* ------------------------------------------------------------------ 2025-01-15 · tips */
  {
    Name: 'What Really Sets the Price of Shipping a Car',
    Slug: 'what-sets-the-price-of-shipping-a-car',
    Description:
      'Distance, vehicle size, carrier type, season and route all shape the price of car transport. Here is how each one works, with honest per-mile ranges.',
    publishedAt: '2025-01-15',
    FeaturedImage: 'open-carrier.svg',
    category: 'shipping-tips',
    Content: [
      richText(
        p(
          'Car shipping quotes can look wildly different from one company to the next, which makes it hard to know what a fair price is. The truth is that a handful of factors — distance, vehicle size and condition, carrier type, season and the route itself — explain almost all of the difference.',
        ),
        p(
          'This post walks through each factor with the per-mile ranges we see every day, so you can sanity-check any quote, including ours. No broker can honestly promise a fixed price before a carrier accepts the load, but you can know what a realistic range looks like.',
        ),
      ),
      ...contents(
        [],
        [
          title('Distance', 'Longer trips cost more in total, but less per mile'),
          md(
            '| Trip length | Typical open-carrier rate | Example total for a sedan |',
            '| --- | --- | --- |',
            '| Under 500 miles | about $1.50–2.50 per mile | 400 miles ≈ $600–1,000 |',
            '| Around 1,000 miles | about $0.85–1.20 per mile | 1,000 miles ≈ $850–1,200 |',
            '| Coast to coast | about $0.55–0.75 per mile | 2,790 miles ≈ $1,530–2,090 |',
            '',
            'Loading, unloading and paperwork take about the same time whatever the distance, so on short trips those fixed costs weigh more heavily on every mile.',
          ),
          route('Los Angeles, CA', 'New York, NY', 2790),
        ],
        [
          title('Vehicle size and condition', 'Space and handling time on the trailer', 'h3'),
          richText(
            p(
              'A car carrier has a fixed amount of deck space and a legal weight limit. A full-size pickup or a three-row SUV takes up more of both than a compact sedan, so it costs more to move. Lifted trucks and roof boxes can also stop a vehicle from fitting on the top deck.',
            ),
            p(
              'A vehicle that does not run needs a carrier with a winch and more time to load. Expect ',
              b('an extra $100–500'),
              ' for an inoperable vehicle, depending on the route and how hard it is to move.',
            ),
          ),
        ],
        [
          title('Carrier type', 'Open or enclosed', 'h3'),
          card(
            'Enclosed adds roughly 30–60%',
            'An enclosed trailer carries fewer cars and protects them completely from weather and road debris. It is the right choice for classics, exotics and high-value vehicles, and it is priced accordingly.',
            'enclosed-carrier.svg',
          ),
        ],
        [
          title('Season and route', 'Supply and demand on the highway', 'h3'),
          richText(
            ul(
              [
                b('Snowbird season: '),
                'from October to December, trucks heading south fill quickly, while northbound trucks look for loads — and the reverse happens from March to May.',
              ],
              [
                b('Popular corridors: '),
                'routes between large metro areas have more trucks and better prices than rural or dead-end destinations.',
              ],
              [b('Fuel prices: '), 'diesel is one of a carrier’s largest costs, and rates follow it.'],
            ),
            h(3, 'The quickest way to a real number'),
            p(
              'The best way to know your price is to ',
              a('get a free quote', '/#main-form'),
              '. For the difference between carrier types in detail, read ',
              a('Open vs. Enclosed Transport', '/blog/open-vs-enclosed-car-transport'),
              '.',
            ),
          ),
        ],
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2025-02-20 · news */
  {
    Name: 'Carrier Confirmation, Now in Your Inbox',
    Slug: 'carrier-confirmation-emails',
    Description:
      'Every Velmora order now gets a detailed confirmation e-mail the moment a carrier accepts it — with the carrier’s name, the agreed price and your pickup window.',
    publishedAt: '2025-02-20',
    FeaturedImage: 'blog-news.svg',
    category: 'company-news',
    Content: [
      richText(
        p(
          'The most stressful part of shipping a car is often the wait between placing an order and hearing that a truck is actually coming. We have rebuilt our confirmation process so that the wait ends with a clear, detailed e-mail the moment a carrier accepts your shipment.',
        ),
        p(
          'The e-mail lists the carrier’s company name, the confirmed price, your pickup window and what happens next. And as always, your card is charged only once a shipping partner is confirmed — never before.',
        ),
      ),
      image('blog-news.svg', 'A phone showing a confirmation e-mail next to a car carrier truck'),
      title('What changes for you', 'Three moments, three messages'),
      item(
        'Order received',
        'Arrow',
        'As soon as you approve your order electronically, you receive a summary of the route, vehicle and pickup window you chose.',
      ),
      item(
        'Carrier confirmed',
        'Arrow',
        'When a carrier accepts, you get the carrier’s details and the confirmed price. This is the only point at which we charge your card.',
      ),
      item(
        'Driver dispatched',
        'Arrow',
        'When the driver is on the way, we confirm the pickup day, and the driver calls ahead, usually 12–24 hours before arrival.',
      ),
      richText(
        h(3, 'Why we made the change'),
        p(
          'Customers told us the same thing again and again: they did not mind waiting a day or two for a carrier, as long as they knew where things stood. Putting the carrier confirmation in writing also gives you a record to refer to if plans change.',
        ),
        quote(
          'A confirmation you can read at midnight is worth more than a promise you heard on the phone at noon. That is the whole idea.',
        ),
      ),
      item(
        'Prefer a person?',
        'Person',
        'Our agents are still on the phone 24/7 at (800) 555-0187 — the e-mails simply mean you do not have to call to find out where things stand.',
      ),
      qa(
        'Will I get the e-mail if I booked by phone?',
        'Yes. Phone bookings follow exactly the same process: the order is agreed electronically and confirmed by e-mail once a carrier accepts.',
      ),
      qa(
        'What if my plans change after confirmation?',
        'Call us as soon as possible. Date and address changes are often possible; our Terms of Service explain when cancellation fees apply.',
      ),
      richText(
        p(
          'See how the whole process works in our ',
          a('shipping guide', '/shipping-guide'),
          ', or read the ',
          a('Terms of Service', '/velmora-terms'),
          ' for the details on payment and cancellation.',
        ),
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2025-03-05 · international */
  {
    Name: 'RoRo, Container or Air Freight? Choosing How to Ship Overseas',
    Slug: 'roro-container-or-air-freight',
    Description:
      'A plain-English comparison of the three ways to ship a vehicle overseas: roll-on/roll-off, container and air freight — cost, speed, protection and who each one suits.',
    publishedAt: '2025-03-05',
    FeaturedImage: 'blog-international.svg',
    category: 'international-shipping',
    Content: [
      richText(
        p(
          'When you ship a vehicle overseas, the biggest decision is how it travels: driven aboard a roll-on/roll-off ship, sealed inside a container, or flown. Each method has a clear place, and choosing the right one can save you hundreds or even thousands of dollars.',
        ),
        p(
          'In short, roll-on/roll-off is the cheapest, container shipping is mid-priced and suits exotic or vintage vehicles, and air freight is the fastest and most expensive. Here is how to decide.',
        ),
      ),
      image('roro-ship.svg', 'A roll-on/roll-off car carrier ship with its stern ramp lowered at a port'),
      ...contents(
        [],
        [
          title('Roll-on/roll-off', 'The floating parking garage'),
          card(
            'Best for running, everyday vehicles',
            'Your car is driven up a ramp and secured on an enclosed deck. From the US East Coast to Western Europe it typically costs about $850–2,000 for a sedan. The car must run and be empty of personal items.',
            'roro-ship.svg',
          ),
        ],
        [
          title('Container shipping', 'Sealed, braced and out of sight'),
          card(
            'Best for classics, exotics and non-runners',
            'Your vehicle is strapped and braced inside a 20-foot or 40-foot container. Share a 40-foot box with other cars and the cost to Western Europe is typically $1,000–4,500. The container is sealed at the US port and opened at destination.',
            'container-ship.svg',
          ),
        ],
        [
          title('Air freight', 'Days, not weeks'),
          card(
            'Best for race cars, show cars and urgent moves',
            'The fastest option and the most expensive by a wide margin. Large cargo aircraft can carry up to 80 vehicles; private cars usually fly on scheduled freighters alongside other cargo.',
            'air-freight.svg',
          ),
          md(
            '| | Roll-on/roll-off | Container | Air freight |',
            '| --- | --- | --- | --- |',
            '| Relative cost | Lowest | Medium | Highest |',
            '| Speed | Weeks | Weeks | Days |',
            '| Protection | Enclosed deck, handled by port drivers | Sealed container | Highest |',
            '| Non-running vehicles | Usually no | Yes | Yes |',
            '| Typical user | Relocating families, dealers | Collectors, restorers | Racing teams, urgent moves |',
          ),
          qa(
            'Can I ship household goods in the container with my car?',
            'Often yes with a dedicated container, if everything is listed on the packing list and allowed at destination. With RoRo and shared containers, the car must be empty.',
          ),
          richText(
            p(
              'Ready to compare prices for your route? Visit our ',
              a('international shipping page', '/international'),
              ' or read more in the ',
              a('International Shipping', '/blog/category/international-shipping'),
              ' category.',
            ),
          ),
        ],
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2025-04-02 · tips */
  {
    Name: 'Open vs. Enclosed Transport: Which One Fits Your Car?',
    Slug: 'open-vs-enclosed-car-transport',
    Description:
      'Open carriers move most cars in America; enclosed trailers protect the special ones. Compare cost, protection and availability to choose the right service.',
    publishedAt: '2025-04-02',
    FeaturedImage: 'enclosed-carrier.svg',
    category: 'shipping-tips',
    Content: [
      richText(
        p(
          'Open car carriers — the double-deck trucks you see on every interstate — move the vast majority of vehicles in the United States. Enclosed trailers cost more, but they keep a car completely out of the weather and away from road debris.',
        ),
        p(
          'For a daily driver, open transport is almost always the sensible choice. For a classic, an exotic or a freshly restored car, enclosed transport is worth the extra 30–60%. Here is how to tell which side of the line your vehicle is on.',
        ),
      ),
      image('open-carrier.svg', 'A two-deck open car carrier loaded with sedans and SUVs on a highway'),
      md(
        '| | Open carrier | Enclosed carrier |',
        '| --- | --- | --- |',
        '| Price | Baseline | Roughly 30–60% more |',
        '| Capacity | Usually 8–10 vehicles | Usually 2–7 vehicles |',
        '| Weather and debris | Exposed | Fully protected |',
        '| Loading | Ramps | Often a hydraulic lift gate |',
        '| Availability | Every major route, every day | Fewer trucks; book earlier |',
      ),
      title('When open transport makes sense', 'The right call for most vehicles', 'h3'),
      richText(
        ul(
          'Everyday cars, SUVs and pickups',
          'Dealer and auction purchases',
          'Tight timelines — more trucks means faster pickup',
          'Budget-conscious moves, especially coast to coast',
        ),
        p('Learn more about our ', a('open auto shipping', '/services/open-auto-shipping'), ' service.'),
      ),
      title('When to pay for enclosed', 'Protection that pays for itself', 'h3'),
      checklist('Choose enclosed if your vehicle is…', [
        'A classic, antique or freshly restored car',
        'An exotic or high-performance car with low ground clearance',
        'Wearing fresh paint, a ceramic coating or a paint protection film you want untouched',
        'Heading to a show, auction or concours',
        'Worth more than you would be comfortable claiming on insurance',
      ]),
      card(
        'Exotic and classic specialists',
        'Our enclosed partners include drivers who handle six-figure cars every week, with soft straps, wheel nets and lift gates for low-clearance vehicles.',
        'exotic-car.svg',
      ),
      route('Naples, FL', 'Scottsdale, AZ', 2190),
      title('Quick answer', undefined, 'h4'),
      qa(
        'Will my car get dirty on an open carrier?',
        'It will usually arrive with some road dust, just as if it had been driven. A quick wash at delivery is normal. Damage from road debris is uncommon, but it is the main reason owners of valuable cars choose enclosed.',
      ),
      richText(
        p(
          'See our ',
          a('enclosed exotic car shipping', '/services/enclosed-exotic-car-shipping'),
          ' and ',
          a('enclosed classic car shipping', '/services/enclosed-classic-car-shipping'),
          ' pages for more.',
        ),
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2025-07-21 · international */
  {
    Name: 'Shipping a Car from the US East Coast to Germany',
    Slug: 'shipping-a-car-to-germany',
    Description:
      'Ports, sailing times, costs, customs duty, VAT and registration: a practical guide to shipping a vehicle from Baltimore, Newark or Brunswick to Bremerhaven.',
    publishedAt: '2025-07-21',
    FeaturedImage: 'germany.svg',
    category: 'international-shipping',
    Content: [
      richText(
        p(
          'Germany is one of our most frequent overseas destinations, thanks to military families, returning residents and enthusiasts buying American cars. Most vehicles sail from Baltimore, Newark or Brunswick to Bremerhaven, Europe’s largest car port, in around 10–14 days.',
        ),
        p(
          'This guide covers the shipping options and costs, the customs duty and VAT you should budget for, and the steps to register the car once it arrives.',
        ),
      ),
      image('germany.svg', 'A car carrier unloading at Bremerhaven with the German flag above the terminal'),
      title('Route and timing', 'East Coast ports to Bremerhaven'),
      md(
        '| Method | Typical cost | Approx. sailing time |',
        '| --- | --- | --- |',
        '| Roll-on/roll-off | about $850–2,000 per sedan | 10–14 days |',
        '| Shared 40-foot container | about $1,000–4,500 | 10–14 days plus consolidation |',
        '| Dedicated 20-foot container | quoted individually | 10–14 days |',
        '',
        '*Add the inland transport to the US port, destination handling and customs clearance.*',
      ),
      title('Customs and taxes', 'Budget for duty and VAT', 'h3'),
      richText(
        p(
          'Passenger cars imported into the EU generally pay ',
          b('10% customs duty'),
          ', and Germany adds ',
          b('19% import VAT'),
          ' on the value of the car plus shipping and duty. If you are moving your residence to Germany and have owned and used the car for at least six months, you may qualify for ',
          i('relocation relief'),
          ' and pay neither.',
        ),
      ),
      checklist('Documents for a German import', [
        'Original US title, cleared for export',
        'Bill of sale or proof of ownership',
        'Passport and, for relocation relief, proof of your move (registration certificate, employment contract)',
        'Bill of lading from the shipping line',
        'Certificate of conformity or technical data for the vehicle',
      ]),
      title('After arrival', 'Inspection and registration', 'h3'),
      richText(
        ol(
          'Clear customs at Bremerhaven through a customs broker.',
          'Have the car inspected for an individual approval — US vehicles usually need lighting and sometimes other changes.',
          'Take the approval, customs papers and proof of insurance to the local registration office for plates.',
        ),
        p(
          'Our ',
          a('Germany shipping service', '/services/germany-shipping'),
          ' covers the whole journey, from your driveway to the Bremerhaven terminal.',
        ),
      ),
      qa(
        'Can I ship a car to Germany while stationed there with the military?',
        'Yes. Service members often have their vehicle shipped under their orders; we also ship second vehicles and cars bought after the move. See our military car shipping page or ask your agent.',
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2025-08-12 · news */
  {
    Name: '100,000 Vehicles Shipped — and Counting',
    Slug: 'one-hundred-thousand-vehicles-shipped',
    Description:
      'Velmora has now shipped more than 100,000 vehicles. A look at the numbers behind the milestone and a thank-you to the drivers and customers who made it happen.',
    publishedAt: '2025-08-12',
    FeaturedImage: 'blog-news.svg',
    category: 'company-news',
    Content: [
      richText(
        p(
          'This summer, Velmora passed a milestone we once thought was a long way off: more than 100,000 vehicles shipped. Sedans, pickups, vintage roadsters, excavators, school buses, sailboats and one very large pumpkin-orange tractor have all traveled with us.',
        ),
        p(
          'We want to thank the carriers who drive the miles and the customers who trust us with their vehicles — and share a few numbers behind the headline.',
        ),
      ),
      image('hero-highway.svg', 'A long highway at sunrise with several car carriers heading toward the horizon'),
      title('By the numbers', 'What 100,000 vehicles looks like'),
      md(
        '| Measure | Figure |',
        '| --- | --- |',
        '| Vehicles shipped | 100 000+ |',
        '| Customers served | 500 000+ |',
        '| Years of shipping work | 10 |',
        '| Types of services | 30+ |',
        '| Hours a day our agents answer the phone | 24 |',
      ),
      route('New York, NY', 'Miami, FL', 1280),
      richText(
        p(
          'Our single busiest lane is the run between the New York area and South Florida, driven in both directions by snowbirds, students and families on the move. But the milestone vehicle itself was a 1972 pickup heading from Kansas to a restoration shop in Oregon — a fitting reminder of how varied this work is.',
        ),
        quote(
          'Every one of those 100,000 shipments started with somebody handing their keys to a stranger. We never forget that.',
        ),
      ),
      item(
        'Thank you to our carriers',
        'Person',
        'The independent drivers and small fleets who keep America’s vehicles moving, often far from home for weeks at a time.',
      ),
      item(
        'Thank you to our customers',
        'Person',
        'Especially those who took the time to tell us what we could do better.',
      ),
      card(
        'What comes next',
        'More enclosed capacity for collectors, faster carrier confirmations and more international routes. Watch this blog for updates.',
        'blog-news.svg',
      ),
      richText(
        p(
          'Read more ',
          a('Company News', '/blog/category/company-news'),
          ' or ',
          a('get a free quote', '/#main-form'),
          ' to become part of the next hundred thousand.',
        ),
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2025-09-18 · tips */
  {
    Name: 'Snowbird Season: Send Your Car South and Skip the Drive',
    Slug: 'snowbird-car-shipping-guide',
    Description:
      'Heading to Florida or Arizona for the winter? When to book, what it costs, how to prepare and why shipping beats a 1,500-mile drive.',
    publishedAt: '2025-09-18',
    FeaturedImage: 'sedan.svg',
    category: 'shipping-tips',
    Content: [
      richText(
        p(
          'Every fall, hundreds of thousands of northerners head to Florida, Arizona and Texas for the winter, and more of them each year fly down and ship the car. It saves two or three days on the road, hotel bills and wear on the vehicle.',
        ),
        p(
          'Because so many people move in the same direction at the same time, timing matters. Here is when to book, which routes are busiest and how to prepare the car before you lock up for the season.',
        ),
      ),
      image('sedan.svg', 'A sedan being loaded onto a car carrier in front of a snowy house'),
      title('When to book', 'Early beats cheap'),
      richText(
        p(
          'Southbound demand peaks from late October to mid-December; northbound from March to early May. Booking ',
          b('two to three weeks ahead'),
          ' gives the widest choice of carriers. A flexible first-available date helps too: your pickup window is 1–5 business days, and a carrier can plan around a relaxed schedule more easily.',
        ),
      ),
      title('Popular snowbird routes', 'Road miles on the busiest lanes', 'h3'),
      route('Toronto, ON', 'Fort Lauderdale, FL', 1490),
      route('Boston, MA', 'Naples, FL', 1460),
      route('Minneapolis, MN', 'Phoenix, AZ', 1640),
      checklist('Before you leave for the season', [
        'Book both legs at once if you know your return date',
        'Remove toll transponders — or register them for the destination state',
        'Leave the car empty apart from standard equipment',
        'Note the name and number of whoever will hand over the keys',
        'Check that your insurance and registration stay valid while you are away',
      ]),
      qa(
        'How long does a snowbird shipment take?',
        'A 1,500-mile trip usually takes about 5–8 days once loaded, plus the pickup window. Short hops under 200 miles take 1–2 days.',
      ),
      richText(
        p(
          'Our ',
          a('snowbird car shipping', '/auto-transport-solutions/snowbird-car-shipping'),
          ' service has more details, and Canadian snowbirds will find the border rules in ',
          a('Moving to Canada With Your Car', '/blog/moving-to-canada-with-your-car'),
          '.',
        ),
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2025-11-04 · international */
  {
    Name: 'Moving to Canada With Your Car: Border Paperwork Step by Step',
    Slug: 'moving-to-canada-with-your-car',
    Description:
      'US export filing, the 72-hour title rule, the Registrar of Imported Vehicles and provincial registration: how to take your car across the border to Canada.',
    publishedAt: '2025-11-04',
    FeaturedImage: 'canada.svg',
    category: 'international-shipping',
    Content: [
      richText(
        p(
          'Taking a car from the USA to Canada is very doable, but it is an export and an import, not just a long drive. US Customs and Border Protection needs to see the title before the car leaves, and Canada’s Registrar of Imported Vehicles has to approve it on arrival.',
        ),
        p(
          'Door-to-door cross-border moves usually cost $1,000–2,500 and take 10–14 days. Follow these steps and the paperwork will not be what slows you down.',
        ),
      ),
      image('canada.svg', 'A car carrier at a Canadian border crossing with a customs booth and maple leaf flag'),
      ...contents(
        [],
        [
          title('Before you book', 'Check admissibility first'),
          richText(
            ol(
              'Check that your make, model and year are on Transport Canada’s list of admissible vehicles.',
              'Ask the manufacturer for a recall clearance letter.',
              'If the car is financed or leased, get written permission from the lienholder to export it.',
              'Gather the original title — CBP needs it at least 72 hours before the vehicle crosses.',
            ),
          ),
        ],
        [
          title('At the border', 'What happens when the truck arrives', 'h3'),
          richText(
            p(
              'On the US side, the carrier presents the export documents. On the Canadian side, the importer declares the vehicle, completes the ',
              b('RIV Form 1'),
              ' and pays any duty and taxes. US-built vehicles generally enter duty-free under the trade agreement, but GST or HST and the RIV fee apply.',
            ),
          ),
        ],
        [
          title('After the border', 'Inspection and provincial plates', 'h3'),
          richText(
            p(
              'Within 45 days, the vehicle needs any required modifications (often daytime running lights or bilingual airbag labels) and an RIV inspection at a participating service center. Then you can register it with your province.',
            ),
          ),
          route('New York, NY', 'Toronto, ON', 490),
          qa(
            'Can I drive the car across myself and still use Velmora?',
            'Yes. Some customers drive and ship a second vehicle; others ship everything. The border rules are the same either way.',
          ),
          qa(
            'Do you ship from Canada to the USA too?',
            'Yes. Importing into the USA has its own rules — EPA and DOT compliance and a customs entry — and we will walk you through them.',
          ),
          item(
            'US–Canada car shipping',
            'Link',
            'Our cross-border service page covers pricing, carriers bonded to cross the border and the most common routes.',
          ),
        ],
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2026-01-27 · news */
  {
    Name: 'Ten Years on the Road: What a Decade of Shipping Taught Us',
    Slug: 'ten-years-of-vehicle-shipping',
    Description:
      'Velmora marks ten years of shipping work. Four lessons from a decade of moving vehicles — and what they mean for how we work today.',
    publishedAt: '2026-01-27',
    FeaturedImage: 'blog-news.svg',
    category: 'company-news',
    Content: [
      richText(
        p(
          'Ten years ago, Velmora was three people, two phones and a whiteboard of routes in a small Baltimore office. Today our team arranges transport for cars, classics, heavy equipment, boats and RVs across North America and overseas.',
        ),
        p(
          'To mark the anniversary, we asked our longest-serving agents what a decade of shipping has taught them. Their answers shaped the way we work — and they might help you ship your next vehicle with less stress.',
        ),
      ),
      image(
        'blog-news.svg',
        'A framed photo of a small office wall covered with route maps, next to a modern dispatch screen',
      ),
      title('Four lessons from ten years', 'From the people who answer the phone'),
      item(
        'Honest ranges beat low quotes',
        'Arrow',
        'A quote that is too low to attract a carrier is not a bargain; it is a delay. We quote what the market will actually carry.',
      ),
      item(
        'Charge only when a carrier is confirmed',
        'Arrow',
        'Customers should never pay for a promise. That rule has not changed since our first order.',
      ),
      item(
        'Write everything down',
        'Arrow',
        'Orders are agreed electronically and confirmed by e-mail, so everyone reads the same page.',
      ),
      item(
        'Answer the phone at 2 a.m.',
        'Arrow',
        'Vehicles move around the clock, so our agents do too — 24/7, every day of the year.',
      ),
      md(
        '| Year | Milestone |',
        '| --- | --- |',
        '| Year 1 | First office on the Baltimore waterfront |',
        '| Year 3 | Enclosed and heavy-equipment services launched |',
        '| Year 5 | First [international shipments](/international) via Baltimore and Newark |',
        '| Year 9 | 100 000+ vehicles shipped |',
        '| Year 10 | 30+ types of services, agents available 24/7 |',
      ),
      richText(
        quote(
          'The trucks have changed, the software has changed, but the job is the same: someone trusts us with their keys, and we earn it.',
        ),
        p('Thank you for ten years. Here is to the next ten.'),
      ),
      card(
        'Ten years of stories',
        'From a restored fire engine to a college rowing team’s boat trailers, we have collected some favorites. Tell us yours on social media.',
        'classic-car.svg',
      ),
      richText(
        p(
          'Read more ',
          a('Company News', '/blog/category/company-news'),
          ' or explore ',
          a('our services', '/services'),
          '.',
        ),
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2026-02-10 · tips */
  {
    Name: 'Pickup Windows Explained',
    Slug: 'pickup-windows-explained',
    Description:
      'Why car carriers give a 1–5 business-day pickup window instead of an appointment, and how to plan around it.',
    publishedAt: '2026-02-10',
    FeaturedImage: 'blog-tips.svg',
    category: 'shipping-tips',
    Content: [
      richText(
        p(
          'The question we hear most often after “how much?” is “why can’t you give me an exact pickup time?” The answer lies in how car carriers work: one truck, up to ten vehicles, and as many stops spread over several states.',
        ),
        p(
          'That is why pickups are scheduled in a window of 1–5 business days from the first date your vehicle is ready. Here is what happens during that window and how to make it work for you.',
        ),
      ),
      image('open-carrier.svg', 'An open car carrier stopping at a suburban street to load a vehicle'),
      title('Why windows, not appointments', 'Ten cars, ten schedules'),
      richText(
        p(
          'A driver building a load collects vehicles from several customers, often in different cities. Traffic, a late release at an auction yard or a customer who is not home can push every later stop back. A window absorbs those delays without canceling your pickup.',
        ),
        p(
          b('The driver will call ahead'),
          ' — usually 12 to 24 hours before arriving — so you are not waiting by the door for five days.',
        ),
      ),
      md(
        '| Distance | Typical transit after pickup |',
        '| --- | --- |',
        '| Under 200 miles | 1–2 days |',
        '| 200–500 miles | 2–3 days |',
        '| 500–1,000 miles | 3–5 days |',
        '| 1,500–2,400 miles | 5–8 days |',
        '| Over 2,400 miles | 7–9 days |',
        '',
        'See the [shipping guide](/shipping-guide) for the full three-step process.',
      ),
      title('How to make the window work for you', 'Small steps, fewer surprises', 'h3'),
      checklist('Window-friendly habits', [
        'Choose a first-available date a few days before you really need the car gone',
        'Name a backup contact who can hand over the keys',
        'Keep your phone on and answer unknown numbers',
        'Have the car washed, empty and at a quarter tank from day one of the window',
      ]),
      qa(
        'Can I pay for a guaranteed pickup date?',
        'On many routes, yes — ask your agent about expedited service. It costs more because the carrier is effectively reserving space for you.',
      ),
      qa(
        'What if nobody is home when the driver arrives?',
        'The driver will try to reach you and your backup contact. If the car cannot be collected, a new pickup may have to be scheduled and a dry-run fee may apply.',
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2026-04-14 · international */
  {
    Name: 'The Car Export Documents Checklist',
    Slug: 'car-export-documents-checklist',
    Description:
      'Title, ID, lienholder letter, export filing and destination paperwork: every document you need to ship a vehicle out of the USA, and when each one is due.',
    publishedAt: '2026-04-14',
    FeaturedImage: 'paperwork.svg',
    category: 'international-shipping',
    Content: [
      richText(
        p(
          'Most international shipping delays have nothing to do with ships: they are caused by a missing title or a lienholder letter that arrives a day late. US Customs and Border Protection will not let a vehicle leave the country until its paperwork is in order.',
        ),
        p(
          'This checklist lists every document you are likely to need, who provides it and when it is due, so that your car makes its sailing.',
        ),
      ),
      image('paperwork.svg', 'A title certificate, passport and bill of lading spread on a desk next to car keys'),
      title('US export documents', 'Due before the vehicle reaches the port'),
      checklist(
        'For US Customs and Border Protection',
        [
          'Original certificate of title (not a copy) in the exporter’s name',
          'Lienholder authorization letter if the title shows a lien',
          'Passport or government photo ID of the owner',
          'Bill of sale if the vehicle was recently purchased',
          'Power of attorney allowing the freight forwarder to file for you',
          'Electronic Export Information filed by the forwarder where required',
        ],
        'CBP requires the title and documents at least 72 hours before the vehicle is exported.',
      ),
      md(
        '| Document | Who provides it | When |',
        '| --- | --- | --- |',
        '| Original title | You | Before pickup |',
        '| Lienholder letter | Your bank or lender | Request 2–3 weeks ahead |',
        '| Photo ID | You | At booking |',
        '| Power of attorney | You, on the forwarder’s form | At booking |',
        '| Dock receipt | Export terminal | When the car arrives at the port |',
        '| Bill of lading | Shipping line | After the vessel sails |',
      ),
      title('Destination documents', 'Varies by country', 'h3'),
      richText(
        h(3, 'Check before you ship'),
        p(
          'Most destinations ask for the bill of lading, the export-stamped title and proof of identity. Many also require:',
        ),
        ul(
          'proof of residence or relocation, to claim duty relief;',
          'a certificate of conformity or technical data sheet;',
          'an import permit or pre-approval (for example in Australia or South Africa).',
        ),
      ),
      title('Common questions', 'Financed cars and port visits', 'h4'),
      qa(
        'Can I ship a car I am still paying off?',
        'Yes, with written permission from the lender. Ask early: banks can take two to three weeks to issue the letter.',
      ),
      qa(
        'Do I need to be at the port?',
        'No. We truck your vehicle to the export terminal and the forwarder handles the port formalities under your power of attorney.',
      ),
      richText(
        p(
          'Moving to Europe? Read ',
          a('Shipping a Car from the US East Coast to Germany', '/blog/shipping-a-car-to-germany'),
          ' for a worked example.',
        ),
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2026-06-23 · tips */
  {
    Name: 'Shipping an Inoperable Car: What to Expect',
    Slug: 'shipping-an-inoperable-car',
    Description:
      'Project cars, accident repairs and vehicles that will not start can all be shipped. How winch-equipped carriers work, what it costs and how to prepare.',
    publishedAt: '2026-06-23',
    FeaturedImage: 'classic-car.svg',
    category: 'shipping-tips',
    Content: [
      richText(
        p(
          'A car does not have to run to be shipped. Barn finds, project cars, auction purchases and vehicles headed for a body shop travel on car carriers every day — they simply need a truck with a winch and a little more time to load.',
        ),
        p(
          'Expect to pay roughly $100–500 more than for a running vehicle on the same route. Here is what counts as inoperable, why it costs more and how to make the pickup go smoothly.',
        ),
      ),
      image('classic-car.svg', 'A vintage car being winched onto the lower deck of a car carrier'),
      title('What counts as inoperable', 'If it cannot drive onto the truck on its own'),
      richText(
        p(
          'A vehicle is inoperable if it cannot start, drive and brake under its own power. Carriers can winch a car that ',
          b('rolls, steers and brakes'),
          '. A vehicle with locked wheels, no tires or a missing steering linkage needs a flatbed or forklift and a special quote.',
        ),
      ),
      title('What it costs', 'The surcharge depends on the effort', 'h3'),
      md(
        '| Situation | Typical surcharge |',
        '| --- | --- |',
        '| Does not start, but rolls, steers and brakes | about $100–250 |',
        '| Flat tires or sticky brakes | about $150–350 |',
        '| Needs forklift or flatbed loading | up to about $500, or quoted individually |',
      ),
      checklist('Before the winch truck arrives', [
        'Tell us the vehicle does not run when you request the quote',
        'Inflate the tires or fit rolling wheels',
        'Make sure the keys are available to unlock the steering',
        'Clear a straight path from the car to the street',
        'Remove loose parts, or secure them so nothing shifts in transit',
      ]),
      card(
        'Restoration projects welcome',
        'Moving a classic to a restoration shop? An enclosed carrier with a winch keeps rare bodywork and trim out of the weather.',
        'enclosed-carrier.svg',
      ),
      route('Tulsa, OK', 'Kansas City, MO', 250),
      title('One common mistake', undefined, 'h4'),
      qa(
        'What if I do not mention that the car does not run?',
        'The driver may not have a winch and will have to come back, which delays pickup and can add a dry-run fee. Always tell us up front.',
      ),
      richText(
        p(
          'More preparation tips are in our ',
          a('vehicle preparation guide', '/shipping-guide/vehicle-preparation'),
          '.',
        ),
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2026-09-01 · international */
  {
    Name: 'Shipping a Car to Dubai: Ports, Customs and Registration',
    Slug: 'shipping-a-car-to-dubai',
    Description:
      'How to ship a vehicle from the USA to Dubai: departure ports, RoRo versus container, customs duty at Jebel Ali and RTA registration.',
    publishedAt: '2026-09-01',
    FeaturedImage: 'dubai.svg',
    category: 'international-shipping',
    Content: [
      richText(
        p(
          'Dubai is home to a large community of American and European expatriates and some of the world’s most passionate car collectors, so it is no surprise that it is one of our busiest overseas destinations. Vehicles arrive at Jebel Ali, typically 30–40 days after leaving the US East Coast.',
        ),
        p(
          'This post explains which US port to use, how to choose between RoRo, container and air freight, and what happens at customs and registration when the car lands.',
        ),
      ),
      image('dubai.svg', 'The Dubai skyline at dusk with a car carrier ship anchored offshore'),
      ...contents(
        [],
        [
          title('Choosing a US departure port', 'Usually the closest East Coast or Gulf port'),
          md(
            '| US port | Good for | Notes |',
            '| --- | --- | --- |',
            '| [Baltimore, MD](/shipping-locations/north-america/usa) | Mid-Atlantic and Midwest | Frequent RoRo sailings |',
            '| Newark, NJ | Northeast | Frequent RoRo and container sailings |',
            '| Jacksonville, FL | Southeast | Good container options |',
            '| Houston, TX | Texas and the Gulf | Popular for trucks and SUVs |',
          ),
        ],
        [
          title('Customs and registration', 'What happens at Jebel Ali', 'h3'),
          richText(
            p(
              'The UAE charges customs duty — currently 5% of the value of the car plus shipping — and VAT. Once cleared, the vehicle must pass an inspection before it can be registered with the Roads and Transport Authority. Most North American models are registrable, but check yours before you ship.',
            ),
          ),
        ],
        [
          title('Shipping a supercar', 'When a container or a plane makes sense', 'h3'),
          card(
            'Air freight for the most valuable cars',
            'A flight cuts transit from weeks to days and minimizes handling. It is the most expensive option, so it is usually reserved for supercars, race cars and urgent moves.',
            'air-freight.svg',
          ),
          qa(
            'Can I ship a car I bought in the USA to sell in Dubai?',
            'Yes. Commercial exports follow the same export process, but the buyer or importer must be registered to import vehicles in the UAE.',
          ),
          richText(
            p(
              'More details on our ',
              a('car shipping to Dubai', '/services/car-shipping-to-dubai'),
              ' service and the ',
              a('UAE and Dubai location page', '/shipping-locations/asia/uae-dubai'),
              '.',
            ),
          ),
        ],
      ),
    ],
  },

  /* ------------------------------------------------------------------ 2026-11-10 · news */
  {
    Name: 'More Enclosed Capacity for Classic and Exotic Cars',
    Slug: 'expanded-enclosed-carrier-network',
    Description:
      'Velmora has expanded its network of enclosed carriers, adding lift-gate trailers and specialist drivers for collectors, restorers and show season.',
    publishedAt: '2026-11-10',
    FeaturedImage: 'enclosed-carrier.svg',
    category: 'company-news',
    Content: [
      richText(
        p(
          'Demand for enclosed transport has grown every year, driven by collectors, restorers and dealers in high-end cars. To keep pickup windows short, we have expanded our network of enclosed carriers, with more lift-gate trailers and drivers who specialize in low-clearance and vintage vehicles.',
        ),
        p(
          'For customers, that means more availability during show and auction season and a better match between your car and the trailer that carries it.',
        ),
      ),
      image(
        'enclosed-carrier.svg',
        'A hard-sided enclosed car trailer with its hydraulic lift gate lowered and a sports car ready to load',
      ),
      title('What is new', 'More trucks, same standards'),
      richText(
        ul(
          'More hard-sided trailers with hydraulic lift gates for low cars',
          'Single- and two-car enclosed trailers for faster, more direct deliveries',
          'Added coverage on the busy routes to winter auctions and concours events',
        ),
        p(
          'Enclosed transport still typically costs about 30–60% more than open; the new capacity helps keep it available when you need it.',
        ),
      ),
      checklist('What every enclosed partner must have', [
        'Active federal operating authority and a clean safety record',
        'Cargo insurance with limits suitable for high-value loads',
        'Soft tie-downs or wheel nets — never chains on the chassis',
        'Experience with classic, exotic and low-clearance vehicles',
      ]),
      route('Monterey, CA', 'Scottsdale, AZ', 730),
      route('Greenwich, CT', 'Amelia Island, FL', 965),
      item(
        'Talk to our enclosed desk',
        'Person',
        'Agents who handle classic and exotic shipments every day. Call (800) 555-0142 and ask for enclosed transport.',
      ),
      qa(
        'Does the new capacity change prices?',
        'Prices still depend on route and season, but more trucks generally means shorter pickup windows and fewer peak-season surprises.',
      ),
      richText(
        p(
          'See our ',
          a('enclosed auto shipping', '/services/enclosed-auto-shipping'),
          ' and ',
          a('enclosed antique car shipping', '/services/enclosed-antique-car-shipping'),
          ' services.',
        ),
      ),
    ],
  },
];
