/** @jest-environment node */
import path from 'path';
import sharp from 'sharp';
import { withMediaHost } from '../testing/media-host';
import { withTempDirs } from '../testing/temp-dirs';
import type { Media } from '../types/content';
import { LOGO_DRAWING_HEIGHT, logoImages } from './logo-images';

/** A 480×160 logo: a navy disc on the left, transparent elsewhere. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 160" width="480" height="160">' +
  '<circle cx="80" cy="80" r="60" fill="#1b2a4a"/><rect x="170" y="60" width="280" height="40" fill="#1b2a4a"/></svg>';

/** A stand-in media host serving the logo, a broken SVG and a JPEG. */
const host = withMediaHost(async () => {
  const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  return {
    '/uploads/press_open_road.svg': { type: 'image/svg+xml', body: LOGO_SVG },
    '/uploads/not_a_drawing.svg': { type: 'image/svg+xml', body: jpeg },
  };
});

const tempPublic = withTempDirs('logos-');

const logo = (overrides: Partial<Media> = {}): Media => ({
  url: `${host.origin}/uploads/press_open_road.svg`,
  alt: 'Open Road Journal',
  width: 480,
  height: 160,
  mime: 'image/svg+xml',
  formats: [],
  ...overrides,
});

describe('an SVG logo drawn at build time as a picture on the site', () => {
  it('is a lossless WebP at the drawing height, its width in proportion, transparency kept', async () => {
    const publicDir = tempPublic();
    const drawn = await logoImages(publicDir, () => undefined)(logo());
    expect(drawn).toMatchObject({
      alt: 'Open Road Journal',
      mime: 'image/webp',
      width: LOGO_DRAWING_HEIGHT * 3,
      height: LOGO_DRAWING_HEIGHT,
      formats: [],
    });
    expect(drawn?.url).toMatch(/^\/media\/press_open_road-[0-9a-f]{12}\.webp$/);
    const file = path.join(publicDir, drawn!.url);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
      'webp',
      LOGO_DRAWING_HEIGHT * 3,
      LOGO_DRAWING_HEIGHT,
      true,
    ]);
    // Drawn, not blank: the disc's centre is the logo's navy, the corner is transparent.
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    expect(pixel(60, 60)).toEqual([0x1b, 0x2a, 0x4a, 255]);
    expect(pixel(2, 2)[3]).toBe(0);
  });

  it('is fetched and drawn once however many reviews and press entries use it', async () => {
    const drawnLogo = logoImages(tempPublic(), () => undefined);
    host.requests.length = 0;
    const [first, second] = await Promise.all([drawnLogo(logo()), drawnLogo(logo({ alt: 'Again' }))]);
    expect(second).toEqual(first);
    expect(host.requests).toEqual(['/uploads/press_open_road.svg']);
  });

  it('stays on the CMS as SVG, with a warning, when it cannot be fetched or is no drawing; the build goes on', async () => {
    const warnings: string[] = [];
    const drawnLogo = logoImages(tempPublic(), (message) => warnings.push(message));
    const gone = logo({ url: `${host.origin}/uploads/gone.svg` });
    const notDrawing = logo({ url: `${host.origin}/uploads/not_a_drawing.svg` });
    expect(await drawnLogo(gone)).toBe(gone);
    expect(await drawnLogo(notDrawing)).toBe(notDrawing);
    expect(warnings).toEqual([
      `The logo stays on the CMS as SVG (${host.origin}/uploads/gone.svg): 404 Not Found (${host.origin}/uploads/gone.svg)`,
      `The logo stays on the CMS as SVG (${host.origin}/uploads/not_a_drawing.svg): not an SVG drawing (jpeg)`,
    ]);
  });

  it('leaves a bitmap logo and a missing one as they are, without fetching', async () => {
    const drawnLogo = logoImages(tempPublic(), () => undefined);
    host.requests.length = 0;
    const png = logo({ mime: 'image/png', url: `${host.origin}/uploads/badge.png` });
    expect(await drawnLogo(png)).toBe(png);
    expect(await drawnLogo(null)).toBeNull();
    expect(host.requests).toEqual([]);
  });
});
