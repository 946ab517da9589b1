/**
 * Seed content: the "Auto Transport Solutions" section (/auto-transport-solutions and its 6 children).
 * Original copy written for Velmora Auto Transport. Prices are honest ranges, never fixed quotes.
 */
import type { SeedPage } from '../types';
import { a, b, h, i, ol, p, quote, richText, ul } from '../rich-text';
import { card, checklist, contents, image, item, md, qa, route, title } from '../blocks';

export const solutionPages: SeedPage[] = [
  /* ------------------------------------------------------------------ index */
  {
    path: 'auto-transport-solutions',
    Title: 'Auto Transport Solutions',
    Subtitle: 'Car shipping planned around the reason you are moving',
    Description:
      'Snowbirds, military families, students, sports teams, relocating employees and vacationers each move cars for different reasons. Velmora builds a transport plan around yours.',
    Image: 'usa.svg',
    layout: 'solution',
    Content: [
      ...contents(
        [
          richText(
            p(
              'A car shipment is rarely the whole story. It is part of a new posting, a first semester, a winter in Florida or a job across the country. Our solutions combine the right ',
              a('shipping services', '/services'),
              ' with timing, paperwork and advice that fit ',
              b('your situation'),
              '.',
            ),
            p(
              'Drawing on ten years of experience and more than 100,000 vehicles shipped, we know the seasonal rushes, the documents people forget and the questions they ask at 11 p.m. That is why our agents are available ',
              i('24/7'),
              '.',
            ),
          ),
          image(
            'usa.svg',
            'Illustration of a map of the United States with car carrier routes connecting major cities',
          ),
        ],
        [
          title('Solutions for every reason to move', 'Choose the situation closest to yours.'),
          richText(
            ul(
              [
                a('Snowbird car shipping', '/auto-transport-solutions/snowbird-car-shipping'),
                ': your car waiting in the sun when you land, and home again in spring.',
              ],
              [
                a('Military car shipping', '/auto-transport-solutions/military-car-shipping'),
                ': PCS moves, deployments and overseas postings.',
              ],
              [
                a('Student car shipping', '/auto-transport-solutions/student-car-shipping'),
                ': to campus in August, home in May, booked by parents or students.',
              ],
              [
                a('Sports team vehicle shipping', '/auto-transport-solutions/sports-team-vehicle-shipping'),
                ": team buses, equipment vans and players' cars.",
              ],
              [
                a('Relocation car shipping', '/auto-transport-solutions/relocation-car-shipping'),
                ': for families and employees moving house or moving for work.',
              ],
              [
                a('Vacation car shipping', '/auto-transport-solutions/vacation-car-shipping'),
                ': fly to your destination and drive your own car when you get there.',
              ],
            ),
          ),
          checklist(
            'Every solution includes',
            [
              'A free quote and an order agreed electronically, confirmed by e-mail',
              'Payment only when a shipping partner is confirmed, by any major credit or debit card',
              'Insured carriers and door-to-door delivery',
              'Agents available 24/7 at (800) 555-0142',
            ],
            'Whatever the reason for your move, the fundamentals stay the same.',
          ),
          qa(
            'Which solution should I choose?',
            'Pick the one closest to your situation. If none fits exactly, request a quote and describe your move; an agent will recommend the right service and timing.',
          ),
          qa(
            'Can I combine solutions, for example a relocation with a boat or motorcycle?',
            'Yes. Many customers ship a car alongside a motorcycle, a boat or an RV. We coordinate each vehicle with the right carrier and confirm everything in one e-mail.',
          ),
          qa(
            'Do solutions cost more than standard shipping?',
            'No. You pay for the transport itself, priced on distance, vehicle and carrier type. The planning and advice are part of the service.',
          ),
        ],
      ),
    ],
  },

  /* ------------------------------------------------------------ snowbird */
  {
    path: 'auto-transport-solutions/snowbird-car-shipping',
    Title: 'Snowbird Car Shipping',
    Subtitle: 'Fly south for the winter; your car will be waiting when you arrive',
    Description:
      'Snowbird car shipping to Florida, Arizona, Texas and California each fall and back home each spring. Book early for the seasonal rush, with insured carriers and door-to-door service.',
    Image: 'snowbird.svg',
    layout: 'solution',
    Content: [
      ...contents(
        [
          richText(
            p(
              'Every fall, a steady stream of cars heads south on I-95, I-75 and I-10, and every spring it flows back north. Driving 1,300 miles twice a year is tiring and puts wear on your car. Shipping it lets you ',
              b('fly in a few hours'),
              ' and arrive to your own car, without hotel stops.',
            ),
            h(3, 'Timing is everything'),
            p(
              'Southbound demand peaks from ',
              b('October to December'),
              ' and northbound demand from ',
              b('March to May'),
              ', especially around Easter. Booking two to four weeks ahead helps you secure the pickup window you want. Many customers also ship a ',
              a('golf cart', '/services/golf-cart-shipping'),
              ' or ',
              a('motorcycle', '/services/enclosed-motorcycle-shipping'),
              ' on the same truck.',
            ),
            quote(
              'A good rule of thumb: book the trip south when you book your flight, and book the trip home before New Year.',
            ),
          ),
        ],
        [
          title(
            'Popular snowbird routes',
            'Typical open-carrier ranges for these distances are about $0.85 to $1.20 per mile near 1,000 miles and less per mile beyond that.',
          ),
          route('Boston, MA', 'Orlando, FL', 1313),
          route('Chicago, IL', 'Phoenix, AZ', 1750),
          checklist(
            'Snowbird checklist',
            [
              'Book your southbound pickup two to four weeks ahead',
              'Leave about a quarter tank of fuel',
              'Remove toll transponders, or note which states they work in',
              'Pack seasonal items separately; only a small amount is allowed in the trunk',
              'Arrange someone to receive the car if you arrive after it',
            ],
            'Leave your northern home ready for winter, and your car ready for the trip.',
          ),
          qa(
            'Can I book my return trip at the same time?',
            'Yes. Many snowbirds book the spring return when they book the fall trip. We confirm the dates closer to the time and send the details by e-mail.',
          ),
          qa(
            'What if I arrive after my car does?',
            'A friend, neighbor or property manager can receive the car for you. Just give us their name and phone number when you book.',
          ),
          qa(
            'Is enclosed transport worth it for a snowbird move?',
            'For most everyday cars, open transport is perfectly adequate. If your car is new, high value or recently detailed, enclosed transport typically costs 30 to 60% more and keeps it out of the weather.',
          ),
        ],
      ),
    ],
  },

  /* ------------------------------------------------------------ military */
  {
    path: 'auto-transport-solutions/military-car-shipping',
    Title: 'Military Car Shipping',
    Subtitle: 'PCS moves, deployments and overseas assignments, planned around your orders',
    Description:
      'Military car shipping for PCS moves, deployments and overseas assignments. Velmora schedules around your orders, delivers to bases nationwide and coordinates with vehicle processing centers.',
    Image: 'military.svg',
    layout: 'solution',
    Content: [
      richText(
        p(
          'Orders rarely arrive with much notice, and a Permanent Change of Station comes with a long to-do list. Shipping your car takes one big task off that list. We move vehicles for ',
          b('service members, spouses and Department of Defense civilians'),
          ' to and from installations across the country and to the ports that serve overseas assignments.',
        ),
        p('How it usually works:'),
        ol(
          'Contact your installation transportation office to confirm your entitlements.',
          'Request a quote with your report date and the addresses at both ends.',
          'We schedule a pickup window that fits your move-out and report dates.',
          'The carrier delivers to your new home, to a trusted contact or to the vehicle processing center.',
        ),
      ),
      image('military.svg', 'Illustration of a family car on a carrier near a military base gate with a flag flying'),
      title('Shipping your car for a PCS move', 'What to know before you book.'),
      item(
        'Talk to your transportation office first',
        'Person',
        'For many overseas assignments the government ships one privately owned vehicle through a vehicle processing center. Within the continental US, shipping is usually at your own expense. Your transportation office can confirm what applies to your orders.',
      ),
      item(
        'Shipping a second car or going overseas',
        'Arrow',
        'We can ship a second vehicle, deliver your car to a vehicle processing center, or arrange full international shipping, including to Germany. Ask an agent which option fits your orders.',
      ),
      route('San Diego, CA', 'Seattle, WA', 1255),
      qa(
        'Can someone else release or receive my car?',
        'Yes. If you are deployed or already at your new duty station, a spouse, family member or friend can hand over or receive the car. Give us their details and, if needed, a signed authorization.',
      ),
      qa(
        'Can you deliver on base?',
        'Many carriers can deliver to installations, but base access rules vary. Often the driver meets you at the visitor center or just outside the gate. We confirm the arrangements in advance.',
      ),
      qa(
        'What if my orders change after I book?',
        'Let us know as soon as possible. Because you are charged only when a shipping partner is confirmed, changes before that point are simple. After confirmation we will work with the carrier to adjust the dates.',
      ),
    ],
  },

  /* ------------------------------------------------------------- student */
  {
    path: 'auto-transport-solutions/student-car-shipping',
    Title: 'Student Car Shipping',
    Subtitle: 'Get a car to campus without a three-day drive before the semester starts',
    Description:
      "Ship a student's car to college and back home again. Parents or students can book, pay and track the order online, with insured carriers and delivery to campus, apartments or nearby lots.",
    Image: 'student.svg',
    layout: 'solution',
    Content: [
      ...contents(
        [
          richText(
            p(
              'For many students, a long drive to campus means lost days and a tired arrival at move-in. Shipping the car lets them ',
              b('fly in and settle in'),
              ', while the car arrives on a carrier a few days later. Parents often book and pay, and the student meets the driver at school.',
            ),
            p(
              'Move-in weeks in late August and move-out weeks in May are busy on popular college routes, so book two to three weeks in advance. Studying abroad? See ',
              a('international car shipping', '/services/international-car-shipping'),
              '.',
            ),
          ),
        ],
        [
          title('Before the car leaves home', 'A short checklist for students and parents.', 'h3'),
          checklist(
            'Student car checklist',
            [
              "Check the car is registered and insured for use in the college's state",
              'Confirm campus parking permits and where a carrier truck can stop',
              'Remove valuables; carriers allow only a small amount of items in the trunk',
              'Leave about a quarter tank of fuel',
              "Share the student's mobile number so the driver can call ahead",
            ],
            'Complete this together before the pickup date.',
          ),
          route('Boston, MA', 'Chicago, IL', 983),
          card(
            'Parents can book, students can receive',
            'The person paying does not need to be at pickup or delivery. Anyone aged 18 or over with the order details can hand over or receive the car and sign the condition report. All updates are sent by e-mail to whoever booked.',
            'student.svg',
          ),
          qa(
            'Can a carrier deliver to a dorm?',
            'Campus roads are often too narrow for a full-size carrier, so the driver usually meets the student at a nearby parking lot. Tell us the campus address and we will plan a safe meeting point.',
          ),
          qa(
            'How much does student car shipping cost?',
            'The same as any other car on the same route. For example, most open-carrier moves around 1,000 miles typically cost about $850 to $1,200. Flexible dates help keep the price down during move-in season.',
          ),
          qa(
            'Can we book the trip home now?',
            'Yes. You can book both directions at once and confirm the exact dates closer to the end of the semester.',
          ),
        ],
      ),
    ],
  },

  /* --------------------------------------------------------- sports team */
  {
    path: 'auto-transport-solutions/sports-team-vehicle-shipping',
    Title: 'Sports Team Vehicle Shipping',
    Subtitle: "Team buses, equipment trucks and players' cars moved on the season's schedule",
    Description:
      "Vehicle shipping for professional, college and amateur sports teams: players' cars during trades and spring training, team buses, equipment vehicles and sponsor cars, handled discreetly.",
    Image: 'sports-team.svg',
    layout: 'solution',
    Content: [
      richText(
        p(
          'Sports seasons run on fixed dates: spring training, opening day, the trade deadline, the playoffs. Teams, agents and players rely on us to move vehicles ',
          b('on that schedule'),
          ', often at short notice and with discretion.',
        ),
        ul(
          "Players' and coaches' personal cars after a trade or signing",
          'Spring training moves to Florida and Arizona and back',
          'Team buses, equipment trucks and trailers',
          'Sponsor and promotional vehicles for events',
        ),
      ),
      image(
        'sports-team.svg',
        'Illustration of a team bus and an equipment truck parked outside a stadium with floodlights',
      ),
      title('Players, staff and team vehicles', 'One coordinator for every vehicle on the roster.'),
      card(
        'Players and staff',
        'High-value and personal vehicles usually travel enclosed, which typically costs 30 to 60% more than open transport. We keep owner names off public documents where possible and share details only with the people you authorize.',
        'exotic-car.svg',
      ),
      card(
        'Team buses and equipment',
        'Buses and trucks can be moved by drive-away with a licensed driver or on a lowboy. Our commercial bus team plans routes, permits and timing around travel days.',
        'commercial-bus.svg',
      ),
      route('Detroit, MI', 'Lakeland, FL', 1150),
      qa(
        "Can you move several players' cars at once?",
        'Yes. A single enclosed carrier can often take several cars from the same city, which simplifies scheduling. We send one confirmation listing every vehicle and its owner contact.',
      ),
      qa(
        'How quickly can you arrange a move after a trade?',
        'We can often arrange pickup within a few days, depending on the route and whether enclosed transport is needed. Our agents are available 24/7, including on deadline day.',
      ),
      qa(
        'Do you work with agents and team operations staff?',
        'Yes. We regularly coordinate with player agents, team travel managers and operations staff, and we can bill a team account or the player directly.',
      ),
    ],
  },

  /* ---------------------------------------------------------- relocation */
  {
    path: 'auto-transport-solutions/relocation-car-shipping',
    Title: 'Relocation Car Shipping',
    Subtitle: 'Moving home or moving for work: one less thing to drive across the country',
    Description:
      "Ship one car or the whole family's vehicles when you move home or relocate for work. Velmora times pickup and delivery around your moving truck, with insured carriers and corporate billing.",
    Image: 'relocation.svg',
    layout: 'solution',
    Content: [
      richText(
        p(
          'A long-distance move already means packing, a moving truck, new schools and new utilities. Driving two cars across the country on top of that takes days and adds thousands of miles. With Velmora, your vehicles travel ',
          b('on their own schedule'),
          ' while you fly or drive the one car you need.',
        ),
        p(
          'We also move the rest of the garage: ',
          a('motorcycles', '/services/enclosed-motorcycle-shipping'),
          ', ',
          a('boats', '/services/boat-shipping'),
          ' and ',
          a('RVs', '/services/rv-shipping'),
          '.',
        ),
      ),
      title('Planning your car around the move', 'A simple timeline that works for most households.'),
      md(
        '| When | What to do |',
        '| --- | --- |',
        '| 4 to 6 weeks before | Request quotes and decide open or enclosed transport |',
        '| 2 to 3 weeks before | Book and choose a pickup window that follows the moving truck |',
        '| 1 week before | Clean the car, remove toll tags and valuables, note existing damage |',
        '| Pickup day | Hand over the keys and sign the condition report |',
        '| Delivery day | Inspect the car, sign the delivery report and update your registration |',
        '',
        'Transit typically takes 1 to 2 days under 200 miles and up to 7 to 9 days coast to coast, after a pickup window of 1 to 5 business days.',
      ),
      route('San Francisco, CA', 'Austin, TX', 1750),
      route('New York, NY', 'Charlotte, NC', 630),
      card(
        'Relocating employees',
        'HR and relocation teams can book on behalf of employees and receive invoices directly. We keep both the company and the employee informed by e-mail at every step.',
        'relocation.svg',
      ),
      qa(
        'Can my car travel in the moving truck?',
        'Most household moving companies do not carry cars in the same truck, and those that do usually charge more than a dedicated car carrier. Shipping the car separately is typically faster and more economical.',
      ),
      qa(
        'Can you ship two or three cars together?',
        'Yes. Multiple cars on the same route often travel on one truck, which usually lowers the cost per car. List all vehicles in one quote request.',
      ),
      qa(
        'What if the new house is not ready yet?',
        'We can deliver to a relative, a workplace or a storage facility, or schedule a later delivery date. Let us know when you book.',
      ),
    ],
  },

  /* ------------------------------------------------------------ vacation */
  {
    path: 'auto-transport-solutions/vacation-car-shipping',
    Title: 'Vacation Car Shipping',
    Subtitle: 'Fly to your destination and drive your own car when you arrive',
    Description:
      'Ship your car to a vacation destination and skip weeks of rental fees. Velmora delivers to hotels, rentals and second homes across the USA, including Hawaii and Alaska, and brings it back after.',
    Image: 'vacation.svg',
    layout: 'solution',
    Content: [
      ...contents(
        [
          richText(
            p(
              'For a long summer at the lake, a month on the coast or a season at a ski house, a rental car quickly becomes expensive. Shipping your own car means ',
              b('your seats, your roof rack and your child seats'),
              ' are waiting at your destination.',
            ),
            p(
              'Heading to the islands? Read about ',
              a('Hawaii car shipping', '/services/hawaii-car-shipping'),
              ' and ',
              a('Alaska auto shipping', '/services/alaska-auto-shipping'),
              '.',
            ),
          ),
          image('vacation.svg', 'Illustration of an SUV with a roof box parked outside a beach house with palm trees'),
        ],
        [
          title('Fly there, drive when you arrive', 'Plan the round trip in one booking.'),
          route('Chicago, IL', 'Orlando, FL', 1160),
          checklist(
            'Vacation shipping checklist',
            [
              'Add the pickup window of 1 to 5 business days to the transit time',
              'Arrange someone to receive the car, or ask your hotel or property manager',
              'Check that your insurance covers the car in the destination state',
              'Book the return trip before peak season fills up',
            ],
            'Time the pickup so your car arrives before you do.',
          ),
          qa(
            'Is shipping my car cheaper than renting?',
            'For stays of several weeks it often is. A 1,000-mile open-carrier move typically costs about $850 to $1,200 each way. Compare that with the rental rates at your destination for the length of your stay.',
          ),
          qa(
            'Can you deliver to a hotel or vacation rental?',
            'Yes, as long as someone can receive the car and sign for it. Many hotels and property managers will do this for you. Let us know their contact details when you book.',
          ),
          qa(
            'Can I ship a car for a short stay?',
            'Yes, but for trips of a week or two, a rental is usually more practical. Shipping makes most sense for stays of a month or longer.',
          ),
        ],
      ),
    ],
  },
];
