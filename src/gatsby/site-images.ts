import crypto from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import sharp from 'sharp';
import type { MediaFormat } from '../types/content';

/**
 * Copies of CMS pictures made at build time onto the site's own origin, named by content so a CDN
 * can cache them for ever: photographs (the home hero, a blog list's first card) cropped to cover
 * as progressive JPEG, and SVG logos drawn as lossless WebP.
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

/** The file's name under its folder: `<label>-<content hash>.<extension>`. */
async function writeNamed(data: Buffer, publicDir: string, folder: string, label: string, extension: string) {
  const name = `${label}-${crypto.createHash('sha256').update(data).digest('hex').slice(0, 12)}.${extension}`;
  await fs.mkdir(path.join(publicDir, folder), { recursive: true });
  await fs.writeFile(path.join(publicDir, folder, name), data);
  return `/${folder}/${name}`;
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
  return { url: await writeNamed(data, publicDir, folder, label, 'jpg'), width, height };
}

/**
 * Draws an SVG at `height` pixels (its width in proportion) as a lossless WebP under
 * `public/<folder>/`, transparency kept; its URL and size. Drawn at that size from the vector, not
 * scaled from a small bitmap, so edges stay sharp.
 */
export async function writeVectorDrawing(
  source: Buffer,
  publicDir: string,
  folder: string,
  label: string,
  height: number,
): Promise<Omit<MediaFormat, 'name'>> {
  const drawn = await sharp(source).metadata();
  if (drawn.format !== 'svg' || !drawn.height) throw new Error(`not an SVG drawing (${drawn.format ?? 'unknown'})`);
  const { data, info } = await sharp(source, { density: (72 * height) / drawn.height })
    .resize({ height })
    .webp({ lossless: true })
    .toBuffer({ resolveWithObject: true });
  return { url: await writeNamed(data, publicDir, folder, label, 'webp'), width: info.width, height: info.height };
}
