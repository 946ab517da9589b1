import { useEffect, useState } from 'react';
import { breakpoints } from '../../styles/theme';

/** Desktop is wider than SPEC §9's mobile breakpoint (768 px). */
export const DESKTOP_QUERY = `(min-width: ${breakpoints.md + 1}px)`;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the hero may play its video: only on a desktop-wide screen, and not for visitors who
 * asked for less motion. False on the server and on first render, so a phone never gets a
 * `src` and never downloads the video.
 */
export function useDesktopVideo(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const reduced = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setAllowed(desktop.matches && !reduced.matches);
    update();
    desktop.addEventListener('change', update);
    reduced.addEventListener('change', update);
    return () => {
      desktop.removeEventListener('change', update);
      reduced.removeEventListener('change', update);
    };
  }, []);
  return allowed;
}
