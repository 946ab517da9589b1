/**
 * Legal pages: the privacy policy and the terms of service. Written in plain English; editors
 * should have counsel review them before relying on them.
 */
import type { SeedPage } from '../types';
import { a, b, h, i, ol, p, quote, richText, ul } from '../rich-text';
import { checklist, contents, item, md, title } from '../blocks';

const privacyPolicy: SeedPage = {
  path: 'privacy-policy',
  Title: 'Privacy Policy',
  Subtitle: 'Last updated: November 27, 2026',
  Description:
    'How Velmora Auto Transport collects, uses and protects the information you share when you request a quote or book a vehicle shipment — and the choices you have.',
  layout: 'legal',
  Content: [
    richText(
      p(
        'This policy explains what information Velmora Auto Transport (',
        b('“Velmora”, “we”, “us”'),
        ') collects when you visit our website, request a quote or book a shipment, why we collect it, who we share it with and how you can control it. We have tried to write it so that it can be read in a few minutes.',
      ),
      p(
        'The short version: we collect what we need to quote and move your vehicle, we share it only with the carrier assigned to your order, and ',
        b('we never sell your personal information'),
        '.',
      ),
    ),
    ...contents(
      [],
      [
        title('Who we are', 'The company responsible for your information'),
        richText(
          p(
            'Velmora Auto Transport is a vehicle shipping broker based at 400 Harbor Point Blvd, Suite 210, Baltimore, MD 21230, USA. We arrange transport for cars, motorcycles, classics, heavy equipment, boats and RVs with independent licensed carriers. For the purposes of privacy law, Velmora is the business that decides how the information described here is used.',
          ),
        ),
      ],

      [
        title('Information we collect', 'What a quote request and a booking ask for'),
        richText(
          p('When you fill in the quote form on our site or call an agent, we collect:'),
          ul(
            [b('Contact details'), ' — your name, e-mail address and phone number.'],
            [
              b('Route details'),
              ' — the pickup and delivery locations (city and ZIP code, or port and country for international shipments) and your preferred dates.',
            ],
            [
              b('Vehicle details'),
              ' — year, make, model, whether each vehicle runs, and any modifications that affect size or loading.',
            ],
            [
              b('Advertising tracking identifiers'),
              ' — if you reached us through an online ad, the click identifiers and campaign tags attached to that link (for example ',
              i('gclid'),
              ' or ',
              i('utm_source'),
              ').',
            ],
          ),
          p(
            'When you book, we also collect the exact pickup and delivery addresses, the names and phone numbers of the people releasing and receiving the vehicle and, for international shipments, copies of the title, identification and export documents that customs authorities require. Card payments are processed by our payment provider; we do not store full card numbers.',
          ),
          p(
            'Like most websites, our servers also log technical information such as your IP address, browser type and the pages you visit. We use it to keep the site secure and working.',
          ),
        ),
      ],

      [
        title('How we use your information', 'Only for quoting, shipping and improving our service'),
        md(
          '| Purpose | Information used | Why we may use it |',
          '| --- | --- | --- |',
          '| Preparing your quote | Route, vehicle, contact details | You asked us for a price |',
          '| Booking and dispatching a carrier | Addresses, contact people, vehicle details | To perform our agreement with you |',
          '| A call back about your quote | Contact details | You asked us for a price |',
          '| Order confirmations and status updates | E-mail, phone; text messages only if you asked for them | To perform our agreement with you; your consent for text messages |',
          '| Customs and export filings | Title, ID, export documents | Legal obligation |',
          '| Measuring which ads bring customers | Advertising tracking identifiers | Our legitimate interest in spending our ad budget sensibly |',
          '| Fraud prevention and site security | Technical logs, payment verification results | Legitimate interest and legal obligation |',
          '',
          'We will only send you marketing e-mails if you have agreed to receive them, and every message includes a one-click unsubscribe link.',
        ),
      ],

      [
        title('Phone calls and text messages', 'Who calls you, and texts only if you ask'),
        richText(
          p(
            'The phone number you give on the quote form is used by a Velmora agent to call you about that quote. ',
            b('We never sell your number or pass it to other brokers'),
            ', and it is not shared with any carrier until you book.',
          ),
          p(
            'Text messages are optional. If you tick “Text me shipment updates” on the quote form, Velmora Auto Transport sends automated text messages about your quote and your shipment (pickup, transit and delivery updates) to the number you gave. Message frequency varies. Message and data rates may apply. Reply STOP to opt out at any time, or HELP for help. Agreeing is not a condition of purchase: leave the box unticked and we will still quote and ship your vehicle.',
          ),
          p(
            'We keep a record of your answer, when you gave it and the wording you were shown. We do not share your mobile number or your consent to text messages with anyone for their own marketing.',
          ),
        ),
      ],

      [
        title('Who receives your information', 'Velmora and the carrier assigned to your order — nobody else'),
        richText(
          p(
            'Your quote request is seen by Velmora staff only. Once you book, we share the details needed to move the vehicle — names, phone numbers, addresses and vehicle description — with ',
            b('the single carrier assigned to your order'),
            '. For international shipments that includes the ocean or air carrier and the licensed customs broker or freight forwarder handling the export and import.',
          ),
          p(
            'We do not post your phone number or e-mail on public load boards or pass them to other brokers, and ',
            b('we do not sell or rent your personal information'),
            ' to anyone. We use a small number of service providers — for hosting, e-mail delivery, telephone systems and card payments — who process information only on our instructions. We may disclose information if the law requires it, for example in response to a valid court order.',
          ),
        ),
      ],

      [
        title('Cookies and advertising links', 'What the tracking tags on our ads do'),
        richText(
          p(
            'If you click one of our ads, the link carries a tracking identifier. When you submit a quote request we store that identifier with the request so that we can tell the ad platform, in aggregated form, that the ad led to an enquiry. This lets us stop paying for ads that do not help anyone.',
          ),
          p(
            'Our site uses essential cookies to remember the details you have typed into the quote form and, if you consent where the law requires it, analytics cookies to understand how visitors use the site. You can block or delete cookies in your browser settings; the quote form will still work.',
          ),
        ),
      ],

      [
        title('How long we keep your information', 'Retention periods'),
        md(
          '| Record | How long we keep it |',
          '| --- | --- |',
          '| Quote requests that did not become orders | 24 months, then deleted |',
          '| Orders, invoices and shipping documents | 7 years, to meet tax and accounting rules |',
          '| Damage claims | 7 years after the claim is closed |',
          '| Call recordings (if a call was recorded) | 12 months |',
          '| Technical logs | 90 days |',
        ),
      ],

      [
        title('Your rights and choices', 'Access, correction, deletion and opting out'),
        richText(
          p('Depending on where you live, you may have the right to:'),
          ol(
            'ask for a copy of the personal information we hold about you;',
            'ask us to correct information that is wrong or incomplete;',
            'ask us to delete your information, unless we must keep it for legal reasons or an open order;',
            'object to our use of advertising identifiers or withdraw consent to marketing at any time;',
            'complain to your local data protection authority.',
          ),
          p(
            'We do not sell personal information, so there is nothing to opt out of on that front, but we honor ',
            i('Global Privacy Control'),
            ' browser signals as a request to limit advertising measurement. We will answer any request within 30 days and will never charge you for it or treat you differently for making it.',
          ),
        ),
      ],

      [
        title('How we protect your information', 'Security'),
        checklist(
          'Safeguards we use',
          [
            'Encrypted connections (HTTPS) across the whole website',
            'Access to order records limited to staff who need it for their work',
            'Carriers receive only the details needed for the shipment they are assigned',
            'Payment card data handled by a PCI DSS compliant provider',
            'Regular review of who has access to which systems',
          ],
          'No system is perfectly secure, but we take reasonable technical and organizational steps to protect your information.',
        ),
        title('Children and changes to this policy', undefined, 'h4'),
        richText(
          p(
            'Our services are not directed at children under 16 and we do not knowingly collect their information. If we change this policy in a way that matters, we will update the date at the top of the page and, for open orders, let you know by e-mail.',
          ),
        ),
      ],

      [
        title('Contact us about privacy', 'We answer every request'),
        item('E-mail: quotes@velmora-transport.example', 'Link', 'Put “Privacy request” in the subject line.'),
        item('Phone: (800) 555-0187', 'Person', 'Our support line is staffed 24/7.'),
        item(
          'Post: 400 Harbor Point Blvd, Suite 210, Baltimore, MD 21230',
          'Arrow',
          'Address letters to the Privacy Lead.',
        ),
        richText(
          p(
            'See also our ',
            a('Terms of Service', '/velmora-terms'),
            ', which govern bookings made through this website.',
          ),
        ),
      ],
    ),
  ],
};

