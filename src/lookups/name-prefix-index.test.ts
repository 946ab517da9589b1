/** @jest-environment node */
import { MATCH_TIER, NamePrefixIndex } from './name-prefix-index';

// Items are ranks: 0 is the biggest place.
const index = new NamePrefixIndex([
  { item: 0, foldedNames: ['miami'] },
  { item: 1, foldedNames: ['miami beach'] },
  { item: 2, foldedNames: ['north miami'] },
  { item: 3, foldedNames: ['miami'] },
  { item: 4, foldedNames: ['saint louis'] },
]);

describe('name prefix index', () => {
  it('puts whole-name matches first, then name starts, then later words, each by rank', () => {
    expect(index.bestMatches('miami', 10)).toEqual([
      { item: 0, tier: MATCH_TIER.exact },
      { item: 3, tier: MATCH_TIER.exact },
      { item: 1, tier: MATCH_TIER.prefix },
      { item: 2, tier: MATCH_TIER.wordPrefix },
    ]);
  });

  it('stops at the limit and honours the filter', () => {
    expect(index.bestMatches('mia', 2).map((match) => match.item)).toEqual([0, 1]);
    expect(index.bestMatches('mia', 10, (item) => item !== 0).map((match) => match.item)).toEqual([1, 3, 2]);
  });

  it('finds a name under its other spelling', () => {
    expect(index.bestMatches('st lo', 10).map((match) => match.item)).toEqual([4]);
  });

  it('finds nothing for an empty or unknown prefix', () => {
    expect(index.bestMatches('', 10)).toEqual([]);
    expect(index.bestMatches('zzz', 10)).toEqual([]);
  });
});
