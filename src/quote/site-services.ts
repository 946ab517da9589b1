import type { MakeSuggestion, ModelSuggestion, CitySuggestion, PortLookupSuggestion } from '../lookups/suggestions';

/** SPEC §7: the warm-up ping, at most once per this many milliseconds. */
export const WARM_UP_INTERVAL_MS = 600_000;
const WARM_UP_KEY = 'velmora.warmUpAt';
let lastWarmUp = 0;

/** GET /api/pingGRPC when the form mounts and on mouse-enter, at most once per 600000 ms for the visit. */
export function warmUp(now = Date.now(), fetchImpl: typeof fetch = fetch): boolean {
  let last = lastWarmUp;
  try {
    last = Math.max(last, Number(window.sessionStorage.getItem(WARM_UP_KEY) ?? 0));
  } catch {
    // storage blocked: the page's own memory still limits it
  }
  if (now - last < WARM_UP_INTERVAL_MS) return false;
  lastWarmUp = now;
  try {
    window.sessionStorage.setItem(WARM_UP_KEY, String(now));
  } catch {
    // as above
  }
  // The answer is read to its end: a body left unread keeps the request open in the browser.
  fetchImpl('/api/pingGRPC', { method: 'GET' })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  return true;
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
  make: (input: string) => lookup<MakeSuggestion>('/api/makeLookup', { input }),
  model: (input: string, makeId: number, year: number) =>
    lookup<ModelSuggestion>('/api/modelLookup', { input, MakeID: makeId, Year: year }),
};
