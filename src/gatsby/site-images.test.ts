/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { withTempDirs } from '../testing/temp-dirs';
import { writeJpegCopy, writeVectorDrawing } from './site-images';

const tempDir = withTempDirs('site-images-');

const photo = (blue: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 90, b: blue } } })
    .jpeg()
    .toBuffer();

const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><rect width="60" height="20" fill="#123"/></svg>',
);

const CARD = { width: 320, height: 200, quality: 80, position: 'centre' } as const;

const cacheEntries = (cacheDir: string) => fs.readdirSync(cacheDir).filter((name) => name.endsWith('.bin'));

describe('pictures made at build time, with a cache', () => {
  it('are the same bytes as without it, and come from it the next time', async () => {
    const source = await photo(160);
    const uncached = tempDir();
    const made = await writeJpegCopy(source, uncached, 'media', 'card', CARD);
    const publicDir = tempDir();
    const cacheDir = path.join(tempDir(), 'site-images');
    const first = await writeJpegCopy(source, publicDir, 'media', 'card', CARD, cacheDir);
    expect(first).toEqual(made);
    expect(fs.readFileSync(path.join(publicDir, first.url))).toEqual(fs.readFileSync(path.join(uncached, made.url)));
    expect(cacheEntries(cacheDir)).toHaveLength(1);

    // The cache is what the next build uses: what it holds is what lands in public/.
    const kept = path.join(cacheDir, cacheEntries(cacheDir)[0]);
    const standIn = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(kept, standIn);
    const next = await writeJpegCopy(source, publicDir, 'media', 'card', CARD, cacheDir);
    expect(next.url).not.toBe(first.url);
    expect(fs.readFileSync(path.join(publicDir, next.url))).toEqual(standIn);
  });

  it('are made anew from a changed source or recipe', async () => {
    const publicDir = tempDir();
    const cacheDir = path.join(tempDir(), 'site-images');
    const first = await writeJpegCopy(await photo(160), publicDir, 'media', 'card', CARD, cacheDir);
    const changed = await writeJpegCopy(await photo(40), publicDir, 'media', 'card', CARD, cacheDir);
    expect(changed.url).not.toBe(first.url);
    const sharper = await writeJpegCopy(
      await photo(160),
      publicDir,
      'media',
      'card',
      { ...CARD, quality: 95 },
      cacheDir,
    );
    expect(sharper.url).not.toBe(first.url);
    expect(cacheEntries(cacheDir)).toHaveLength(3);
    expect(fs.readdirSync(path.join(publicDir, 'media'))).toHaveLength(3);
  });

  it('leave a file already in public/ as it is', async () => {
    const source = await photo(160);
    const publicDir = tempDir();
    const cacheDir = path.join(tempDir(), 'site-images');
    const { url } = await writeJpegCopy(source, publicDir, 'media', 'card', CARD, cacheDir);
    const file = path.join(publicDir, url);
    const past = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(file, past, past);
    await writeJpegCopy(source, publicDir, 'media', 'card', CARD, cacheDir);
    expect(fs.statSync(file).mtimeMs).toBe(past.getTime());
    // A file cut short is written again.
    fs.truncateSync(file, 10);
    await writeJpegCopy(source, publicDir, 'media', 'card', CARD, cacheDir);
    expect(fs.statSync(file).size).toBeGreaterThan(10);
  });

  it('keep a drawing with its size, and an entry without its size is made again', async () => {
    const publicDir = tempDir();
    const cacheDir = path.join(tempDir(), 'site-images');
    const drawn = await writeVectorDrawing(LOGO, publicDir, 'media', 'logo', 120, cacheDir);
    expect([drawn.width, drawn.height]).toEqual([360, 120]);
    expect(await writeVectorDrawing(LOGO, publicDir, 'media', 'logo', 120, cacheDir)).toEqual(drawn);
    for (const name of fs.readdirSync(cacheDir).filter((entry) => entry.endsWith('.json'))) {
      fs.rmSync(path.join(cacheDir, name));
    }
    expect(await writeVectorDrawing(LOGO, publicDir, 'media', 'logo', 120, cacheDir)).toEqual(drawn);
  });

  it('fail as before when the source is not what the recipe takes, and keep nothing', async () => {
    const cacheDir = path.join(tempDir(), 'site-images');
    await expect(writeVectorDrawing(await photo(160), tempDir(), 'media', 'logo', 120, cacheDir)).rejects.toThrow(
      'not an SVG drawing (jpeg)',
    );
    expect(fs.existsSync(cacheDir)).toBe(false);
  });
});
