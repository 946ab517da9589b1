import fs from 'fs';
import os from 'os';
import path from 'path';

/** Temporary folders a test file makes, removed together when its tests end (`removeAll`). */
export function tempDirs(prefix: string) {
  const made: string[] = [];
  return {
    make: () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      made.push(dir);
      return dir;
    },
    removeAll: () => {
      for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh temporary folder for each test (handed to `made` before it), removed after it. */
export function withTempDir(prefix: string, made: (dir: string) => void): void {
  const dirs = tempDirs(prefix);
  beforeEach(() => made(dirs.make()));
  afterEach(dirs.removeAll);
}

/** Temporary folders the suite's tests make with the function it answers, removed when its tests end. */
export function withTempDirs(prefix: string): () => string {
  const dirs = tempDirs(prefix);
  afterAll(dirs.removeAll);
  return dirs.make;
}
