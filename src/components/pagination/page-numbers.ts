/** The page numbers a pager shows: the first, the last, and those around the current one, with
 *  a gap (null) where numbers are left out. */
export function pageNumbers(current: number, count: number, around = 1): (number | null)[] {
  const shown = new Set<number>([1, count]);
  for (let n = current - around; n <= current + around; n += 1) if (n >= 1 && n <= count) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1] > 1 ? [null, n] : [n]));
}
