import { createHash } from 'crypto';
import type { Queryable } from '../../leads/store/database';
import type { OrderDetails, OrderTerms } from '../order';

/** A booking as a customer really fills it in: a house in Beverly Hills to an apartment block in New York. */
export const sampleOrderDetails = (overrides: Partial<OrderDetails> = {}): OrderDetails => ({
  pickup: { street: '1200 N Crescent Dr', contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' },
  delivery: { street: '350 W 31st St, Apt 12B', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
  pickupWindow: 'flexible',
  transportType: 'Open',
  price: [1320, 1620],
  priceLabel: 'Open carrier',
  ...overrides,
});

const termsOf = (version: string, title: string, body: string): OrderTerms => ({
  version,
  title,
  body,
  hash: createHash('sha256').update(`${version}\n${title}\n${body}`).digest('hex'),
});

/** Terms short enough to read in a test, hashed as the booking hashes them. */
export const sampleTerms = termsOf(
  'test-1',
  'Vehicle transport order terms',
  'You are charged only once a carrier is confirmed.\n\nYou may cancel free of charge before a carrier is assigned.',
);

/**
 * Writes an orders row for a stored lead the way a booking does, for tests of what happens after
 * it (status events, requests, deliveries) that need no booking page. Returns orders.id.
 */
export async function insertTestOrder(
  db: Queryable,
  leadId: number,
  { now = Date.now(), details = sampleOrderDetails(), signerName = 'Maria Lopez', quoteVersion = 1 } = {},
): Promise<number> {
  const row = await db.get(
    `INSERT INTO orders (lead_id, status, status_at, created_at, quote_version, terms_version, terms_hash, terms_title,
       terms_body, signer_name, signer_ip, signer_user_agent, details, request_hash)
     VALUES (?, 'booked', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      leadId,
      now,
      now,
      quoteVersion,
      sampleTerms.version,
      sampleTerms.hash,
      sampleTerms.title,
      sampleTerms.body,
      signerName,
      '203.0.113.7',
      'Mozilla/5.0 (test)',
      JSON.stringify(details),
      `test-${leadId}`,
    ],
  );
  return Number(row?.id);
}
