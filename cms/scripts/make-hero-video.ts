/**
 * Makes the home hero's background video, `src/seed/media/hero-highway.webm`, from the project's
 * own highway illustration: a slow pan and push-in over it, 12 s, looping, silent, 1280x720 VP9.
 * Run once when the illustration changes (needs ffmpeg on the PATH): npx tsx scripts/make-hero-video.ts
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';

const media = path.join(__dirname, '..', 'src', 'seed', 'media');
const frame = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hero-video-')), 'highway.png');

async function main() {
  await sharp(path.join(media, 'hero-highway.svg'), { density: 230 }).resize(3200, 2000).png().toFile(frame);
  const seconds = 12;
  const fps = 25;
  const frames = seconds * fps;
  // Zoom from 1.00 to 1.12 and back while drifting right, so the loop has no jump.
  const zoom = `1+0.12*sin(PI*on/${frames})`;
  const x = `(iw-iw/zoom)*(0.2+0.6*on/${frames})`;
  const y = `(ih-ih/zoom)*0.55`;
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-loop',
      '1',
      '-i',
      frame,
      '-vf',
      `zoompan=z='${zoom}':x='${x}':y='${y}':d=${frames}:s=1280x720:fps=${fps},format=yuv420p`,
      '-frames:v',
      String(frames),
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      path.join(media, 'hero-highway.webm'),
    ],
    { stdio: 'inherit' },
  );
  fs.rmSync(path.dirname(frame), { recursive: true, force: true });
  console.log(`hero-highway.webm: ${fs.statSync(path.join(media, 'hero-highway.webm')).size} bytes`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
