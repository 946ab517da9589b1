/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { estimateQuote } from '../pricing/quote-estimate';
import { DEFAULT_RATE_TABLE } from '../pricing/rate-table';
import { withTempDir } from '../testing/temp-dirs';
import { sampleBrokerFacts } from './delivery/testing/sample-lead';
import { deliverDue } from './delivery/relay';
import { createTransports } from './delivery/transports';
import { issueFormToken } from './form-token';
import { submitQuote } from './intake';
import type { Database } from './store/database';
import { camryAndPickup, seaRayOnTrailer, validLead } from './testing/fixtures';
import { testEngine, withTestDatabase } from './testing/test-database';

let db: Database;
let varDir: string;
withTestDatabase((opened) => (db = opened));
withTempDir('category-delivery-', (made) => (varDir = made));

/** An .eml file's text, its quoted-printable soft breaks and escaped bytes decoded as UTF-8. */
const emlText = (file: string) =>
  Buffer.from(
    fs
      .readFileSync(file, 'latin1')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe(`a boat from the quote to the broker, on ${testEngine()}`, () => {
  it('is stored, sent to the CRM and e-mailed to both with its category and facts', async () => {
    const answer = await submitQuote(
      db,
      {
        kind: 'lead',
        clientIp: '10.27.0.1',
        body: {
          ...validLead({ vehicles: [seaRayOnTrailer, camryAndPickup[0]!] }),
          formToken: issueFormToken('link-secret', Date.now() - 40_000),
        },
      },
      {
        rateLimitSalt: 'salt',
        linkSecret: 'link-secret',
        siteUrl: 'https://www.velmora.test',
        estimate: (request) => estimateQuote(request, DEFAULT_RATE_TABLE),
      },
    );
    expect(answer.status).toBe(201);
    const requestId = (answer.body.data as { lead: { id: string } }).lead.id;

    // The stored lead, and the request its estimate was priced from.
    const stored = await db.get('SELECT l.payload, e.request FROM leads l JOIN lead_estimates e ON e.lead_id = l.id');
    expect(JSON.parse(String(stored?.payload)).vehicles).toEqual([seaRayOnTrailer, camryAndPickup[0]]);
    expect(JSON.parse(String(stored?.request)).vehicles).toEqual([
      { type: 'Car', inop: 0, category: 'boat', facts: seaRayOnTrailer.facts },
      { type: 'Car', inop: 0 },
    ]);

    const env = { SITE_URL: 'https://www.velmora.test', LEAD_LINK_SECRET: 'link-secret' };
    const { transports } = createTransports(env, varDir, false, async () => sampleBrokerFacts);
    expect((await deliverDue(db, transports)).delivered).toBe(3);

    // The CRM's record (a file without CRM_WEBHOOK_URL: the same body the webhook signs).
    const [crmFile] = fs.readdirSync(path.join(varDir, 'crm'));
    const crm = JSON.parse(fs.readFileSync(path.join(varDir, 'crm', String(crmFile)), 'utf8'));
    expect(crm.requestId).toBe(requestId);
    expect(crm.vehicles).toEqual([seaRayOnTrailer, camryAndPickup[0]]);

    const mail = (purpose: string) => {
      const file = fs.readdirSync(path.join(varDir, 'mail')).find((name) => name.includes(purpose));
      return emlText(path.join(varDir, 'mail', String(file)));
    };
    const facts = 'Length: 32 ft, Beam: 10.5 ft, Height as it travels: 12.5 ft, On its own trailer: Yes';
    // The broker reads the make and model as typed; the customer only what the site checked (a builder of its list).
    expect(mail('broker-notification')).toContain(`2018 Sea Ray Sundancer 320 (Boat) – ${facts}`);
    expect(mail('broker-notification')).toContain('2012 Toyota Camry (Car)');
    expect(mail('customer-confirmation')).toContain(`2018 Sea Ray (Boat) – ${facts}`);
    expect(mail('customer-confirmation')).not.toContain('Sundancer');
  });
});
