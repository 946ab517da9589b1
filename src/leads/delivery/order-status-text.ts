import { STATUS_LABELS, type OrderEvent } from '../../orders/order';

/**
 * What a status event tells the customer, in the e-mail and the text message alike. The carrier's
 * name, MC number and pickup estimate come from the broker's dispatch system over the signed
 * webhook (/api/orderStatus), so they are facts the broker vouches for, not a visitor's words.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "Thursday, October 16, 2025" for a YYYY-MM-DD date ("Oct 16" when `short`); any other text as sent. */
export function estimateDateText(value: string, short = false): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(
    'en-US',
    short
      ? { timeZone: 'UTC', month: 'short', day: 'numeric' }
      : { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  );
}

/**
 * "A carrier is assigned: Reliable Auto Haulers, MC 1163054, pickup expected Thursday, October 16,
 * 2025", "Your vehicle was picked up", ..., "Your order was cancelled". `short` writes the date as
 * "Oct 16", for a text message.
 */
export function statusSentence(event: OrderEvent, vehicleCount: number, short = false): string {
  const plural = vehicleCount > 1;
  switch (event.status) {
    case 'carrier_assigned': {
      const { carrier } = event;
      if (!carrier) return 'A carrier is assigned';
      const pickup = carrier.pickupEstimate
        ? `, pickup expected ${estimateDateText(carrier.pickupEstimate, short)}`
        : '';
      return `A carrier is assigned: ${carrier.name}, MC ${carrier.mcNumber}${pickup}`;
    }
    case 'picked_up':
      return plural ? 'Your vehicles were picked up' : 'Your vehicle was picked up';
    case 'in_transit':
      return plural ? 'Your vehicles are on their way' : 'Your vehicle is on its way';
    case 'delivered':
      return plural ? 'Delivered: your vehicles have arrived' : 'Delivered: your vehicle has arrived';
    case 'cancelled':
      return 'Cancelled: your order was cancelled';
  }
  // A status a newer dispatch integration stored that this build does not know.
  return `Your order was updated: ${STATUS_LABELS[event.status] ?? String(event.status)}`;
}

/** What comes next after each status, for the e-mail. */
export function statusNextStep(event: OrderEvent): string {
  switch (event.status) {
    case 'carrier_assigned':
      return 'The carrier calls you before pickup. Now that a carrier is confirmed, your agent arranges the payment with you, online or by phone. You can look the carrier up by its MC number on the FMCSA’s website.';
    case 'picked_up':
      return 'The carrier is taking it to the delivery address. We write again when it is on its way and when it is delivered.';
    case 'in_transit':
      return 'We write again when it is delivered.';
    case 'delivered':
      return 'Thank you for shipping with Velmora. If anything is not right, simply reply to this e-mail.';
    case 'cancelled':
      return 'If you did not ask for this, reply to this e-mail or call us and an agent will look into it at once.';
  }
  return '';
}
