/** The Velmora mark's drawing on a 64x64 grid: the V of the favicon over a dashed road. Shared by
 *  the site's BrandMark and the pictures scripts/generators/make-social-card.ts draws. */
export const BRAND_MARK = {
  viewBox: 64,
  cornerRadius: 16,
  v: 'M14 16h9l9 20 9-20h9L36.5 46h-9z',
  road: 'M14 53h36',
  roadWidth: 3,
  roadDashes: '6 5',
  /** The V and the road are drawn in the brand's navy on the accent tile. */
  ink: '#0b1f3a',
} as const;
