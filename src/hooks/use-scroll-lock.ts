import { useEffect } from 'react';

export const SCROLL_LOCK_CLASS = 'scroll-locked';

/** How many open layers want the page still; the page scrolls again when the last one closes. */
let locks = 0;

/** SPEC §2: page scroll is locked while the mobile menu is open. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    locks += 1;
    document.documentElement.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      locks -= 1;
      if (locks === 0) document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
    };
  }, [active]);
}
