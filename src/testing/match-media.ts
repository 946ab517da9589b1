/** A window.matchMedia for jsdom that answers min-width/max-width queries for a given width. */
export function setViewport(width: number, { reducedMotion = false } = {}): void {
  const matches = (query: string) =>
    query.split(/\s+and\s+/).every((part) => {
      const min = /min-width:\s*(\d+)px/.exec(part);
      const max = /max-width:\s*(\d+)px/.exec(part);
      if (min) return width >= Number(min[1]);
      if (max) return width <= Number(max[1]);
      if (part.includes('prefers-reduced-motion')) return reducedMotion;
      return false;
    });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
