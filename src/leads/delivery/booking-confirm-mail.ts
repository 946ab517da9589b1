import { WAITING_BOOKING_DAYS } from '../../orders/waiting-booking';
import { UNKNOWN_BROKER_FACTS } from './broker-facts';
import { checkedPlaceText, checkedVehicleText } from './customer-facts';
import type { LeadRecord } from './lead-record';
import {
  detail,
  headerText,
  mailAddress,
  shipDateText,
  toCustomer,
  type MailMessage,
  type MailSettings,
} from './mailer';

/**
 * "Confirm your booking": sent to the address on the quote when a booking of it was signed
 * through the link the intake's answer handed out (whoever sent the form, who may not own this
 * address). It carries nothing the visitor typed, not even the name: the request identification,
 * the route as places the lookups know, the date, the vehicles as the catalogue spells them, and a
 * button to the booking page through a link e-mailed here, where the owner reviews what was typed
 * and signs with their own name. Until then nothing is booked.
 */
export function bookingConfirmRequest(lead: LeadRecord, settings: MailSettings, madeAt: number): MailMessage {
  const subject = headerText(`Confirm your Velmora booking ${lead.requestId}`);
  const link = settings.bookingLink?.(lead.requestId, madeAt);
  if (!link) throw new Error('No booking link can be made: LEAD_LINK_SECRET is missing');
  const broker = settings.broker ?? UNKNOWN_BROKER_FACTS;
  const message = toCustomer(
    lead,
    settings,
    'booking-confirmation-request',
    subject,
    {
      preview: `Nothing is booked yet: confirm your booking ${lead.requestId} from this e-mail.`,
      greeting: 'Hello,',
      paragraphs: [
        `A booking of your shipment request ${lead.requestId} was filled in and signed on our website. Nothing is booked yet: only you can confirm it, from this e-mail.`,
        'Open your booking page, check every detail and sign with your own name to book. Nothing is charged when you book: you are charged only once a carrier is confirmed.',
      ],
      action: {
        label: 'Confirm your booking',
        href: link,
        lead: `Your booking page shows what was filled in. It waits ${WAITING_BOOKING_DAYS} days for you.`,
      },
      closing: [
        'If you did not ask for this booking, you can ignore this e-mail: nothing is booked and nothing is charged.',
      ],
      detailsTitle: 'Your request',
      details: [
        detail('Request identification', lead.requestId),
        detail('From', checkedPlaceText(lead.payload, 'origin')),
        detail('To', checkedPlaceText(lead.payload, 'destination')),
        detail('Ship date', shipDateText(lead.payload.shipDate)),
        detail('Vehicles', lead.payload.vehicles.map(checkedVehicleText)),
      ],
      signOff: broker.siteName,
      broker,
    },
    `${lead.requestId}.confirm-booking-${Math.floor(madeAt / 1000)}`,
  );
  // Addressed to the mailbox alone: the name on the quote is what the visitor typed.
  return { ...message, to: mailAddress('', lead.email), part: String(Math.floor(madeAt / 1000)) };
}
