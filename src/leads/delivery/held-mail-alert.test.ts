/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { withTempDir } from '../../testing/temp-dirs';
import { ALERT_GATHER_MS, HELD_MAIL_ALERT_CHANNEL_PREFIX } from '../customer-mail-cap';
import { issueFormToken } from '../form-token';
import { submitQuote, type IntakeOptions } from '../intake';
import type { Database } from '../store/database';
import { validLead } from '../testing/fixtures';
import { testEngine, withTestDatabase } from '../testing/test-database';
import { RELEASE_HELD_COMMAND } from './held-mail-alert';
import { deliverDue, releaseHeldConfirmations } from './relay';
import { decoded, header } from './testing/read-eml';
import { sampleBrokerFacts } from './testing/sample-lead';
import { createTransports } from './transports';

let db: Database;
let varDir: string;
withTestDatabase((opened) => (db = opened));
withTempDir('held-alert-', (made) => (varDir = made));

const NOW = Date.UTC(2026, 10, 25, 14, 5);
const options: IntakeOptions = {
  rateLimitSalt: 'salt',
  linkSecret: 'link-secret',
  siteUrl: 'https://www.velmora.test',
};
const env = {
  SITE_URL: 'https://www.velmora.test',
  LEAD_LINK_SECRET: 'link-secret',
  BROKER_EMAIL: 'Sales <sales@velmora-transport.example>',
};

const quote = (email: string, clientIp: string, formToken: string | undefined, now = NOW) =>
  submitQuote(db, { kind: 'lead', body: validLead({ email, formToken }), clientIp }, { ...options, now });

describe(`the broker's alert of held e-mails, on ${testEngine()}`, () => {
  it('tells the broker how many were held and why, once, and how to release them; release-held sends them', async () => {
    // One warm-up's token replayed for twelve quotes from six addresses, two each.
    const token = issueFormToken('link-secret', NOW - 30_000);
    for (let i = 0; i < 12; i += 1) await quote(`victim.${i}@example.net`, `10.60.${i >> 1}.9`, token, NOW + i);
    // A real customer meanwhile: a token of their own, another address.
    const customer = await quote(
      'maria.lopez@example.com',
      '198.51.100.44',
      issueFormToken('link-secret', NOW - 60_000),
      NOW + 20,
    );
    expect((customer.body.data as { confirmation: unknown }).confirmation).toEqual({ emailed: true });

    const alerts = await db.all('SELECT status, next_attempt_at FROM outbox WHERE channel LIKE ?', [
      `${HELD_MAIL_ALERT_CHANNEL_PREFIX}%`,
    ]);
    expect(alerts).toHaveLength(1);
    const { transports } = createTransports(env, varDir, false, async () => sampleBrokerFacts);
    // Not before its minute of gathering is up; then with everything else.
    await deliverDue(db, transports, { now: NOW + 30_000 });
    expect(fs.readdirSync(path.join(varDir, 'mail')).filter((file) => file.includes('held-mail-alert'))).toEqual([]);
    await deliverDue(db, transports, { now: NOW + ALERT_GATHER_MS + 10_000 });
    const files = fs.readdirSync(path.join(varDir, 'mail'));
    const [alertFile] = files.filter((file) => file.includes('held-mail-alert'));
    const raw = fs.readFileSync(path.join(varDir, 'mail', alertFile!), 'utf8');
    expect(header(raw, 'to')).toEqual(['Sales <sales@velmora-transport.example>']);
    expect(header(raw, 'subject')).toEqual(['Customer e-mails held: 11 in the last hour']);
    const text = decoded(raw);
    expect(text).toContain('it held 11 e-mails to customers instead of sending them, and sent 2:');
    expect(text).toContain('11 for quote requests that reused a form token another request had already used');
    expect(text).toContain(RELEASE_HELD_COMMAND);
    expect(text).toContain('This alert is sent at most once an hour.');
    // The customer's confirmation went; the flood's e-mails wait.
    const sentTo = files.filter((file) => file.includes('customer-confirmation'));
    expect(sentTo).toHaveLength(2);
    expect(
      files.some((file) => file.startsWith(String((customer.body.data as { lead: { id: string } }).lead.id))),
    ).toBe(true);

    expect(await releaseHeldConfirmations(db, NOW + ALERT_GATHER_MS + 15_000)).toBe(11);
    const pass = await deliverDue(db, transports, { now: NOW + ALERT_GATHER_MS + 20_000 });
    expect(pass.delivered).toBe(11);
  });
});
