/**
 * Draws the pictures the site ships for search engines and link previews, from
 * src/components/seo/social-card.ts, and writes them into static/ (run again after changing them):
 *   static/social-card.png  the share card of pages without a picture of their own, 1200x630
 *   static/logo.png         the brand mark, the Organization's logo in the JSON-LD, 512x512
 *   npx tsx scripts/generators/make-social-card.ts
 * Text is set in DejaVu (Debian's fonts-dejavu): librsvg cannot load the site's woff2 web fonts.
 */
import path from 'path';
import sharp from 'sharp';
import { BRAND_MARK } from '../../src/components/brand/brand-mark';
import { LOGO, SOCIAL_CARD } from '../../src/components/seo/social-card';
import { escapeXml } from '../../src/gatsby/sitemap';
import { lightPalette as palette } from '../../src/styles/theme';
import { ROOT } from '../shared/repo-root';

const STATIC_DIR = path.join(ROOT, 'static');

/** The mark at a size and place, as SVG (it is drawn on a 64-unit grid). */
const mark = (x: number, y: number, size: number) => {
  const { viewBox, cornerRadius, v, road, roadWidth, roadDashes, ink } = BRAND_MARK;
  return `<g transform="translate(${x} ${y}) scale(${size / viewBox})">
    <rect width="${viewBox}" height="${viewBox}" rx="${cornerRadius}" fill="${palette.accent}"/>
    <path d="${v}" fill="${ink}"/>
    <path d="${road}" stroke="${ink}" stroke-width="${roadWidth}" stroke-linecap="round" stroke-dasharray="${roadDashes}"/>
  </g>`;
};

/** Words into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function socialCardSvg(): string {
  const { width, height, headline, tagline } = SOCIAL_CARD;
  const taglineLines = wrap(tagline, 40)
    .map((line, index) => `<tspan x="96" dy="${index === 0 ? 0 : 50}">${escapeXml(line)}</tspan>`)
    .join('');
  // The road ends on a whole dash: 48 drawn, 36 apart, within the 96 px margins.
  const roadEnd = 96 + Math.floor((width - 192 + 36) / 84) * 84 - 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.heroStart}"/>
      <stop offset="1" stop-color="${palette.heroEnd}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="1060" cy="110" r="260" fill="${palette.onChrome}" opacity="0.05"/>
  <circle cx="1120" cy="560" r="180" fill="${palette.accent}" opacity="0.08"/>
  ${mark(96, 88, 128)}
  <text x="96" y="340" font-family="DejaVu Serif, serif" font-weight="bold" font-size="72" fill="${palette.onChrome}">${escapeXml(headline)}</text>
  <text x="96" y="414" font-family="DejaVu Sans, sans-serif" font-size="36" fill="${palette.onChromeMuted}">${taglineLines}</text>
  <path d="M96 556H${roadEnd}" stroke="${palette.accent}" stroke-width="8" stroke-linecap="round" stroke-dasharray="48 36"/>
</svg>`;
}

const logoSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO.width}" height="${LOGO.height}">${mark(0, 0, LOGO.width)}</svg>`;

async function main() {
  for (const [svg, file] of [
    [socialCardSvg(), SOCIAL_CARD.path],
    [logoSvg(), LOGO.path],
  ] as const) {
    const out = path.join(STATIC_DIR, file);
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
    const { width, height } = await sharp(out).metadata();
    console.log(`Wrote ${path.relative(process.cwd(), out)} (${width}x${height})`);
  }
}

main().catch((error: Error) => {
  console.error(`Could not draw the pictures: ${error.message}`);
  process.exit(1);
});
