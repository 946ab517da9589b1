import fs from 'fs';
import path from 'path';
import zlib from 'zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

/**
 * Unpacks a zip archive (stored or deflated entries, as Netlify's function zips are) into `dir`,
 * with Node alone, so a test unpacks a deploy artifact the same way on any machine. Returns the
 * files written, relative to `dir`.
 */
export function unpackZip(zipFile: string, dir: string): string[] {
  const zip = fs.readFileSync(zipFile);
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error(`${zipFile} is not a zip archive`);
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const written: string[] = [];
  for (let index = 0; index < entries; index += 1) {
    if (zip.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) throw new Error(`${zipFile}: broken central directory`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    const target = path.resolve(dir, name);
    if (!target.startsWith(path.resolve(dir) + path.sep))
      throw new Error(`${zipFile}: entry ${name} leaves the folder`);
    if (name.endsWith('/')) {
      fs.mkdirSync(target, { recursive: true });
      continue;
    }
    if (zip.readUInt32LE(localHeader) !== LOCAL_FILE_HEADER) throw new Error(`${zipFile}: broken entry ${name}`);
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${zipFile}: entry ${name} uses compression method ${method}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, method === 8 ? zlib.inflateRawSync(data) : data);
    written.push(name);
  }
  return written;
}
