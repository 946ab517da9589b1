import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { confirmationsPerHour, pruneIntakeRecords, submitQuote, type LeadKind } from '../leads/intake';
import { sharedLeadDatabase } from '../leads/store/open-store';
import { estimateQuote } from '../pricing/quote-estimate';
import { rateTableInForce } from '../pricing/rates';
import { guarded } from './guarded';
import { acceptJsonPost, clientIp, fail, idempotencyKeyOf, send } from './http';
import { runtimeEnv, stopFunctionReloadLeak } from '../runtime/runtime';
import { serverSecret } from '../runtime/secrets';
import { siteAddress } from '../runtime/site-address';

/** About one request in a hundred also clears expired rate events and idempotency keys. */
const PRUNE_EVERY = 100;

/**
 * A lead-taking Function: `createLead` or `createOpportunityAndSendToBooking`. Any failure inside is
 * answered 503 with a message the visitor can act on (the form keeps what was typed), never lost
 * silently: nothing was committed, so a retry with the same idempotency key is safe.
 */
export const leadEndpoint = (kind: LeadKind) => {
  stopFunctionReloadLeak();
  return guarded(
    kind === 'lead' ? 'createLead' : 'createOpportunityAndSendToBooking',
    async (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => {
      if (!acceptJsonPost(req, res, { checkOrigin: true })) return;
      try {
        const db = await sharedLeadDatabase();
        // A broken rates file fails the estimate only: the lead is saved without one.
        const rates = await rateTableInForce().catch((error: Error) => error);
        const answer = await submitQuote(
          db,
          { kind, body: req.body, idempotencyKey: idempotencyKeyOf(req), clientIp: clientIp(req) },
          {
            rateLimitSalt: serverSecret('RATE_LIMIT_SALT'),
            linkSecret: serverSecret('LEAD_LINK_SECRET'),
            siteUrl: siteAddress(),
            confirmationsPerHour: confirmationsPerHour(runtimeEnv()),
            estimate: (request) => {
              if (rates instanceof Error) throw rates;
              return estimateQuote(request, rates);
            },
          },
        );
        send(res, answer.status, answer.body, answer.headers);
        if (Math.random() * PRUNE_EVERY < 1) void pruneIntakeRecords(db).catch(() => undefined);
      } catch (error) {
        console.error(`${kind} intake failed:`, (error as Error).message);
        fail(
          res,
          503,
          'unavailable',
          'We could not save your request just now. Please try again in a moment, or call us.',
          {
            'Retry-After': '5',
          },
        );
      }
    },
  );
};
