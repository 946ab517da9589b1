import { useSyncExternalStore } from 'react';

/**
 * SPEC §2 and §4: a card that navigates to a post shows a page-loading indicator, cleared when
 * the path changes (gatsby-browser's onRouteUpdate). One flag for the whole page.
 */
let loading = false;
const listeners = new Set<() => void>();

const set = (next: boolean) => {
  if (loading === next) return;
  loading = next;
  listeners.forEach((listener) => listener());
};

export const startPageLoading = (): void => set(true);
export const clearPageLoading = (): void => set(false);
export const isPageLoading = (): boolean => loading;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePageLoading = (): boolean => useSyncExternalStore(subscribe, isPageLoading, () => false);

/** A plain left click that navigates here; a new tab or window leaves this page as it is. */
export function startsNavigation(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}
