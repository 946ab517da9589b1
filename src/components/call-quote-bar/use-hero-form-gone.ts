import { useEffect, useState } from 'react';

/** Fields that open a phone's keyboard: while one has focus a bar pinned to the bottom would cover it. */
const TYPING =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), select, textarea';

/**
 * Whether the page's hero form (the first of `formIds` on the page) has scrolled away above the
 * screen; on a page without one, whether the first screen has. False while the visitor types in
 * a field, on the server, and until the page first scrolls.
 */
export function useHeroFormGone(formIds: readonly string[]): boolean {
  const [gone, setGone] = useState(false);
  const [typing, setTyping] = useState(false);
  const key = formIds.join(' ');
  useEffect(() => {
    const form = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .find(Boolean);
    let frame = 0;
    const measure = () => {
      frame = 0;
      setGone(form ? form.getBoundingClientRect().bottom < 0 : window.scrollY > window.innerHeight);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    const onFocusIn = (event: FocusEvent) => {
      setTyping(event.target instanceof Element && event.target.matches(TYPING));
    };
    const onFocusOut = () => setTyping(false);
    // Nothing is measured until the page scrolls (a page opened scrolled down gets a scroll event
    // as the browser restores it), or has scrolled already: a layout read as the page hydrates
    // would cost its first seconds.
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    // A visitor who scrolled before the page hydrated sent the only scroll event there was.
    if (window.scrollY > 0) onScroll();
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);
  return gone && !typing;
}
