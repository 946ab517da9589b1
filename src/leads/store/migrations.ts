import type { Database } from './database';

type Dialect = Database['dialect'];

interface Migration {
  version: number;
  name: string;
  statements: (dialect: Dialect) => string[];
}

const serial = (dialect: Dialect) =>
  dialect === 'sqlite' ? 'INTEGER PRIMARY KEY AUTOINCREMENT' : 'BIGSERIAL PRIMARY KEY';
/** Times are epoch milliseconds in both engines, so the intake's SQL is the same for both. */
const bigint = (dialect: Dialect) => (dialect === 'sqlite' ? 'INTEGER' : 'BIGINT');

/** Versioned, append-only: never edit a migration that has shipped; add the next one. */
export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'leads, idempotency keys, outbox, rate events',
    statements: (d) => [
      `CREATE TABLE leads (
        id ${serial(d)},
        public_id TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at ${bigint(d)} NOT NULL,
        first_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        source TEXT,
        marketing_id TEXT,
        fbclid TEXT,
        payload TEXT NOT NULL
      )`,
      `CREATE INDEX leads_created_at ON leads (created_at)`,
      `CREATE TABLE idempotency_keys (
        key TEXT PRIMARY KEY,
        request_hash TEXT NOT NULL,
        lead_id ${bigint(d)} NOT NULL REFERENCES leads (id),
        response TEXT NOT NULL,
        created_at ${bigint(d)} NOT NULL
      )`,
      `CREATE TABLE outbox (
        id ${serial(d)},
        lead_id ${bigint(d)} NOT NULL REFERENCES leads (id),
        channel TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at ${bigint(d)} NOT NULL,
        locked_until ${bigint(d)} NOT NULL DEFAULT 0,
        last_error TEXT,
        created_at ${bigint(d)} NOT NULL,
        delivered_at ${bigint(d)},
        UNIQUE (lead_id, channel)
      )`,
      `CREATE INDEX outbox_due ON outbox (status, next_attempt_at)`,
      `CREATE TABLE rate_events (
        id ${serial(d)},
        scope TEXT NOT NULL,
        subject TEXT NOT NULL,
        at ${bigint(d)} NOT NULL
      )`,
      `CREATE INDEX rate_events_subject ON rate_events (scope, subject, at)`,
    ],
  },
  {
    version: 2,
    name: "lead estimates: every version of a quote's instant estimate",
    statements: (d) => [
      `CREATE TABLE lead_estimates (
        id ${serial(d)},
        lead_id ${bigint(d)} NOT NULL REFERENCES leads (id),
        version INTEGER NOT NULL,
        rate_version TEXT NOT NULL,
        created_at ${bigint(d)} NOT NULL,
        changed_by TEXT NOT NULL,
        request TEXT NOT NULL,
        estimate TEXT NOT NULL,
        UNIQUE (lead_id, version)
      )`,
    ],
  },
  {
    version: 3,
    name: "the lead's SMS updates answer with its wording version and time; why a lead is held",
    statements: (d) => [
      // NULL when the form did not ask (an older form, or a direct API call); 0 or 1 otherwise.
      'ALTER TABLE leads ADD COLUMN sms_updates INTEGER',
      'ALTER TABLE leads ADD COLUMN sms_consent_version TEXT',
      `ALTER TABLE leads ADD COLUMN sms_answered_at ${bigint(d)}`,
      // A held lead (status 'held') was over a rate limit: stored for the sales team, never e-mailed to the visitor.
      'ALTER TABLE leads ADD COLUMN hold_reason TEXT',
    ],
  },
  {
    version: 4,
    name: 'orders: the e-signed order of a lead, its status events from dispatch, and requests to an agent',
    statements: (d) => [
      // One order per lead (UNIQUE lead_id): a double submit finds the first and books nothing twice.
      `CREATE TABLE orders (
        id ${serial(d)},
        lead_id ${bigint(d)} NOT NULL UNIQUE REFERENCES leads (id),
        status TEXT NOT NULL,
        status_at ${bigint(d)} NOT NULL,
        created_at ${bigint(d)} NOT NULL,
        quote_version INTEGER NOT NULL,
        terms_version TEXT NOT NULL,
        terms_hash TEXT NOT NULL,
        terms_title TEXT NOT NULL,
        terms_body TEXT NOT NULL,
        signer_name TEXT NOT NULL,
        signer_ip TEXT NOT NULL,
        signer_user_agent TEXT NOT NULL,
        details TEXT NOT NULL,
        request_hash TEXT NOT NULL
      )`,
      // The dispatch system's events, each once (UNIQUE event_id); their order is occurred_at's.
      `CREATE TABLE order_events (
        id ${serial(d)},
        order_id ${bigint(d)} NOT NULL REFERENCES orders (id),
        event_id TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL,
        occurred_at ${bigint(d)} NOT NULL,
        received_at ${bigint(d)} NOT NULL,
        details TEXT NOT NULL
      )`,
      `CREATE INDEX order_events_order ON order_events (order_id, occurred_at)`,
      `CREATE TABLE order_requests (
        id ${serial(d)},
        order_id ${bigint(d)} NOT NULL REFERENCES orders (id),
        kind TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at ${bigint(d)} NOT NULL,
        request_key TEXT NOT NULL UNIQUE
      )`,
      `CREATE INDEX order_requests_order ON order_requests (order_id, created_at)`,
    ],
  },
  {
    version: 5,
    name: 'spent form tokens; the ledger of e-mails to customers that the hourly cap and its shares count',
    statements: (d) => [
      // A form token is spent by the first quote that carries it: another with it is not the form's.
      `CREATE TABLE form_tokens (
        token_hash TEXT PRIMARY KEY,
        lead_id ${bigint(d)} NOT NULL REFERENCES leads (id),
        used_at ${bigint(d)} NOT NULL
      )`,
      // One row per e-mail to a customer (src/leads/customer-mail-cap.ts): sent (held_for NULL) or
      // held and why; address and network are keyed hashes of the visitor's, never the address.
      `CREATE TABLE customer_mails (
        id ${serial(d)},
        outbox_id ${bigint(d)} NOT NULL UNIQUE REFERENCES outbox (id),
        lead_id ${bigint(d)} NOT NULL REFERENCES leads (id),
        kind TEXT NOT NULL,
        address TEXT,
        network TEXT,
        queued_at ${bigint(d)} NOT NULL,
        held_for TEXT
      )`,
      `CREATE INDEX customer_mails_queued ON customer_mails (queued_at)`,
      `CREATE INDEX customer_mails_address ON customer_mails (address, queued_at)`,
      `CREATE INDEX customer_mails_network ON customer_mails (network, queued_at)`,
    ],
  },
  {
    version: 6,
    name: "waiting bookings: a booking signed through the intake's answer, until the address's owner confirms it",
    statements: (d) => [
      // One per lead (UNIQUE lead_id): a second one signed while it waits takes its place.
      `CREATE TABLE waiting_bookings (
        id ${serial(d)},
        lead_id ${bigint(d)} NOT NULL UNIQUE REFERENCES leads (id),
        created_at ${bigint(d)} NOT NULL,
        expires_at ${bigint(d)} NOT NULL,
        quote_version INTEGER NOT NULL,
        terms_version TEXT NOT NULL,
        terms_hash TEXT NOT NULL,
        signer_name TEXT NOT NULL,
        signer_ip TEXT NOT NULL,
        signer_user_agent TEXT NOT NULL,
        details TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        booked_at ${bigint(d)}
      )`,
    ],
  },
  {
    version: 7,
    name: "the hourly cap's counts on indexes bounded by the cap: a flood of held e-mails no longer slows every quote",
    statements: () => [
      // queueCustomerMail counts the e-mails sent in the hour (at most the cap) among every one
      // queued (a flood holds thousands): indexes of the sent ones only, and of the held ones for
      // the alert's count, so that each decision reads a bounded number of rows.
      `DROP INDEX customer_mails_address`,
      `DROP INDEX customer_mails_network`,
      `CREATE INDEX customer_mails_sent ON customer_mails (queued_at) WHERE held_for IS NULL`,
      `CREATE INDEX customer_mails_sent_address ON customer_mails (address, queued_at) WHERE held_for IS NULL`,
      `CREATE INDEX customer_mails_sent_network ON customer_mails (network, queued_at) WHERE held_for IS NULL`,
      `CREATE INDEX customer_mails_held ON customer_mails (queued_at) WHERE held_for IS NOT NULL`,
      // The broker's alerts, at most one an hour, found without reading the whole outbox.
      `CREATE INDEX outbox_held_mail_alerts ON outbox (created_at) WHERE channel LIKE 'held_mail_alert:%'`,
    ],
  },
];

export async function migrate(db: Database): Promise<number> {
  await db.run(
    `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at ${bigint(db.dialect)} NOT NULL)`,
  );
  return db.transaction(async (tx) => {
    await tx.lock('schema-migrations');
    const current = Number((await tx.get('SELECT MAX(version) AS version FROM schema_migrations'))?.version ?? 0);
    let applied = current;
    for (const migration of MIGRATIONS.filter((m) => m.version > current)) {
      for (const statement of migration.statements(db.dialect)) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        Date.now(),
      ]);
      applied = migration.version;
    }
    return applied;
  });
}
