import crypto from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import sharp from 'sharp';
import type { HeroImages, Media } from '../types/content';

/** SPEC §9: the hero image is 700x400 at quality 40 on phones and 1200x800 at quality 90 on desktops. */
export const HERO_SIZES = {
  mobile: { width: 700, height: 400, quality: 40 },
  desktop: { width: 1200, height: 800, quality: 90 },
} as const;

/**
 * Makes the home hero's two images from the CMS image at build time (cropped to cover, progressive
 * JPEG) and writes them under `public/hero/`, named by their content so a CDN can cache them for
 * ever. Gives null (and the page uses the CMS formats) when the image cannot be read.
 */
export async function buildHeroImages(image: Media | null, publicDir: string): Promise<HeroImages | null> {
  if (!image || !image.mime.startsWith('image/')) return null;
  const response = await fetch(image.url);
  if (!response.ok) throw new Error(`Error: ${response.status} - ${response.statusText} (${image.url})`);
  const source = Buffer.from(await response.arrayBuffer());
  const outDir = path.join(publicDir, 'hero');
  await fs.mkdir(outDir, { recursive: true });
  const make = async (kind: keyof typeof HERO_SIZES) => {
    const { width, height, quality } = HERO_SIZES[kind];
    const data = await sharp(source)
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .jpeg({ quality, mozjpeg: true, progressive: true })
      .toBuffer();
    const name = `home-${kind}-${width}x${height}-q${quality}-${crypto.createHash('sha256').update(data).digest('hex').slice(0, 12)}.jpg`;
    await fs.writeFile(path.join(outDir, name), data);
    return { url: `/hero/${name}`, width, height };
  };
  return { mobile: await make('mobile'), desktop: await make('desktop'), alt: image.alt };
}
