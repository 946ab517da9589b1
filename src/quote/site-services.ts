import type { MakeSuggestion, ModelSuggestion, CitySuggestion, PortLookupSuggestion } from '../lookups/suggestions';
import type { VehicleCategory } from './vehicle-categories';

/** SPEC §7: the warm-up ping, at most once per this many milliseconds. */
export const WARM_UP_INTERVAL_MS = 600_000;
const WARM_UP_KEY = 'velmora.warmUpAt';
const FORM_TOKEN_KEY = 'velmora.formToken';
let lastWarmUp = 0;
let heldToken = '';

const stored = (key: string): string => {
  try {
    return window.sessionStorage.getItem(key) ?? '';
  } catch {
    return ''; // storage blocked: the page's own memory still counts
  }
};

const store = (key: string, value: string) => {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // as above
  }
};

/** The form token of the visit's last warm-up (src/leads/form-token.ts), or '' before one answered. */
export const currentFormToken = (): string => heldToken || stored(FORM_TOKEN_KEY);

/**
 * GET /api/pingGRPC when the form mounts and on mouse-enter, at most once per 600000 ms for the
 * visit (sooner only while no form token is held). Its answer's form token is kept for the quote.
 */
export function warmUp(now = Date.now(), fetchImpl: typeof fetch = fetch): boolean {
  const last = Math.max(lastWarmUp, Number(stored(WARM_UP_KEY) || 0));
  if (now - last < WARM_UP_INTERVAL_MS && currentFormToken()) return false;
  if (now - last < WARM_UP_INTERVAL_MS && now - lastWarmUp < 5_000) return false; // one in flight
  lastWarmUp = now;
  store(WARM_UP_KEY, String(now));
  // The answer is read to its end: a body left unread keeps the request open in the browser.
  fetchImpl('/api/pingGRPC', { method: 'GET' })
    .then((response) => response.json() as Promise<{ formToken?: unknown }>)
    .then((answer) => {
      if (typeof answer?.formToken === 'string') keepFormToken(answer.formToken);
    })
    .catch(() => undefined);
  return true;
}

/**
 * Keeps the form token a quote's answer gives (src/server/lead-endpoint.ts): the one the quote
 * carried is spent, and the next quote from this visit carries this one.
 */
export function keepFormToken(token: string): void {
  if (!token) return;
  heldToken = token;
  store(FORM_TOKEN_KEY, token);
}

/** A quote body with the visit's form token, when the warm-up gave one. */
export function withFormToken<T extends object>(body: T): T & { formToken?: string } {
  const formToken = currentFormToken();
  return formToken ? { ...body, formToken } : body;
}

/** SPEC §7/§8: a lookup POSTs JSON and reads `data`; a failure is logged and gives no suggestions. */
export async function lookup<T>(
  path: string,
  body: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<T[]> {
  try {
    const response = await fetchImpl(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: '*/*' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const answer = (await response.json()) as { data?: unknown };
    return Array.isArray(answer.data) ? (answer.data as T[]) : [];
  } catch (error) {
    console.error(`Lookup ${path} failed:`, (error as Error).message);
    return [];
  }
}

export type LocationLookupKind = 'city-zip' | 'autocomplete';

/** The site's lookups (SPEC §7): which endpoint answers which field. */
export const siteLookups = {
  /** International places and ports use the city-port lookup; domestic ones the city/ZIP lookup. */
  location: (input: string, options: { international: boolean; kind?: LocationLookupKind }) =>
    options.international
      ? lookup<PortLookupSuggestion>('/api/cityPortLookup', { input, searchPort: true })
      : options.kind === 'autocomplete'
        ? lookup<PortLookupSuggestion>('/api/autocomplete', { input })
        : lookup<CitySuggestion>('/api/cityZipLookup', { input }),
  /** A category's makes (a boat's builders); the car catalogue without one, as SPEC §7 asks. */
  make: (input: string, category?: VehicleCategory) =>
    lookup<MakeSuggestion>('/api/makeLookup', category ? { input, category } : { input }),
  model: (input: string, makeId: number, year: number) =>
    lookup<ModelSuggestion>('/api/modelLookup', { input, MakeID: makeId, Year: year }),
};
