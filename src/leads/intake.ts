import { wholeNumberSetting } from '../runtime/settings';
import { createHash, createHmac } from 'crypto';
import { validateLeadPayload, type FieldErrors, type LeadPayload } from '../quote/lead-payload';
import { leadPayloadFromBody } from '../quote/payload-shapes';
import { fieldErrors } from '../types/field-errors';
import { DEFAULT_CONFIRMATIONS_PER_HOUR, queueCustomerMail } from './customer-mail-cap';
import { checkFormToken, issueFormToken, type FormTokenCheck } from './form-token';
import { estimateRequestOf, insertEstimate, safeEstimate, type Estimator } from './lead-estimates';
import { bookingUrl, quoteUrl } from './quote-link';
import { leadReference, newRequestId } from './request-id';
import { LEAD_RATE_LIMITS, RETENTION_MS, type RateLimit } from './rate-limits';
import { Rollback, type Database, type Transaction } from './store/database';

export type LeadKind = 'lead' | 'booking';

/** What the endpoint answers: an HTTP status, a JSON body and any extra headers. */
export interface IntakeAnswer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface IntakeRequest {
  kind: LeadKind;
  body: unknown;
  idempotencyKey?: string;
  clientIp: string;
}

export interface IntakeOptions {
  /** Keys hashes of IPs and e-mails, so the rate-limit table holds no personal data. */
  rateLimitSalt: string;
  /** Signs the customer's quote page link. */
  linkSecret: string;
  /** The site's public address, for the quote page link. */
  siteUrl: string;
  /** Prices the quote; its estimate is stored with the lead as version 1 and answered. */
  estimate?: Estimator;
  now?: number;
  limits?: readonly RateLimit[];
  /** Customer confirmations sent in any hour, site-wide; past it they are held for an agent. */
  confirmationsPerHour?: number;
}

export { DEFAULT_CONFIRMATIONS_PER_HOUR };

/**
 * CUSTOMER_CONFIRMATIONS_PER_HOUR: the site's e-mails to customers in any hour (every kind:
 * src/leads/customer-mail-cap.ts), a whole number from 1; unset or anything else, the default.
 */
export function confirmationsPerHour(env: NodeJS.ProcessEnv): number {
  return wholeNumberSetting(env, 'CUSTOMER_CONFIRMATIONS_PER_HOUR', DEFAULT_CONFIRMATIONS_PER_HOUR);
}

/** Below this a form was not filled by a person (the wizard has three steps). */
export const MIN_FILL_MS = 3000;
export const CHANNELS = ['crm', 'customer_email', 'broker_email'] as const;
/** `quote_link:<seconds>`: the e-mail of a fresh quote link the customer asked for at that second. */
export const FRESH_LINK_CHANNEL_PREFIX = 'quote_link:';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,200}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with sorted keys, so the same body always hashes the same. */
export const stableJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(stableJson).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : (JSON.stringify(value) ?? 'null');

export const signBookingRef = (ref: string, secret: string) =>
  createHmac('sha256', secret).update(`booking:${ref}`).digest('base64url').slice(0, 32);

/**
 * Whether a person filled the form: `spam` when the honeypot is filled or the form was sent
 * faster than a person can (by the server's form token, or by the browser's own count); `person`
 * when the server's form token shows the time a person needs; `unverified` when there is no valid
 * token (a script posting directly, or a page whose warm-up failed). An unverified request is
 * still a lead: the broker and the CRM get it, but the site e-mails nobody until an agent looks.
 */
export type FillCheck = 'person' | 'unverified' | 'spam';

