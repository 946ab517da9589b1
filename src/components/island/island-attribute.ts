/** The attribute an island's box carries (its value names the island). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Set on an island's box once its own code holds what the visitor does there. */
export const ISLAND_LISTENING_ATTRIBUTE = 'data-island-listening';

/**
 * The window's list of what the visitor did in islands before the page's code ran (presses of a
 * button, then typing), kept by the page's first script and taken by each island as it starts:
 * `['press', button]` or `['type', field, value]`, in order.
 */
export const EARLY_ACTIONS_GLOBAL = '___islandEarlyActions';
