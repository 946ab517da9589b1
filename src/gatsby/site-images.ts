import crypto from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import sharp from 'sharp';
import type { MediaFormat } from '../types/content';

/**
 * Copies of CMS pictures made at build time onto the site's own origin (the home hero, a blog
 * list's first card): cropped to cover, progressive JPEG, named by content so a CDN can cache
 * them for ever.
 */

/** A picture's bytes from the CMS's media host. */
export async function fetchImage(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} (${url})`);
  return Buffer.from(await response.arrayBuffer());
}

interface JpegCopy {
  width: number;
  height: number;
  quality: number;
  /** Which part a crop keeps: sharp's `attention` (the busiest part) or `centre` (as CSS's object-fit). */
  position: 'attention' | 'centre';
}

/** Writes one cropped JPEG under `public/<folder>/` as `<label>-<content hash>.jpg`; its URL and size. */
export async function writeJpegCopy(
  source: Buffer,
  publicDir: string,
  folder: string,
  label: string,
  { width, height, quality, position }: JpegCopy,
): Promise<Omit<MediaFormat, 'name'>> {
  const data = await sharp(source)
    .resize(width, height, { fit: 'cover', position })
    .jpeg({ quality, mozjpeg: true, progressive: true })
    .toBuffer();
  const name = `${label}-${crypto.createHash('sha256').update(data).digest('hex').slice(0, 12)}.jpg`;
  await fs.mkdir(path.join(publicDir, folder), { recursive: true });
  await fs.writeFile(path.join(publicDir, folder, name), data);
  return { url: `/${folder}/${name}`, width, height };
}
