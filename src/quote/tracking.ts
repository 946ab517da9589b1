/** SPEC §3 tracking context: from the query string, kept for the visit. */
export interface Tracking {
  id: string;
  marketing_id: string;
  source: string;
  fbclid: string;
}

export const STORAGE_KEY = 'velmora.tracking';
const EMPTY: Tracking = { id: '', marketing_id: '', source: '', fbclid: '' };
const MAX_LENGTH = { id: 200, source: 200, fbclid: 500 } as const;

const clean = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage can be blocked; tracking then lasts the page
  }
}

/**
 * Reads `id` (which sets both id and marketing_id), `source` and `fbclid` from the query string;
 * a landing URL that carries any of them replaces what the visit had, else the visit's are kept.
 */
export function readTracking(search: string, storage: Storage | null = sessionStore()): Tracking {
  const query = new URLSearchParams(search);
  const id = clean(query.get('id'), MAX_LENGTH.id);
  const fromUrl: Tracking = {
    id,
    marketing_id: id,
    source: clean(query.get('source'), MAX_LENGTH.source),
    fbclid: clean(query.get('fbclid'), MAX_LENGTH.fbclid),
  };
  if (fromUrl.id || fromUrl.source || fromUrl.fbclid) {
    storage?.setItem(STORAGE_KEY, JSON.stringify(fromUrl));
    return fromUrl;
  }
  try {
    const kept = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<Tracking> | null;
    return kept && typeof kept === 'object' ? { ...EMPTY, ...kept } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export type QuoteFormKind = 'home' | 'booking';

/** SPEC §4: the source when tracking gives none. */
export const defaultSource = (kind: QuoteFormKind, isInternational: boolean) =>
  kind === 'home'
    ? isInternational
      ? 'Home Page International'
      : 'Home Page'
    : isInternational
      ? 'Booking International'
      : 'Booking';

/** SPEC §4: marketing_id if non-empty, else id. */
export const trackingId = (tracking: Tracking) => tracking.marketing_id || tracking.id;
