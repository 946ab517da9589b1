/** The attribute an island's box carries (its value names the island). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Set on an island's box once its own code holds what the visitor does there. */
export const ISLAND_LISTENING_ATTRIBUTE = 'data-island-listening';

/**
 * The window's list of what the visitor did before the page's code ran (presses of a button, then
 * typing), kept by the page's boot and taken by each island as it starts, and by the page as it
 * hydrates for presses outside islands:
 * `['press', button]` or `['type', field, value]`, in order.
 */
export const EARLY_ACTIONS_GLOBAL = '___islandEarlyActions';

/** Set on the window once the page's own code starts hydrating it: presses outside islands are React's from then on. */
export const PAGE_HYDRATING = '___pageHydrating';
