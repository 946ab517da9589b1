/** SPEC §5: the ship date travels as YYYY-MM-DD, in the visitor's own calendar. */
export const toIsoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export const fromIsoDate = (value: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};

/** SPEC §9: the long date format. */
export const longDate = (value: string) =>
  fromIsoDate(value)?.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }) ?? '';

export const startOfToday = (now = new Date()) => new Date(now.getFullYear(), now.getMonth(), now.getDate());
