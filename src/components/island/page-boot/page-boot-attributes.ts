/** The JSON data blocks holding Gatsby's values for `window` (page path, chunk map, build hash). */
export const WINDOW_GLOBALS_ATTRIBUTE = 'data-window-globals';

/** The JSON list of Gatsby's scripts that the page's boot starts after the first paint. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint-scripts';

/** A page that shows nothing contentful gets its scripts after this long anyway. */
export const AFTER_PAINT_FALLBACK_MS = 3000;
