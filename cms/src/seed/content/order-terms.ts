/**
 * The Order terms entry a new CMS starts with: the site's built-in terms
 * (src/orders/default-terms.ts), word for word, so a booking signs the same text whether or not an
 * editor has touched the entry yet (__tests__/seed-content.test.ts keeps the two equal). An editor
 * changes the text and gives it a new version; signed orders keep the version they signed.
 */
const paragraphs = [
  '1. Who we are. Velmora Auto Transport ("Velmora", "we") is a property broker registered with the Federal Motor Carrier Safety Administration (FMCSA). We arrange the transport of your vehicle with an independent, licensed and insured motor carrier ("the carrier"); we do not carry vehicles ourselves. "You" are the person who signs this order, as the owner of the vehicle or with the owner\'s permission to ship it.',
  '2. This order. By signing you ask us to arrange the shipment described on the booking page: the vehicles, the pickup and delivery addresses and contacts, the ship date, the pickup window, open or enclosed transport, and the estimate you accepted. The price shown is an estimate range for that shipment, not a fixed price; your agent confirms the price with you before a carrier is assigned, and you may cancel free of charge if you do not agree to it.',
  "3. Nothing is charged now. Booking costs nothing. You are charged only once a carrier is confirmed for your shipment, and we tell you the carrier's name and MC number when it is. Any part of the price that is paid to the carrier on delivery is named in your confirmation before you are charged.",
  "4. The pickup window. The pickup window is the number of business days after your ship date within which we aim to have your vehicle picked up. It is a window, not a promise of a day or an hour: weather, road conditions and the carrier's route can move it. The carrier or your agent calls the pickup contact ahead of the pickup. Delivery dates are estimates too.",
  '5. Addresses and contacts. The carrier comes to the street addresses you give, or as near to them as a truck can safely and lawfully reach; if a street is too narrow or restricted, the carrier meets your contact at a nearby safe place. Someone aged 18 or over must hand over the vehicle and receive it, with its keys.',
  "6. Your vehicle. Hand the vehicle over with no more than a quarter tank of fuel, its alarm turned off, and no loose personal items inside: they are not covered by the carrier's insurance. Tell us beforehand if it does not run or has been modified (lowered, lifted, oversized); a vehicle that differs from the order may cost more to carry or be refused by the carrier.",
  '7. The condition report. At pickup the driver inspects the vehicle with your contact and records its condition on the bill of lading; both sign it. At delivery, inspect the vehicle with the driver before signing: any damage must be noted on the bill of lading at delivery, or a claim may not be accepted.',
  "8. Insurance. The carrier's cargo insurance covers your vehicle while it is in the carrier's care, up to that policy's limits and subject to its terms. A claim for damage in transit is made against the carrier's insurance, and we help you make it. Your own auto insurance may apply as well.",
  '9. Changing or cancelling. A change or a cancellation after booking is a request to an agent, made from your order page, by e-mail or by phone: nothing changes until an agent confirms it with you. You may cancel free of charge at any time before a carrier is assigned. Once a carrier is assigned, a cancellation or a change of dates or addresses may cost what the carrier charges for it, and your agent tells you the amount before you decide.',
  "10. Electronic signature. You agree to sign this order and to receive its records and notices electronically, under the Electronic Signatures in Global and National Commerce Act (ESIGN) and the state laws that adopt the Uniform Electronic Transactions Act. Typing your full name and ticking the box is your signature, as binding as one on paper. We keep a record of the name you typed, the time, your internet address and browser, these terms' version and a fingerprint of their text, and e-mail you a copy of the signed order. You may ask for a paper copy at no charge, or withdraw your consent to electronic records, by writing to us or calling us; withdrawing it does not undo a signature already given.",
  '11. Questions. Your agent is available 24/7 by phone and e-mail. Please quote your request identification.',
];

export const orderTerms = {
  version: '2026-11',
  title: 'Vehicle transport order terms',
  body: paragraphs.join('\n\n'),
};
