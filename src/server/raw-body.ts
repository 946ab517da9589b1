import type { GatsbyFunctionRequest } from 'gatsby';

/**
 * What a Function's request may carry beyond Gatsby's own: the site server's front door keeps the
 * bytes it read (scripts/services/site-server/front-door.ts); Netlify's adapter keeps the Lambda
 * event it was called with (gatsby-adapter-netlify's lambda-handler.js).
 */
export type RawBodyRequest = GatsbyFunctionRequest & {
  rawBody?: Buffer | string;
  netlifyFunctionParams?: { event?: { body?: string | null; isBase64Encoded?: boolean } };
};

/**
 * The request's body exactly as it was sent, for a signature over it (/api/orderStatus). Gatsby's
 * wrapper hands a Function the parsed JSON, and a sender's own formatting (spaces, key order,
 * escapes) is lost in it; so the bytes come from where they were kept: the front door's copy on the
 * site server, the Lambda event on Netlify (base64 when it says so). Where neither exists (`gatsby
 * serve`, `gatsby develop`) JSON.stringify of the parsed body is all there is: it equals what a
 * sender sent that signed JSON.stringify's output, and any other formatting fails the signature.
 */
export function rawBodyOf(req: GatsbyFunctionRequest): Buffer {
  const { rawBody, netlifyFunctionParams } = req as RawBodyRequest;
  if (rawBody !== undefined) return Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(rawBody, 'utf8');
  const event = netlifyFunctionParams?.event;
  if (event && typeof event.body === 'string') {
    return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  }
  return Buffer.from(req.body === undefined ? '' : (JSON.stringify(req.body) ?? ''), 'utf8');
}
