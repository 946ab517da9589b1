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

/**
 * The file's name under its folder: `<label>-<content hash>.<extension>`. A file already there
 * under that name holds these bytes (the name says so), so an unchanged picture is not written
 * again and keeps its write time.
 */
async function writeNamed(data: Buffer, publicDir: string, folder: string, label: string, extension: string) {
  const name = `${label}-${crypto.createHash('sha256').update(data).digest('hex').slice(0, 12)}.${extension}`;
  const file = path.join(publicDir, folder, name);
  const existing = await fs.stat(file).catch(() => null);
  if (existing?.size !== data.length) {
    await fs.mkdir(path.join(publicDir, folder), { recursive: true });
    await fs.writeFile(file, data);
  }
  return `/${folder}/${name}`;
}

/** A picture made from a source: its bytes and size. */
interface Made {
  data: Buffer;
  width: number;
  height: number;
}

/** What makes the same bytes from the same source: sharp's and libvips's versions with the recipe. */
const MAKER = `sharp ${sharp.versions.sharp ?? ''} vips ${sharp.versions.vips}`;

/**
 * Resizing with sharp costs tenths of a second a picture, on every build although the pictures
 * seldom change. With `cacheDir` (under Gatsby's .cache/, so `gatsby clean` empties it) a picture
 * is made once per source and recipe: it is kept under the hash of the source's bytes and the
 * recipe, so a changed source, recipe or sharp makes it anew. Without `cacheDir` it is made each time.
 */
async function madeOnce(cacheDir: string | undefined, source: Buffer, recipe: object, make: () => Promise<Made>) {
  if (!cacheDir) return make();
  const key = crypto.createHash('sha256').update(JSON.stringify({ MAKER, recipe })).update(source).digest('hex');
  const dataFile = path.join(cacheDir, `${key}.bin`);
  const sizeFile = path.join(cacheDir, `${key}.json`);
  try {
    const { width, height } = JSON.parse(await fs.readFile(sizeFile, 'utf8')) as { width: number; height: number };
    return { data: await fs.readFile(dataFile), width, height };
  } catch {
    // Not made yet (or its entry was cut short): made now and kept.
  }
  const made = await make();
  await fs.mkdir(cacheDir, { recursive: true });
  // The size is written last, through a rename, so an entry with a size always has its bytes whole.
  await fs.writeFile(dataFile, made.data);
  const partial = `${sizeFile}.${process.pid}.tmp`;
  await fs.writeFile(partial, JSON.stringify({ width: made.width, height: made.height }));
  await fs.rename(partial, sizeFile);
  return made;
}

/** Writes one cropped JPEG under `public/<folder>/` as `<label>-<content hash>.jpg`; its URL and size. */
export async function writeJpegCopy(
  source: Buffer,
  publicDir: string,
  folder: string,
  label: string,
  { width, height, quality, position }: JpegCopy,
  cacheDir?: string,
): Promise<Omit<MediaFormat, 'name'>> {
  const { data } = await madeOnce(cacheDir, source, { jpeg: { width, height, quality, position } }, async () => ({
    data: await sharp(source)
      .resize(width, height, { fit: 'cover', position })
      .jpeg({ quality, mozjpeg: true, progressive: true })
      .toBuffer(),
    width,
    height,
  }));
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
  cacheDir?: string,
): Promise<Omit<MediaFormat, 'name'>> {
  const made = await madeOnce(cacheDir, source, { webpDrawing: { height } }, async () => {
    const drawn = await sharp(source).metadata();
    if (drawn.format !== 'svg' || !drawn.height) throw new Error(`not an SVG drawing (${drawn.format ?? 'unknown'})`);
    const { data, info } = await sharp(source, { density: (72 * height) / drawn.height })
      .resize({ height })
      .webp({ lossless: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  });
  return { url: await writeNamed(made.data, publicDir, folder, label, 'webp'), width: made.width, height: made.height };
}
