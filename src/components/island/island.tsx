import React, {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import styled from 'styled-components';
import { replay, setValue, takeEarlyActions, type HeldAction, type TypedField } from './early-actions';
import { ISLAND_ATTRIBUTE, ISLAND_LISTENING_ATTRIBUTE } from './island-attribute';

/**
 * An island: a part of a page whose code is not sent with the page. The server renders it as usual,
 * so visitors and crawlers see it at once; in the browser its HTML stays as the server sent it (a
 * form's fields already take typing, focus and taps) until the visitor reaches for it. Then its code
 * is fetched and hydrated in place, keeping what was typed and where focus is, and a button pressed
 * while it loaded is pressed again. A page rendered in the browser (a client-side navigation) loads
 * the island's code at once and renders it.
 */

export type IslandLoader<P> = () => Promise<ComponentType<P>>;

/**
 * When a hydrated page runs an island's code: when the visitor reaches for it ('reach'); when it
 * comes near the screen, or is reached for before that ('visible': content below the fold whose
 * controls should work by the time the visitor scrolls to them); or never ('never': content with
 * nothing to run, left as the server's HTML; a page rendered in the browser still loads and
 * renders it).
 */
export type IslandWake = 'reach' | 'visible' | 'never';

/** How far below (or above) the screen a 'visible' island starts loading its code. */
export const VISIBLE_MARGIN = '400px 0px';

/** What the visitor does that means they are about to use the island. */
export const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

// A wrapper that takes no room, so the island lays out as its content would.
const Box = styled.div`
  display: contents;
`;

/** The server's rendering: the component inside the island's box. */
export function ServerIsland<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <Box {...{ [ISLAND_ATTRIBUTE]: name }}>
      <Component {...props} />
    </Box>
  );
}

/** Calls `onSettled` once the tree it wraps has committed and the updates its mount effects made have too. */
function Settled({ onSettled, children }: { onSettled: () => void; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the extra commit is the point (see above)
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) onSettled();
  }, [mounted, onSettled]);
  return <>{children}</>;
}

type Mode = 'unknown' | 'server-html' | 'render';

