import { nameSpellings, wordStarts } from './search-text';

/** How well a name matched what was typed; lower is better. */
export const MATCH_TIER = { exact: 0, prefix: 1, wordPrefix: 2 } as const;
export type MatchTier = (typeof MATCH_TIER)[keyof typeof MATCH_TIER];

export interface NameMatch {
  /** The matched item's position in its ranked list (smaller = bigger or more popular). */
  item: number;
  tier: MatchTier;
}

export interface NamedItem {
  item: number;
  /** Already folded with foldText. */
  foldedNames: string[];
}

/**
 * Sorted name keys with binary search: every typed prefix is one contiguous range of keys.
 * Each name is indexed whole, in its St/Saint-style spellings, and from each later word on,
 * so "vegas" finds Las Vegas (ranked after names that start with what was typed).
 */
export class NamePrefixIndex {
  private readonly keys: string[];
  private readonly items: Uint32Array;
  private readonly isWholeName: Uint8Array;

  constructor(namedItems: Iterable<NamedItem>) {
    const entries: Array<{ key: string; item: number; whole: boolean }> = [];
    for (const { item, foldedNames } of namedItems) {
      const seen = new Set<string>();
      for (const name of foldedNames) {
        if (!name) continue;
        for (const spelling of nameSpellings(name)) {
          wordStarts(spelling).forEach((key, index) => {
            const id = `${index === 0 ? 'w' : 'p'}${key}`;
            if (seen.has(id)) return;
            seen.add(id);
            entries.push({ key, item, whole: index === 0 });
          });
        }
      }
    }
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.item - b.item));
    this.keys = entries.map((entry) => entry.key);
    this.items = Uint32Array.from(entries, (entry) => entry.item);
    this.isWholeName = Uint8Array.from(entries, (entry) => (entry.whole ? 1 : 0));
  }

  /** The best `limit` items whose names start with `prefix`: best tier first, then by rank. */
  bestMatches(prefix: string, limit: number, accept?: (item: number) => boolean): NameMatch[] {
    if (!prefix || limit <= 0) return [];
    const bestTier = new Map<number, MatchTier>();
    for (let at = this.firstKeyAtOrAfter(prefix); at < this.keys.length; at++) {
      const key = this.keys[at];
      if (!key.startsWith(prefix)) break;
      const item = this.items[at];
      if (accept && !accept(item)) continue;
      const tier: MatchTier = this.isWholeName[at]
        ? key.length === prefix.length
          ? MATCH_TIER.exact
          : MATCH_TIER.prefix
        : MATCH_TIER.wordPrefix;
      const known = bestTier.get(item);
      if (known === undefined || tier < known) bestTier.set(item, tier);
    }
    const matches: NameMatch[] = [];
    bestTier.forEach((tier, item) => matches.push({ item, tier }));
    matches.sort((a, b) => a.tier - b.tier || a.item - b.item);
    return matches.slice(0, limit);
  }

  private firstKeyAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
