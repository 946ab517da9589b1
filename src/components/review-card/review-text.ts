/** SPEC §9's review text rules. The ellipsis is one character, U+2026. */
const ELLIPSIS = '…';

const cut = (text: string, length: number) => `${text.slice(0, length).trimEnd()}${ELLIPSIS}`;

/** Carousel on small screens (and the press-page card): longer than 100 is cut to 150 plus an ellipsis. */
export const reviewTextSmall = (text: string): string => (text.length > 100 ? cut(text, 150) : text);

/** Carousel on wide screens: longer than 250 is cut to 230 plus an ellipsis. */
export const reviewTextWide = (text: string): string => (text.length > 250 ? cut(text, 230) : text);

/** A review card: cut at 150 plus an ellipsis. */
export const reviewTextCard = (text: string): string => (text.length > 150 ? cut(text, 150) : text);