/** The browser's rendering of an island. */
export function ClientIsland<P extends object>({
  name,
  load,
  props,
  wake: wakeOn = 'reach',
}: {
  name: string;
  load: IslandLoader<P>;
  props: P;
  wake?: IslandWake;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<Mode>('unknown');
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  /** The props last committed: what the island hydrates with when its code comes. */
  const latestProps = useRef(props);
  useLayoutEffect(() => {
    latestProps.current = props;
  }, [props]);
  /** Set once the island's own root has hydrated and settled: later props are rendered into it. */
  const rerender = useRef<((next: P) => void) | null>(null);

  // Server HTML in the box means the page was hydrated; an empty box means React rendered it here.
  useLayoutEffect(() => {
    setMode(box.current?.hasChildNodes() ? 'server-html' : 'render');
  }, []);

  useEffect(() => {
    if (mode !== 'render') return undefined;
    let live = true;
    void load().then((component) => {
      if (live) setLoaded(() => component);
    });
    return () => {
      live = false;
    };
  }, [mode, load]);

  useEffect(() => {
    const element = box.current;
    if (mode !== 'server-html' || !element || wakeOn === 'never') return undefined;
    const held: HeldAction[] = [];
    /** Each field's value when the first held press came: typing after it waits for the replay. */
    const beforePress = new Map<TypedField, string>();
    let waking = false;
    let live = true;
    let root: Root | null = null;
    let nearScreen: IntersectionObserver | null = null;

    // Until the island runs, a button pressed inside it is held (a submit button must not send the
    // form the browser's way) and pressed again once it runs; typing after it is typed again then,
    // so the visitor's order holds (what was typed before any press the island takes as it mounts).
    const hold = (event: Event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      if (!button || !element.contains(button)) return;
      // Held, and only pressed again: not the browser's way, nor by React's listeners as it hydrates.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!held.length)
        element.querySelectorAll<TypedField>('input, textarea, select').forEach((field) => {
          beforePress.set(field, field.value);
        });
      held.push({ kind: 'press', target: button });
    };
    const holdTyping = (event: Event) => {
      const field = event.target as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
      if (
        !held.length ||
        !element.contains(field) ||
        !('value' in field) ||
        (field as HTMLInputElement).type === 'radio'
      )
        return;
      held.push({ kind: 'type', target: field, value: field.value });
    };
    const holdSubmit = (event: Event) => {
      if (element.contains(event.target as Node)) event.preventDefault();
    };
    // Held on the document, before the page's React sees the event: while the island hydrates,
    // React stops an event on its HTML from going further (and may not handle it).
    const holding = [
      ['click', hold],
      ['input', holdTyping],
      ['change', holdTyping],
      ['submit', holdSubmit],
    ] as const;
    const stopHolding = () => holding.forEach(([type, listener]) => document.removeEventListener(type, listener, true));

    const wake = (cause: 'reach' | 'visible' = 'reach') => {
      if (waking) return;
      waking = true;
      WAKE_EVENTS.forEach((type) => element.removeEventListener(type, reach, true));
      nearScreen?.disconnect();
      void load().then(
        (Component) => {
          if (!live) return;
          let shown = latestProps.current;
          const tree = (next: P) => (
            <Settled onSettled={settle}>
              <Component {...next} />
            </Settled>
          );
          const settle = () => {
            if (!live || rerender.current) return;
            // An update before hydration ends would make React render the island afresh: only after.
            rerender.current = (next: P) => {
              if (next === shown) return;
              shown = next;
              root?.render(tree(next));
            };
            // Out of React's effects, so each replayed action's update is flushed before the next;
            // what the visitor does until then is held too, so it comes after what came before it.
            setTimeout(() => {
              stopHolding();
              if (live) replay(element, held.splice(0));
            }, 0);
          };
          // The island mounts with what was typed before the first press; what was typed after it
          // is typed again after the press (the press may change what the typing means).
          held.forEach((action) => {
            const before = action.kind === 'type' ? beforePress.get(action.target) : undefined;
            if (before !== undefined && action.kind === 'type' && action.target.value !== before)
              setValue(action.target, before);
          });
          if (cause === 'visible') {
            // Nobody is waiting on it: hydrated in slices, so scrolling stays smooth.
            startTransition(() => {
              root = hydrateRoot(element, tree(shown));
            });
          } else {
            root = hydrateRoot(element, tree(shown));
          }
        },
        () => {
          // The code could not be fetched (a dropped connection): the next reach tries again.
          waking = false;
          listen();
        },
      );
    };
    const reach = () => wake('reach');
    const listen = () =>
      WAKE_EVENTS.forEach((type) => element.addEventListener(type, reach, { capture: true, passive: true }));

    listen();
    if (wakeOn === 'visible') {
      if (typeof IntersectionObserver === 'function') {
        nearScreen = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) wake('visible');
          },
          { rootMargin: VISIBLE_MARGIN },
        );
        // The island's box takes no room of its own (display: contents): its content is watched.
        Array.from(element.children).forEach((child) => nearScreen?.observe(child));
      } else {
        wake('visible');
      }
    }
    holding.forEach(([type, listener]) => document.addEventListener(type, listener, true));
    element.setAttribute(ISLAND_LISTENING_ATTRIBUTE, '');
    // A press before the page's code ran is held as one made now (typing before it, the island
    // takes as it mounts); it and focus already inside (a field focused then) are a reach too.
    takeEarlyActions(element).forEach((action) => {
      if (action.kind === 'press' || held.length) held.push(action);
    });
    if (held.length || element.contains(document.activeElement)) wake();

    return () => {
      live = false;
      rerender.current = null;
      WAKE_EVENTS.forEach((type) => element.removeEventListener(type, reach, true));
      nearScreen?.disconnect();
      stopHolding();
      element.removeAttribute(ISLAND_LISTENING_ATTRIBUTE);
      const hydrated = root;
      // Another root may not be unmounted while this one commits.
      if (hydrated) setTimeout(() => hydrated.unmount(), 0);
    };
  }, [mode, load, wakeOn]);

  useEffect(() => {
    rerender.current?.(props);
  }, [props]);

  if (mode === 'render') {
    return <Box {...{ [ISLAND_ATTRIBUTE]: name }}>{Loaded ? <Loaded {...props} /> : null}</Box>;
  }
  // Hydration leaves an element with inner HTML as it is: the server's HTML stays untouched.
  return (
    <Box
      {...{ [ISLAND_ATTRIBUTE]: name }}
      ref={box}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}

export interface IslandOptions<P> {
  /** The island's name, on its box (`data-island`). */
  name: string;
  /**
   * The component itself where pages' HTML is rendered, null in the browser's bundle, written
   * `__RENDERS_HTML__ ? require('./x').X : null` (see renders-html.ts): the browser gets the
   * component's code only from `load`'s own chunk.
   */
  server: ComponentType<P> | null;
  /** The component's code, fetched in the browser when the island wakes. */
  load: IslandLoader<P>;
  wake?: IslandWake;
}

/** Makes an island of a component. */
export function island<P extends object>({ name, server, load, wake = 'reach' }: IslandOptions<P>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce: IslandLoader<P> = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  function Island(props: P) {
    return server ? (
      <ServerIsland name={name} component={server} props={props} />
    ) : (
      <ClientIsland name={name} load={loadOnce} props={props} wake={wake} />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
