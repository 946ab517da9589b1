import { randomBytes } from 'crypto';
import fs from 'fs';
import path from 'path';
import { isProductionBuild, missingSettingMessage } from './deployment';
import { processWide } from './process-wide';
import { runtimeEnv } from './runtime';

export type SecretName =
  | 'LEAD_LINK_SECRET'
  | 'RATE_LIMIT_SALT'
  | 'CRM_WEBHOOK_SECRET'
  | 'ORDER_STATUS_SECRET'
  /** The editors' preview (issue 29): the secret in its link, and the CMS API token its builds read drafts with. */
  | 'SITE_PREVIEW_SECRET'
  | 'CMS_PREVIEW_TOKEN';

const SECRET_NAMES: SecretName[] = [
  'LEAD_LINK_SECRET',
  'RATE_LIMIT_SALT',
  'CRM_WEBHOOK_SECRET',
  'ORDER_STATUS_SECRET',
  'SITE_PREVIEW_SECRET',
  'CMS_PREVIEW_TOKEN',
];
const SECRETS_FILE = 'var/secrets.json';

/** Creates the secrets file once (exclusively, so concurrent processes agree), then reads it. */
function loadFileSecrets(): Record<SecretName, string> {
  const file = path.resolve(SECRETS_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fresh = Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString('base64url')]));
  try {
    fs.writeFileSync(file, JSON.stringify(fresh, null, 2), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let stored: Partial<Record<SecretName, string>> = {};
  // Another process may have created the file a moment ago and still be writing it.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>;
      break;
    } catch {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
  if (SECRET_NAMES.some((name) => !stored[name])) stored = addMissingSecrets(file, fresh);
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, stored[name] ?? fresh[name]])) as Record<
    SecretName,
    string
  >;
}

/**
 * A secrets file made before a secret existed gains it once, under a lock file, so every process
 * (the site server, the relay, a developer's script) reads the same value afterwards.
 */
function addMissingSecrets(file: string, fresh: Record<string, string>): Partial<Record<SecretName, string>> {
  const lock = `${file}.lock`;
  const read = () => JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    let fd: number;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch {
      const stored = read();
      if (SECRET_NAMES.every((name) => stored[name])) return stored;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
      continue;
    }
    try {
      const merged = { ...fresh, ...read() };
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(merged, null, 2), { mode: 0o600 });
      fs.renameSync(`${file}.tmp`, file);
      return merged;
    } finally {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
  return read();
}

/**
 * A server secret from the environment; on the embedded default, one generated once and kept in
 * var/secrets.json (never committed) so links and hashes stay valid across restarts. A production
 * build has no such file (each Function instance would make its own): there the setting is required.
 * npm start reads the preview's two this way too (`production` false: they are never a Function's).
 */
export function serverSecret(name: SecretName, production = isProductionBuild()): string {
  const fromEnv = runtimeEnv()[name]?.trim();
  if (fromEnv) return fromEnv;
  if (production) {
    throw new Error(
      name === 'SITE_PREVIEW_SECRET' || name === 'CMS_PREVIEW_TOKEN'
        ? `${name} is not set: the editors' preview needs it outside npm start (.env.example).`
        : missingSettingMessage(name),
    );
  }
  return processWide('server:secrets', loadFileSecrets)[name];
}
