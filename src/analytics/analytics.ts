/**
 * SPEC §4 and §9: the analytics tag (a Google Tag Manager container) loads 3.5 s after the site
 * starts, and a page event named 'Quote Form Request' is pushed on every route change. The
 * container id comes from GATSBY_GTM_ID at build time; without one, no tag ever loads. Events
 * queue in dataLayer until the tag arrives, and a tag that cannot load breaks nothing.
 */
export const ANALYTICS_DELAY_MS = 3500;
export const PAGE_EVENT = 'Quote Form Request';
const DEFAULT_TAG_URL = 'https://www.googletagmanager.com/gtm.js';

export type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export interface AnalyticsSettings {
  containerId: string | null;
  /** Where gtm.js is fetched from: Google's by default, a first-party tagging server if set. */
  tagUrl: string;
}

/** Gatsby bakes GATSBY_* variables into the browser bundle at build time. */
export const analyticsSettings = (): AnalyticsSettings => ({
  containerId: process.env.GATSBY_GTM_ID?.trim() || null,
  tagUrl: process.env.GATSBY_GTM_SCRIPT_URL?.trim() || DEFAULT_TAG_URL,
});

const dataLayer = (): DataLayerEvent[] => {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
};

/** Loads the container after the delay. Returns the function that cancels a load not yet begun. */
export function scheduleTagLoad(
  { containerId, tagUrl }: AnalyticsSettings,
  delayMs: number = ANALYTICS_DELAY_MS,
): () => void {
  if (!containerId) return () => undefined;
  const timer = window.setTimeout(() => {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${tagUrl}?id=${encodeURIComponent(containerId)}`;
    script.dataset.analyticsTag = containerId;
    // Blocked by the visitor or the network: the events simply stay queued.
    script.onerror = () => script.remove();
    document.head.appendChild(script);
  }, delayMs);
  return () => window.clearTimeout(timer);
}

export function pushPageEvent(path: string): void {
  dataLayer().push({ event: PAGE_EVENT, page_path: path });
}