const terms: SeedPage = {
  path: 'velmora-terms',
  Title: 'Terms of Service',
  Subtitle: 'Effective January 15, 2026',
  Description:
    'The terms that apply when you request a quote or book vehicle transport through Velmora Auto Transport: our role as a broker, quotes, payment, pickup windows, cancellation, insurance and claims.',
  layout: 'legal',
  Content: [
    richText(
      p(
        'These terms form the agreement between you and Velmora Auto Transport (',
        b('“Velmora”'),
        ') when you request a quote or book a shipment through our website, by phone or by e-mail. When you approve an order electronically you confirm that you have read and accept them. Please read them carefully; if something is unclear, call us before you book.',
      ),
      quote(
        'In plain terms: we find and book a qualified carrier for your vehicle, you pay only once a carrier is confirmed, and the carrier’s insurance covers damage that happens in transit.',
      ),
    ),
    ...contents(
      [],
      [
        title('Our role as a broker', 'We arrange transport; licensed carriers perform it', 'h2'),
        richText(
          p(
            'Velmora is a transportation ',
            b('broker'),
            '. We do not own trucks or ships. We match your shipment with an independent motor carrier that holds active operating authority from the Federal Motor Carrier Safety Administration and carries cargo insurance, or, for overseas shipments, with ocean and air carriers and licensed freight forwarders. The carrier that physically moves your vehicle is responsible for it while it is in their care.',
          ),
          p(
            'We remain your point of contact throughout: we confirm the carrier’s details to you, relay updates and help with any problem that arises.',
          ),
        ),
      ],

      [
        title('Quotes are estimates', 'A price range, not a fixed price'),
        richText(
          p(
            'Every quote is an estimate based on the information you give us and on current market rates for your route. Vehicle transport prices move with fuel costs, season and the number of trucks on a route, so the final price can differ from the first estimate. Typical ranges on our site, such as open-carrier rates per mile, are guides only.',
          ),
          p(
            'The price of a confirmed order may change only if the details you gave us turn out to be inaccurate, for example:',
          ),
          ul(
            'the vehicle does not run, or is larger, lifted, lowered or modified in a way not disclosed;',
            'the pickup or delivery location differs from the one booked;',
            'the vehicle is not available during the agreed pickup window and a second trip is needed.',
          ),
          p('If any of these apply, we will tell you the adjusted price before the carrier loads the vehicle.'),
        ),
      ],

      [
        title('Booking and confirmation', 'Orders are agreed electronically and confirmed by e-mail'),
        richText(
          h(3, 'How an order comes together'),
          ol(
            'You request a quote and review the estimate.',
            'You add pickup and delivery details and choose a pickup window.',
            'You approve the order electronically. This is a request for us to find a carrier, not yet a charge.',
            'When a carrier accepts the shipment, we send you a confirmation e-mail with the carrier’s name, the agreed price and the pickup window.',
          ),
          p(
            'You must be the vehicle’s owner or be authorised by the owner to ship it, and the information you give us must be accurate.',
          ),
        ),
      ],

      [
        title('Payment', 'You are charged only when a shipping partner is confirmed'),
        richText(
          p(
            'We accept all major credit and debit cards, online or by phone. ',
            b('No charge is made until a carrier has been confirmed for your order.'),
            ' Depending on the service, the confirmed price is either charged in full at that point, or split into a booking fee charged at confirmation and a balance paid to the driver at delivery by the method stated in your confirmation e-mail.',
          ),
          p(
            'International shipments may also involve charges payable at destination — duties, taxes, port and customs broker fees — that are set by third parties. We identify them in your quote wherever we can, but they are your responsibility.',
          ),
        ),
      ],

      [
        title('Pickup and delivery windows', 'Windows, not appointments'),
        richText(
          p(
            'Carriers run multi-stop routes, so pickup is scheduled within a ',
            b('window of 1–5 business days'),
            ' starting on the first available date you select. The driver will call ahead, usually 12–24 hours before arrival. Transit times we quote are estimates; weather, road closures, hours-of-service rules and mechanical issues can cause delays, and neither Velmora nor the carrier can guarantee a specific delivery date unless a guaranteed-date service is expressly confirmed in writing.',
          ),
          p(
            'Someone aged 18 or over must be present at pickup and delivery to hand over or receive the keys and sign the bill of lading. If nobody is available, the carrier may store the vehicle at a secure terminal at your cost.',
          ),
        ),
      ],

      [
        title('Cancellations and changes', 'What happens if your plans change'),
        md(
          '| When you cancel | What you pay |',
          '| --- | --- |',
          '| Before a carrier is confirmed | Nothing |',
          '| After a carrier is confirmed, before dispatch | Any booking fee already charged is refundable if you cancel within 24 hours of confirmation; after that it is retained |',
          '| After the driver has been dispatched to pickup | The booking fee plus any dry-run fee the carrier charges for the wasted trip |',
          '| International shipment after space is booked on a vessel or flight | Cancellation charges imposed by the ocean or air carrier, passed on at cost |',
          '',
          'To cancel or change an order, call (800) 555-0187 or e-mail quotes@velmora-transport.example. Changes to dates or addresses are free while no carrier is assigned.',
        ),
      ],

      [
        title('Preparing your vehicle and prohibited items', 'Hand over a vehicle that is ready to load'),
        checklist(
          'Your responsibilities at pickup',
          [
            'Fuel tank no more than about a quarter full',
            'No personal items in the vehicle, except standard equipment such as a spare tire and jack',
            'Toll tags and parking passes removed or deactivated',
            'Alarm disabled, or instructions given to the driver',
            'Any leaks, mechanical faults or non-running condition disclosed in advance',
          ],
          'Carriers are not licensed to carry household goods, and their insurance does not cover personal belongings left in the vehicle.',
        ),
        title('Prohibited items', 'Never leave these in a vehicle you ship', 'h4'),
        richText(
          p(
            b('Prohibited items: '),
            'firearms and ammunition, explosives, fireworks, compressed gas cylinders, flammable liquids (other than fuel in the tank), illegal drugs, hazardous materials and anything whose carriage is restricted by law. Vehicles containing prohibited items may be refused or unloaded at your cost, and you are responsible for any fines that result.',
          ),
        ),
      ],

      [
        title('Insurance and damage claims', 'Inspection, bill of lading and claims'),
        richText(
          p(
            'Every carrier we book must hold cargo insurance, and that insurance is ',
            b('included in every quote'),
            ' at no extra cost. At pickup, the driver and you inspect the vehicle together and record its condition on the bill of lading. At delivery, inspect the vehicle again ',
            i('before'),
            ' signing.',
          ),
          ol(
            'Note any new damage on the bill of lading at delivery and photograph it.',
            'Tell us within 24 hours by phone or e-mail.',
            'We open the claim with the carrier and send you the insurer’s claim form.',
            'Submit the form with photos and a repair estimate; we follow up with the carrier until the claim is resolved.',
          ),
          p(
            'Damage not noted on the bill of lading at delivery is very hard to prove and may be declined. Carrier insurance does not cover normal road dirt, pre-existing damage, mechanical failure, or damage caused by loose or undisclosed items. See our ',
            a('guide to car shipping insurance', '/shipping-guide/car-shipping-insurance'),
            ' for details.',
          ),
        ),
      ],

      [
        title('Limitation of liability', 'What Velmora is responsible for'),
        richText(
          p(
            'As a broker, Velmora is responsible for arranging transport with care — choosing a carrier that holds the required authority and insurance, passing on accurate information and handling your order professionally. Loss of or damage to the vehicle in transit is the responsibility of the carrier and its insurer.',
          ),
          p(
            'To the extent the law allows, Velmora is not liable for indirect or consequential losses such as rental car costs, lost earnings or travel changes caused by delays, and our total liability to you for any order is limited to the amount you paid Velmora for that order. Nothing in these terms limits rights you have under laws that cannot be excluded.',
          ),
        ),
      ],

      [
        title('International shipments', 'Extra terms for overseas shipments'),
        richText(
          p(
            'For exports, you must provide the original title (free of liens, or with a lienholder’s written permission) and the identification and documents required by U.S. Customs and Border Protection and by the destination country. Vehicles must usually be delivered to the export terminal several days before the vessel sails. Ocean freight is subject to the carrier’s own bill of lading, and sailing dates can change at the shipping line’s discretion.',
          ),
          p(
            'You are responsible for making sure the vehicle may legally be imported at destination. Learn more on our ',
            a('international shipping page', '/international'),
            '.',
          ),
        ),
      ],

      [
        title('Governing law and disputes', 'Maryland law applies'),
        richText(
          p(
            'These terms are governed by the laws of the State of Maryland and applicable U.S. federal law, including the federal rules that apply to interstate transportation. If a dispute arises, please contact us first — most problems are solved with a phone call. If it cannot be resolved informally, the state and federal courts located in Baltimore, Maryland will have jurisdiction, unless the law of your home state gives you the right to bring a claim there.',
          ),
          p(
            'We may update these terms from time to time; the version in force when you approved your order applies to that order. Questions? Call (800) 555-0142, e-mail quotes@velmora-transport.example, or read how we handle your data in our ',
            a('Privacy Policy', '/privacy-policy'),
            '.',
          ),
        ),
      ],
    ),
  ],
};

export const legalPages: SeedPage[] = [privacyPolicy, terms];
