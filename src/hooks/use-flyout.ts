import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: a fly-out submenu opens after 500 ms of hover. */
export const FLYOUT_DELAY_MS = 500;
/** Time to move the pointer from an entry into its open panel without it closing. */
export const FLYOUT_CLOSE_GRACE_MS = 250;

type OpenedBy = 'hover' | 'press';

export interface Flyout<K> {
  /** The entry whose panel is open, or null. */
  open: K | null;
  /** The pointer enters an entry (or its panel). */
  hoverStart: (key: K) => void;
  /** The pointer leaves an entry and its panel. */
  hoverEnd: () => void;
  /** A click, tap, Enter or Space on the entry. */
  toggle: (key: K) => void;
  show: (key: K) => void;
  close: () => void;
}

/**
 * Which fly-out is open. Hover opens one after the delay; once one is open, moving to a
 * neighbour switches at once. A panel the visitor opened by click or keyboard stays open when
 * the pointer wanders off; Escape, a click outside or focus leaving closes it.
 */
export function useFlyout<K>(delayMs: number = FLYOUT_DELAY_MS): Flyout<K> {
  const [state, setState] = useState<{ key: K; by: OpenedBy } | null>(null);
  const timer = useRef<number>();
  /** The state as last set: the handlers decide on it, even before React has rendered it. */
  const stateRef = useRef(state);
  const change = useCallback((next: { key: K; by: OpenedBy } | null) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const clear = () => {
    if (timer.current !== undefined) window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => clear, []);

  const hoverStart = useCallback(
    (key: K) => {
      clear();
      const current = stateRef.current;
      if (current && current.key === key) return;
      if (current) {
        change({ key, by: 'hover' });
        return;
      }
      timer.current = window.setTimeout(() => change({ key, by: 'hover' }), delayMs);
    },
    [delayMs, change],
  );

  const hoverEnd = useCallback(() => {
    clear();
    if (stateRef.current?.by !== 'hover') return;
    timer.current = window.setTimeout(() => change(null), FLYOUT_CLOSE_GRACE_MS);
  }, [change]);

  const toggle = useCallback(
    (key: K) => {
      clear();
      // A panel that hover already opened stays open on the click that usually follows.
      const current = stateRef.current;
      change(current?.key === key && current.by === 'press' ? null : { key, by: 'press' });
    },
    [change],
  );

  const show = useCallback(
    (key: K) => {
      clear();
      change({ key, by: 'press' });
    },
    [change],
  );

  const close = useCallback(() => {
    clear();
    change(null);
  }, [change]);

  return { open: state?.key ?? null, hoverStart, hoverEnd, toggle, show, close };
}
