/** @jest-environment node */
import type { GatsbyFunctionRequest } from 'gatsby';
import { signCrmBody, verifyCrmSignature } from '../leads/delivery/crm-webhook';
import { rawBodyOf } from './raw-body';

/** A sender's body as many format it: pretty-printed, with an escape JSON.stringify would not write. */
const sent = '{\n  "eventId": "dispatch-1",\n  "note": "Caf\\u00e9 stop"\n}';
const parsed = JSON.parse(sent) as Record<string, unknown>;

const request = (extra: Record<string, unknown>) =>
  ({ body: parsed, headers: {}, ...extra }) as unknown as GatsbyFunctionRequest;

describe('rawBodyOf', () => {
  it('reads the site server’s copy of the bytes (the front door keeps them)', () => {
    expect(rawBodyOf(request({ rawBody: Buffer.from(sent) })).toString()).toBe(sent);
  });

  it('reads the Lambda event on Netlify, as text or base64', () => {
    const event = { body: sent, isBase64Encoded: false };
    expect(rawBodyOf(request({ netlifyFunctionParams: { event, context: {} } })).toString()).toBe(sent);
    const encoded = { body: Buffer.from(sent).toString('base64'), isBase64Encoded: true };
    expect(rawBodyOf(request({ netlifyFunctionParams: { event: encoded } })).toString()).toBe(sent);
  });

  it('falls back to JSON.stringify of the parsed body where nothing kept the bytes (gatsby serve)', () => {
    expect(rawBodyOf(request({})).toString()).toBe(JSON.stringify(parsed));
    expect(rawBodyOf(request({ body: undefined })).toString()).toBe('');
  });

  it('gives back what the sender signed, so the signature holds; other bytes fail it', () => {
    const now = Date.parse('2026-12-02T21:00:00Z');
    const header = signCrmBody(sent, 'status-secret', now);
    const kept = rawBodyOf(request({ netlifyFunctionParams: { event: { body: sent } } }));
    expect(verifyCrmSignature(kept, header, 'status-secret', 300, now)).toBe(true);
    // Where the bytes are lost, only a sender that signed JSON.stringify's output is verified.
    expect(verifyCrmSignature(rawBodyOf(request({})), header, 'status-secret', 300, now)).toBe(false);
    const compact = signCrmBody(JSON.stringify(parsed), 'status-secret', now);
    expect(verifyCrmSignature(rawBodyOf(request({})), compact, 'status-secret', 300, now)).toBe(true);
  });
});