export function fillCheck(payload: LeadPayload, token: FormTokenCheck): FillCheck {
  if (payload.website?.trim()) return 'spam';
  if (payload.fillMs !== undefined && payload.fillMs < MIN_FILL_MS) return 'spam';
  if (!token.valid) return 'unverified';
  return token.ageMs < MIN_FILL_MS ? 'spam' : 'person';
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for the per-e-mail limit: case folded, a `+tag` dropped,
 * and Gmail's dots (which it ignores) removed, so `A.Lee+1@Gmail.com` and `alee@gmail.com` count
 * as one address. The address stored and written to stays as the visitor typed it.
 */
export function mailboxOf(email: string): string {
  const folded = email.trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  if (at < 1) return folded;
  let local = folded.slice(0, at).replace(/\+.*$/, '');
  let domain = folded.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local || folded.slice(0, at)}@${domain}`;
}

const withoutFormToken = (body: unknown): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) ? { ...body, formToken: undefined } : body;

/** The 422 answer: the fields that need attention, under a message for the whole request. */
export const invalidRequest = (errors: FieldErrors, message = 'Some fields need attention.'): IntakeAnswer => ({
  status: 422,
  body: { status: 422, error: 'invalid_request', message, errors },
});

/** Why a held lead was held (leads.hold_reason), by the scope of the limit it was over. */
export const HOLD_REASONS = Object.freeze({ email: 'email-limit', ip: 'connection-limit' } as const);
export type HoldReason = (typeof HOLD_REASONS)[RateLimit['scope']];

/** Under every limit; over one with room to hold (stored, nobody e-mailed); or refused (nothing stored). */
type LimitVerdict =
  | { kind: 'open' }
  | { kind: 'held'; scope: RateLimit['scope']; retryAfter: number }
  | { kind: 'refused'; answer: IntakeAnswer };

const limitedAnswer = (retryAfter: number, body: Record<string, unknown>): IntakeAnswer => ({
  status: 429,
  headers: { 'Retry-After': String(retryAfter) },
  body: { status: 429, error: 'rate_limited', ...body, retryAfter },
});

/** The 429 of a request stored as held: it says the quote was kept, and under which identification. */
function heldAnswer(scope: RateLimit['scope'], publicId: string, retryAfter: number): IntakeAnswer {
  return limitedAnswer(retryAfter, {
    held: true,
    message:
      scope === 'email'
        ? `We already have several requests from this e-mail address today, so we have kept this one for an agent instead of e-mailing you again (your request identification ${publicId}). An agent will contact you; you can also call us.`
        : `We have had many requests from this connection today, so we have kept yours for an agent (your request identification ${publicId}). An agent will contact you; you can also call us.`,
    data: { lead: { id: publicId } },
  });
}

async function checkRateLimits(
  tx: Transaction,
  subjects: Record<RateLimit['scope'], string>,
  limits: readonly RateLimit[],
  now: number,
): Promise<LimitVerdict> {
  let held: LimitVerdict | null = null;
  for (const limit of limits) {
    const since = now - limit.windowMs;
    const row = await tx.get(
      'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_events WHERE scope = ? AND subject = ? AND at > ?',
      [limit.scope, subjects[limit.scope], since],
    );
    const count = Number(row?.n ?? 0);
    if (count < limit.max) continue;
    const retryAfter = Math.max(1, Math.ceil((Number(row?.oldest ?? now) + limit.windowMs - now) / 1000));
    if (count >= limit.max + (limit.hold ?? 0)) {
      return {
        kind: 'refused',
        answer: limitedAnswer(retryAfter, {
          message:
            limit.scope === 'email'
              ? 'We already have several requests from this e-mail address today. An agent will contact you; you can also call us.'
              : 'Too many requests from this connection. Please try again later or call us.',
        }),
      };
    }
    held ??= { kind: 'held', scope: limit.scope, retryAfter };
  }
  return held ?? { kind: 'open' };
}

/** What the wizard says of the confirmation e-mail (quote-result.tsx): on its way, or held for an agent. */
export interface ConfirmationState {
  emailed: boolean;
}

function answerFor(
  kind: LeadKind,
  lead: { publicId: string; createdAt: number },
  estimate: unknown,
  confirmation: ConfirmationState,
  options: IntakeOptions,
): IntakeAnswer {
  // Links for whoever sent the form, who may have typed someone else's address: signed as the
  // answer's, so a booking from them waits for the address's owner to confirm it from their e-mail.
  const quotePage = quoteUrl(options.siteUrl, lead.publicId, options.linkSecret, lead.createdAt, 'answer');
  const bookingPage = bookingUrl(options.siteUrl, lead.publicId, options.linkSecret, lead.createdAt, 'answer');
  const body: Record<string, unknown> = {
    status: 201,
    message: `Thank you for your interest, your request identification ${lead.publicId}`,
    data: {
      lead: {
        id: lead.publicId,
        number: leadReference(lead.publicId),
        receivedAt: new Date(lead.createdAt).toISOString(),
      },
      opportunity: {
        id: `OPP-${lead.publicId.replace(/^VLM-/, '')}`,
        stage: kind === 'booking' ? 'Booking requested' : 'New quote request',
      },
      estimate,
      // Whether the confirmation is on its way: the page never says it is when an agent holds it.
      confirmation,
      quote: { url: quotePage },
      booking: { url: bookingPage },
    },
  };
  // The booking form's destination (SPEC §7's url): the booking page, where the order is signed
  // (and, from this link, confirmed from the e-mail to the address on the quote).
  if (kind === 'booking') body.url = bookingPage;
  return { status: 201, body };
}

/**
 * Takes a quote request exactly once: validates it, refuses what is invalid without writing
 * anything, and commits the lead with one outbox row per delivery in one transaction. The same
 * idempotency key replays the first answer; the same key with another body is refused. Over a
 * rate limit with room to hold (rate-limits.ts) the lead is stored as held and answered 429, so a
 * retry of it replays that 429 rather than storing it twice; past the room, nothing is written.
 */
export async function submitQuote(db: Database, request: IntakeRequest, options: IntakeOptions): Promise<IntakeAnswer> {
  const mapped = leadPayloadFromBody(request.body);
  if (!mapped) {
    return {
      status: 400,
      body: { status: 400, error: 'invalid_body', message: 'The body must be a JSON object.', errors: {} },
    };
  }
  const validation = await validateLeadPayload(mapped.payload);
  // Onto a record without a prototype, so a refused `__proto__` field stays a field (fieldErrors).
  const errors = Object.assign(fieldErrors(), mapped.unknown, validation.ok ? {} : validation.errors);
  if (!validation.ok || Object.keys(errors).length > 0) return invalidRequest(errors);
  const payload = validation.payload;

  if (request.idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(request.idempotencyKey)) {
    return invalidRequest(
      { 'Idempotency-Key': 'Use 8 to 200 letters, digits or - _ : .' },
      'The idempotency key is not valid.',
    );
  }
  // The form token is left out: a retry after the page's next warm-up carries a newer one.
  const requestHash = sha256(`${request.kind}\n${stableJson(withoutFormToken(request.body))}`);
  // Without a key from the client, the body itself is the key: an identical resubmit is a replay.
  const key = `${request.kind}:${request.idempotencyKey ?? `body-${requestHash}`}`;
  const now = options.now ?? Date.now();
  const email = payload.email.toLowerCase();
  // Priced before the transaction (it is CPU only); a pricing fault never costs the lead.
  const estimate = safeEstimate(options.estimate, estimateRequestOf(payload));
  const subjects = {
    ip: createHmac('sha256', options.rateLimitSalt).update(`ip:${request.clientIp}`).digest('hex'),
    email: createHmac('sha256', options.rateLimitSalt)
      .update(`email:${mailboxOf(email)}`)
      .digest('hex'),
  };

  const replay = async (tx: Pick<Transaction, 'get'>): Promise<IntakeAnswer | null> => {
    const stored = await tx.get('SELECT request_hash, response FROM idempotency_keys WHERE key = ?', [key]);
    if (!stored) return null;
    if (stored.request_hash !== requestHash) {
      return {
        status: 422,
        body: {
          status: 422,
          error: 'idempotency_key_reused',
          message: 'This idempotency key was used for a different request.',
          errors: { 'Idempotency-Key': 'Already used for a different request' },
        },
      };
    }
    const first = JSON.parse(String(stored.response)) as IntakeAnswer;
    return { ...first, headers: { ...first.headers, 'Idempotent-Replayed': 'true' } };
  };

  try {
    const answer = await db.transaction(async (tx) => {
      await tx.lock(`idempotency:${key}`);
      const earlier = await replay(tx);
      if (earlier) return earlier;

      await tx.lock(`ip:${subjects.ip}`);
      await tx.lock(`email:${subjects.email}`);
      const limit = await checkRateLimits(tx, subjects, options.limits ?? LEAD_RATE_LIMITS, now);
      if (limit.kind === 'refused') throw new Rollback(limit.answer);
      const held = limit.kind === 'held' ? limit : null;

      const token = checkFormToken(payload.formToken, options.linkSecret, now);
      const check = fillCheck(payload, token);
      const spam = check === 'spam';
      const publicId = newRequestId();
      let confirmation: ConfirmationState = { emailed: false };
      const { smsUpdates, smsConsentVersion, ...specPayload } = payload;
      const smsAnswered = smsUpdates !== undefined;
      const inserted = await tx.get(
        `INSERT INTO leads (public_id, kind, status, created_at, first_name, email, phone, source, marketing_id, fbclid, payload,
           hold_reason, sms_updates, sms_consent_version, sms_answered_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          publicId,
          request.kind,
          spam ? 'spam' : held ? 'held' : 'received',
          now,
          payload.firstName,
          email,
          payload.phone,
          payload.source ?? null,
          payload.id ?? null,
          payload.fbclid ?? null,
          // The payload as SPEC §3 has it; the SMS answer has its own columns.
          JSON.stringify({ ...specPayload, website: undefined, formToken: undefined }),
          held ? HOLD_REASONS[held.scope] : null,
          smsAnswered ? (smsUpdates ? 1 : 0) : null,
          smsAnswered ? (smsConsentVersion ?? null) : null,
          smsAnswered ? now : null,
        ],
      );
      const id = Number(inserted?.id);
      // The first quote with a token spends it: another with it was not filled in on that page
      // (a script replaying one warm-up's token), and is treated as one without a valid token.
      const tokenReused = token.valid && !(await spendFormToken(tx, token.id, id, now));
      if (estimate) await insertEstimate(tx, id, 1, estimate, 'intake', now);
      // Spam is kept for review but never delivered: no outbox rows, so no CRM and no inbox.
      if (!spam && held) {
        // Over a limit: the broker and the CRM get the quote; the visitor, who has had our answer
        // today already, gets no e-mail (none is queued, so releasing held e-mails sends none).
        for (const channel of CHANNELS.filter((c) => c !== 'customer_email')) {
          await tx.run(
            'INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 0, ?, ?)',
            [id, channel, 'pending', now, now],
          );
        }
      } else if (!spam) {
        for (const channel of CHANNELS.filter((c) => c !== 'customer_email')) {
          await tx.run(
            'INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 0, ?, ?)',
            [id, channel, 'pending', now, now],
          );
        }
        // The site's e-mails to visitors are capped, site-wide and per source
        // (customer-mail-cap.ts): past the cap or a share the lead is stored and delivered to the
        // broker and the CRM as ever, and its confirmation is held for an agent. A request without
        // a valid form token, or with a spent one, is held too: the site writes to no address a
        // script could have typed in without filling in the form.
        const decision = await queueCustomerMail(
          tx,
          {
            leadId: id,
            channel: 'customer_email',
            kind: 'confirmation',
            now,
            source: { ip: request.clientIp, salt: options.rateLimitSalt },
            ...(check === 'unverified'
              ? { holdFor: 'unverified' as const }
              : tokenReused
                ? { holdFor: 'token-reused' as const }
                : {}),
          },
          options.confirmationsPerHour ?? DEFAULT_CONFIRMATIONS_PER_HOUR,
        );
        confirmation = { emailed: decision.sent };
      }
      for (const scope of ['ip', 'email'] as const) {
        await tx.run('INSERT INTO rate_events (scope, subject, at) VALUES (?, ?, ?)', [scope, subjects[scope], now]);
      }
      const answered = held
        ? heldAnswer(held.scope, publicId, held.retryAfter)
        : answerFor(request.kind, { publicId, createdAt: now }, estimate?.result ?? null, confirmation, options);
      // The quote spent the page's form token: its answer gives the page the next one, so another
      // quote from the same page (the wizard's "Request another quote") is a person's too. It is
      // stored with the answer, so a retry that never saw it is replayed the same one.
      const first = { ...answered, body: { ...answered.body, formToken: issueFormToken(options.linkSecret, now) } };
      const stored = await tx.run(
        'INSERT INTO idempotency_keys (key, request_hash, lead_id, response, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING',
        [key, requestHash, id, JSON.stringify(first), now],
      );
      if (stored === 0) throw new Rollback(null);
      return first;
    });
    return answer;
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    if (error.value) return error.value as IntakeAnswer;
    // Another request with this key committed first: answer as it did.
    return (
      (await replay(db)) ?? {
        status: 409,
        body: { status: 409, error: 'in_flight', message: 'This request is being processed.' },
      }
    );
  }
}

/**
 * Spends a form token on the lead that carries it first: false when another lead spent it before
 * (under its lock, so two quotes with one token at once cannot both spend it).
 */
async function spendFormToken(tx: Transaction, tokenId: string, leadId: number, now: number): Promise<boolean> {
  await tx.lock(`form-token:${tokenId}`);
  const spent = await tx.run(
    'INSERT INTO form_tokens (token_hash, lead_id, used_at) VALUES (?, ?, ?) ON CONFLICT (token_hash) DO NOTHING',
    [tokenId, leadId, now],
  );
  return spent === 1;
}

/** Drops rate events and idempotency keys past their window (run now and then, not per request). */
export async function pruneIntakeRecords(db: Database, now = Date.now()): Promise<void> {
  const before = now - RETENTION_MS;
  await db.run('DELETE FROM rate_events WHERE at < ?', [before]);
  await db.run('DELETE FROM idempotency_keys WHERE created_at < ?', [before]);
  // A token is refused a day after it was given (form-token.ts): its record is no longer needed.
  await db.run('DELETE FROM form_tokens WHERE used_at < ?', [before]);
}
