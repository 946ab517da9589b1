/** SPEC §9: a blog card's title is cut at 35 characters, its excerpt at 100 by default. */
export const CARD_TITLE_MAX = 35;
export const EXCERPT_MAX = 100;

/** The text cut to `max` characters, with an ellipsis when anything was cut. */
export const cutText = (text: string, max: number): string => {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max).trimEnd()}…`;
};
