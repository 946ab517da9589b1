import fs from 'fs';
import os from 'os';
import path from 'path';
import { unpackZip } from './zip-archive';

/**
 * The compiled lookup indexes, recognised in a bundle by the start of each file's rows, whether the
 * bundler kept the JSON as text (webpack) or wrote it as an object literal (esbuild).
 */
export const LOOKUP_DATA_MARKERS = {
  places: /"?regions"?:\s*\[\[\s*"AL",\s*"Alabama"/,
  worldCities: /"?countries"?:\s*\[\[\s*"Andorra",\s*"AD"\]/,
  seaports: /"?countries"?:\s*\[\[\s*"United Arab Emirates",\s*"AE"\]/,
  vehicles: /"?firstYear"?:\s*1980,\s*"?lastYear"?/,
} as const;

export type LookupData = keyof typeof LOOKUP_DATA_MARKERS;

export interface UnpackedArtifact {
  /** The Function's name, as Netlify names it (`create-lead-js`, `outbox-relay`). */
  name: string;
  /** Its route for a Gatsby Function (`/api/createLead`), else its name. */
  displayName: string;
  zipFile: string;
  zipBytes: number;
  /** An empty temporary folder outside the project, holding only what the zip holds. */
  dir: string;
  files: string[];
  /** The file Netlify's runtime loads: the zip's top-level script named after the Function. */
  entry: string;
  /** The bundle itself: the biggest script but Netlify's own telemetry. */
  bundle: string;
  bundleBytes: number;
  /** Which lookup indexes the zip carries. */
  lookupData: LookupData[];
}

interface NetlifyManifest {
  functions: { name: string; displayName?: string; path: string }[];
}

/** Every Function Netlify bundled (`.netlify/functions/manifest.json`), each zip unpacked into its own empty folder in the OS's temp dir. */
export function unpackArtifacts(functionsDir: string, tempDirs: string[]): UnpackedArtifact[] {
  const manifestFile = path.join(functionsDir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`Netlify wrote no ${manifestFile}`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as NetlifyManifest;
  return manifest.functions
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, displayName, path: zipFile }) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `velmora-artifact-${name.replace(/[^\w-]/g, '')}-`));
      tempDirs.push(dir);
      const files = unpackZip(zipFile, dir);
      const entry = files.find((file) => file === `${name}.js` || file === `${name}.mjs`);
      if (!entry) throw new Error(`${path.basename(zipFile)} has no ${name}.js (files: ${files.join(', ')})`);
      const scripts = files
        .filter((file) => /\.[cm]?js$/.test(file) && !file.startsWith('___netlify-'))
        .map((file) => ({ file, bytes: fs.statSync(path.join(dir, file)).size }))
        .sort((a, b) => b.bytes - a.bytes);
      const texts = files.map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
      return {
        name,
        displayName: displayName ?? name,
        zipFile,
        zipBytes: fs.statSync(zipFile).size,
        dir,
        files,
        entry,
        bundle: scripts[0]?.file ?? entry,
        bundleBytes: scripts[0]?.bytes ?? 0,
        lookupData: (Object.keys(LOOKUP_DATA_MARKERS) as LookupData[]).filter((data) =>
          texts.some((text) => LOOKUP_DATA_MARKERS[data].test(text)),
        ),
      };
    });
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

/** The table of sizes the stage prints: each Function's zip, its unpacked bundle and the indexes inside. */
export const sizeTable = (artifacts: UnpackedArtifact[]): string =>
  artifacts
    .map(
      (artifact) =>
        `    ${artifact.displayName.padEnd(40)} zip ${kb(artifact.zipBytes).padStart(9)}  bundle ${kb(artifact.bundleBytes).padStart(9)} (${artifact.bundle})  ${
          artifact.files.length
        } file${artifact.files.length === 1 ? '' : 's'}  lookup data: ${artifact.lookupData.join(', ') || 'none'}`,
    )
    .join('\n');
