/** How typed text and indexed names are compared: accents, case and punctuation never matter. */

/** Lookup inputs come straight from the browser; longer text is cut, never rejected. */
export const MAX_QUERY_LENGTH = 100;

/** Letters NFKD does not take apart into a base letter and an accent. */
const LETTERS_WITHOUT_DECOMPOSITION: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** The trimmed text of an untrusted input, at most MAX_QUERY_LENGTH characters; '' for anything but a string. */
export function readQuery(input: unknown): string {
  if (typeof input !== 'string') return '';
  return input
    .slice(0, MAX_QUERY_LENGTH * 2)
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

/** Whether an input may mean "nothing typed yet" or text: a string, null or undefined (not a number, object ...). */
export function isTextOrNothing(input: unknown): input is string | null | undefined {
  return input === null || input === undefined || typeof input === 'string';
}

/** Lower case, accents dropped, apostrophes removed, every other run of non-letters one space: "St. John's" → "st johns". */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ASCII words already: skip the Unicode work (indexes fold tens of thousands at load).
  if (/^[a-z0-9]+(?: [a-z0-9]+)*$/.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter)
    .replace(/['’`ʻ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words people write either way in place names ("St Louis" / "Saint Louis"); the short form is canonical. */
const WORD_VARIANTS: ReadonlyArray<readonly [short: string, long: string]> = [
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['mt', 'mount'],
  ['ft', 'fort'],
  ['pt', 'point'],
];

/** A folded name with its spelled-out and abbreviated forms unified, for joining two datasets on a name. */
export function canonicalName(folded: string): string {
  return folded
    .split(' ')
    .map((word) => WORD_VARIANTS.find(([, long]) => long === word)?.[0] ?? word)
    .join(' ');
}

/** Every spelling of a folded name a user may type: "saint louis" also as "st louis", and the other way round. */
const VARIANT_WORDS = new Set(WORD_VARIANTS.flat());

export function nameSpellings(folded: string): string[] {
  if (!folded.split(' ').some((word) => VARIANT_WORDS.has(word))) return [folded];
  const spellings = new Set([folded]);
  for (const [short, long] of WORD_VARIANTS) {
    for (const spelling of [...spellings]) {
      const words = spelling.split(' ');
      if (words.includes(short)) spellings.add(words.map((word) => (word === short ? long : word)).join(' '));
      if (words.includes(long)) spellings.add(words.map((word) => (word === long ? short : word)).join(' '));
    }
  }
  return [...spellings];
}

/** The folded name and each of its later words onward ("las vegas" → "las vegas", "vegas"), for word-start matches. */
export function wordStarts(folded: string): string[] {
  const starts: string[] = [];
  let at = 0;
  while (at >= 0 && at < folded.length) {
    starts.push(folded.slice(at));
    const space = folded.indexOf(' ', at);
    at = space < 0 ? -1 : space + 1;
  }
  return starts;
}
