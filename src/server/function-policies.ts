/**
 * What each Function takes: its methods and the largest body it reads. The site server's front
 * door (scripts/services/site-server/front-door.ts) refuses anything else before a Function's
 * code runs; the Functions check the same limits themselves where another host runs them
 * (acceptJsonPost).
 */
export type FunctionMethod = 'GET' | 'HEAD' | 'POST';

export interface FunctionPolicy {
  methods: readonly FunctionMethod[];
  /** The largest request body, in bytes (a POST's JSON; GET and HEAD take none). */
  maxBytes: number;
}

/** reliability-targets.md: lead and booking bodies over 32 KB are refused. */
export const MAX_BODY_BYTES = 32 * 1024;
/** A lookup sends a few words: 8 KB is many times what the forms send (and room for odd input). */
export const LOOKUP_MAX_BODY_BYTES = 8 * 1024;
/** The deepest nesting of arrays and objects a JSON body may have (the forms send 3 levels). */
export const MAX_JSON_DEPTH = 16;

const lookup: FunctionPolicy = { methods: ['POST'], maxBytes: LOOKUP_MAX_BODY_BYTES };
const jsonPost: FunctionPolicy = { methods: ['POST'], maxBytes: MAX_BODY_BYTES };
const read: FunctionPolicy = { methods: ['GET', 'HEAD'], maxBytes: 0 };

/** Every Function in src/api, by its route (a test keeps the two lists equal). */
export const FUNCTION_POLICIES: Readonly<Record<string, FunctionPolicy>> = {
  autocomplete: lookup,
  cityPortLookup: lookup,
  cityZipLookup: lookup,
  makeLookup: lookup,
  modelLookup: lookup,
  createLead: jsonPost,
  createOpportunityAndSendToBooking: jsonPost,
  estimate: jsonPost,
  quote: { methods: ['GET', 'HEAD', 'POST'], maxBytes: MAX_BODY_BYTES },
  book: { methods: ['GET', 'HEAD', 'POST'], maxBytes: MAX_BODY_BYTES },
  // The dispatch system's status events (signed, server to server) and the customer's requests after booking.
  orderStatus: jsonPost,
  orderRequest: jsonPost,
  pingGRPC: read,
};

export const policyOf = (route: string): FunctionPolicy | undefined =>
  Object.prototype.hasOwnProperty.call(FUNCTION_POLICIES, route) ? FUNCTION_POLICIES[route] : undefined;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found by counting brackets
 * outside strings, so that no parser or serialiser ever recurses through a hostile body.
 */
export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth -= 1;
  }
  return false;
}

/**
 * A parsed value's depth and (a lower bound of) its size as JSON, walked without recursion: for
 * hosts where no front door counted the raw body, and nothing may re-serialise a stranger's value.
 */
export function measureJsonValue(value: unknown): { depth: number; bytes: number } {
  const stack: [unknown, number][] = [[value, 0]];
  let depth = 0;
  let bytes = 0;
  while (stack.length) {
    const [current, level] = stack.pop()!;
    if (typeof current === 'string') bytes += Buffer.byteLength(current) + 2;
    else if (current === null || typeof current !== 'object') bytes += String(current).length;
    else {
      depth = Math.max(depth, level + 1);
      bytes += 2;
      for (const [key, child] of Object.entries(current as object)) {
        if (!Array.isArray(current)) bytes += Buffer.byteLength(key) + 3;
        bytes += 1;
        stack.push([child, level + 1]);
      }
    }
  }
  return { depth, bytes };
}
