/** @jest-environment node */
import { submitQuote } from '../../../src/leads/intake';
import type { Database } from '../../../src/leads/store/database';
import { countRows, withTestDatabase } from '../../../src/leads/testing/test-database';
import { DEFAULT_RATE_TABLE } from '../../../src/pricing/rate-table';
import { answerEstimate } from '../../../src/server/estimate-endpoint';
import { MAX_BODY_BYTES } from '../../../src/server/function-policies';
import { hostileFactsBodies } from './hostile-facts';

let db: Database;
withTestDatabase((opened) => (db = opened));

describe("the hostile stage's vehicle facts", () => {
  it.each(hostileFactsBodies().map((entry) => [entry.name, entry]))(
    '%s: 422 from the quote and the estimate, the field named, nothing stored',
    async (_, { body, field }) => {
      expect(Buffer.byteLength(body)).toBeLessThan(MAX_BODY_BYTES);
      for (const kind of ['lead', 'booking'] as const) {
        const answer = await submitQuote(
          db,
          { kind, body: JSON.parse(body), clientIp: '10.66.0.1' },
          { rateLimitSalt: 'salt', linkSecret: 'link-secret', siteUrl: 'https://www.velmora.test' },
        );
        expect(answer.status).toBe(422);
        // As the server sends it: JSON, where a key named __proto__ is a key like any other.
        expect(Object.hasOwn(JSON.parse(JSON.stringify(answer.body)).errors, field)).toBe(true);
      }
      const estimate = await answerEstimate(JSON.parse(body), DEFAULT_RATE_TABLE);
      expect(estimate.status).toBe(422);
      expect(Object.hasOwn(estimate.body.errors as object, field)).toBe(true);
      expect((await countRows(db)).leads).toBe(0);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});
