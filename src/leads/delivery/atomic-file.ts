import { randomBytes } from 'crypto';
import fs from 'fs';
import path from 'path';

/**
 * Writes a whole file or nothing: a temporary file beside it, flushed, then renamed over it, so a
 * reader (or a crash) never sees half a lead. Owner-only, because these files hold personal data.
 */
export async function writeFileAtomically(file: string, data: string | Buffer): Promise<void> {
  const dir = path.dirname(file);
  await fs.promises.mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await fs.promises.open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
  // The rename lives in the directory: flush it too, where the platform allows.
  const directory = await fs.promises.open(dir, 'r');
  await directory.sync().catch(() => undefined);
  await directory.close();
}

/** A request identification as a file name: it is ours (VLM-…), but never trust a name into a path. */
export const fileNameFor = (requestId: string) => requestId.replace(/[^A-Za-z0-9_-]/g, '_') || 'lead';
