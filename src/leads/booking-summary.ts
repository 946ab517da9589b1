import { timingSafeEqual } from 'crypto';
import type { LeadPayload } from '../quote/lead-payload';
import { signBookingRef } from './intake';
import type { Database } from './store/database';

/** What the booking page shows: enough to recognise the order, no e-mail or phone. */
export interface BookingSummary {
  requestId: string;
  number: number;
  receivedAt: string;
  firstName: string;
  from: string;
  to: string;
  shipDate: string;
  transportType: string;
  vehicles: string[];
}

export const bookingSignatureValid = (ref: string, sig: string, secret: string): boolean => {
  const expected = Buffer.from(signBookingRef(ref, secret));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

const place = (city: string, state: string, postal: string, country: string) =>
  [city, state, postal].filter(Boolean).join(', ') +
  (country && !['US', 'USA'].includes(country.toUpperCase()) ? ` (${country})` : '');

export async function findBookingSummary(db: Database, ref: string): Promise<BookingSummary | null> {
  const row = await db.get(
    "SELECT id, public_id, created_at, payload FROM leads WHERE public_id = ? AND kind = 'booking' AND status = 'received'",
    [ref],
  );
  if (!row) return null;
  const payload = JSON.parse(String(row.payload)) as LeadPayload;
  return {
    requestId: String(row.public_id),
    number: Number(row.id),
    receivedAt: new Date(Number(row.created_at)).toISOString(),
    firstName: payload.firstName,
    from: place(payload.originCity, payload.originState, payload.originPostalCode, payload.originCountry),
    to: place(
      payload.destinationCity,
      payload.destinationState,
      payload.destinationPostalCode,
      payload.destinationCountry,
    ),
    shipDate: payload.shipDate,
    transportType: payload.transportType,
    vehicles: payload.vehicles.map((vehicle) => `${vehicle.year} ${vehicle.make} ${vehicle.model}`),
  };
}
