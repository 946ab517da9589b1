/**
 * 12,345: digits grouped as en-US groups them (toLocaleString('en-US')), written out rather than
 * through Intl: building the first formatter loads the browser's locale data, and one built at a
 * module's top cost a phone about 60 ms of one long task while the home page hydrated (its
 * blocking time rose from about 100 ms to over 200 ms).
 */
export const thousands = (value: number): string => {
  const [whole, fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
};
