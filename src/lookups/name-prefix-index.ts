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

/** Prefixes this short match thousands of keys: their best matches are worked out once, when the index is built. */
const PRECOMPUTED_PREFIX_LENGTH = 2;
const PRECOMPUTED_MATCHES = 10;

/**
 * Sorted name keys with binary search: every typed prefix is one contiguous range of keys.
 * Each name is indexed whole, in its St/Saint-style spellings, and from each later word on,
 * so "vegas" finds Las Vegas (ranked after names that start with what was typed).
 */
export class NamePrefixIndex {
  private readonly keys: string[];
  private readonly items: Uint32Array;
  private readonly isWholeName: Uint8Array;
  private readonly shortPrefixMatches = new Map<string, NameMatch[]>();

  constructor(namedItems: Iterable<NamedItem>) {
    // Sorting "key\0entry" strings natively is several times faster than sorting objects with a comparator.
    const tagged: string[] = [];
    const entryItems: number[] = [];
    const entryWhole: boolean[] = [];
    for (const { item, foldedNames } of namedItems) {
      // A key repeated for one item (a name equal to its ASCII form) is harmless: matches keep each item once.
      foldedNames.forEach((name, at) => {
        if (!name || foldedNames.indexOf(name) !== at) return;
        for (const spelling of nameSpellings(name)) {
          wordStarts(spelling).forEach((key, index) => {
            tagged.push(`${key}\0${entryItems.length}`);
            entryItems.push(item);
            entryWhole.push(index === 0);
          });
        }
      });
    }
    tagged.sort();
    this.keys = new Array<string>(tagged.length);
    this.items = new Uint32Array(tagged.length);
    this.isWholeName = new Uint8Array(tagged.length);
    tagged.forEach((entry, at) => {
      const separator = entry.lastIndexOf('\0');
      const entryIndex = Number(entry.slice(separator + 1));
      this.keys[at] = entry.slice(0, separator);
      this.items[at] = entryItems[entryIndex];
      this.isWholeName[at] = entryWhole[entryIndex] ? 1 : 0;
    });
    for (let length = 1; length <= PRECOMPUTED_PREFIX_LENGTH; length++) {
      for (let at = 0; at < this.keys.length;) {
        const prefix = this.keys[at].slice(0, length);
        if (prefix.length < length) {
          at++;
          continue;
        }
        const { matches, end } = this.scan(prefix, at, PRECOMPUTED_MATCHES);
        this.shortPrefixMatches.set(prefix, matches);
        at = end;
      }
    }
  }

  /** The best `limit` items whose names start with `prefix`: best tier first, then by rank. */
  bestMatches(prefix: string, limit: number, accept?: (item: number) => boolean): NameMatch[] {
    if (!prefix || limit <= 0) return [];
    if (!accept && prefix.length <= PRECOMPUTED_PREFIX_LENGTH && limit <= PRECOMPUTED_MATCHES) {
      return (this.shortPrefixMatches.get(prefix) ?? []).slice(0, limit);
    }
    return this.scan(prefix, firstAtOrAfter(this.keys, prefix), limit, accept).matches;
  }

  /** Walks the keys from `start` while they begin with `prefix`; `end` is where the walk stopped. */
  private scan(
    prefix: string,
    start: number,
    limit: number,
    accept?: (item: number) => boolean,
  ): { matches: NameMatch[]; end: number } {
    const bestTier = new Map<number, MatchTier>();
    let at = start;
    for (; at < this.keys.length; at++) {
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
    return { matches: matches.slice(0, limit), end: at };
  }
}

/** Binary search: the first position in `sorted` whose value is not below `value`. */
export function firstAtOrAfter(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
