import { createHash, randomBytes } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { ChildProcess } from 'child_process';
import { note, stage } from '../shared/log';
import { run, start, waitFor } from '../shared/processes';
import { ROOT } from '../shared/repo-root';

export const CMS_DIR = path.join(ROOT, 'cms');
const bin = (dir: string, name: string) => path.join(dir, 'node_modules', '.bin', name);

export const QUIET_ENV = {
  GATSBY_TELEMETRY_DISABLED: '1',
  STRAPI_TELEMETRY_DISABLED: 'true',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
} as const;

const SECRET_NAMES = ['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'];

/** Strapi needs its own secrets; a fresh clone gets random ones in cms/.env (never committed). */
export function ensureCmsSecrets(): void {
  const file = path.join(CMS_DIR, '.env');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const has = (name: string) => new RegExp(`^${name}=.+`, 'm').test(existing);
  const secret = () => randomBytes(24).toString('base64');
  const missing = [
    ...(has('APP_KEYS') ? [] : [`APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`]),
    ...SECRET_NAMES.filter((name) => !has(name)).map((name) => `${name}=${secret()}`),
  ];
  if (missing.length === 0) return;
  fs.writeFileSync(file, `${existing}${existing && !existing.endsWith('\n') ? '\n' : ''}${missing.join('\n')}\n`);
  note(`Wrote new CMS secrets to cms/.env`);
}

/**
 * The rate table's rules, shared: the CMS checks the Pricing rates form with the site's own module
 * (src/pricing/rate-rules.ts, which imports nothing), but compiles on its own (cms/tsconfig.json's
 * rootDir is cms/), so it holds a copy. The copy is committed, so the CMS also runs from a clone
 * without this step, and a test fails when the two differ.
 */
export const SHARED_RATE_RULES = {
  source: path.join(ROOT, 'src', 'pricing', 'rate-rules.ts'),
  copy: path.join(CMS_DIR, 'src', 'pricing', 'rate-rules.ts'),
} as const;

/** What the CMS's copy of the rate rules holds: a line saying where it comes from, then the module. */
export function sharedRateRulesCopy(): string {
  const source = fs.readFileSync(SHARED_RATE_RULES.source, 'utf8');
  return `// Written by prepareCms (scripts/dev/cms.ts) from src/pricing/rate-rules.ts: change that file, not this copy.\n${source}`;
}

/** Writes the CMS's copy of the rate rules when it differs from the site's module. */
export function copySharedRateRules(): void {
  const copy = sharedRateRulesCopy();
  const current = fs.existsSync(SHARED_RATE_RULES.copy) ? fs.readFileSync(SHARED_RATE_RULES.copy, 'utf8') : '';
  if (current === copy) return;
  fs.mkdirSync(path.dirname(SHARED_RATE_RULES.copy), { recursive: true });
  fs.writeFileSync(SHARED_RATE_RULES.copy, copy);
  note('Wrote the rate rules into cms/src/pricing/rate-rules.ts (from src/pricing/rate-rules.ts)');
}

/**
 * What the admin bundle is built from, beside Strapi's own admin: our customization (src/admin),
 * the CMS modules it imports (src/site-admin, src/site-paths.ts) and the Strapi version. A digest of
 * them is kept beside the bundle, so a changed customization is built again instead of served stale.
 */
const ADMIN_SOURCES = ['src/admin', 'src/site-admin', 'src/site-paths.ts'];
export const ADMIN_STAMP_FILE = path.join('dist', 'build', '.admin-sources');

/** Every file under `entry` (a file or a folder), by its path relative to `cmsDir`, in a stable order. */
function filesUnder(cmsDir: string, entry: string): string[] {
  const full = path.join(cmsDir, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((child) => child.name !== 'node_modules' && !child.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((child) => filesUnder(cmsDir, path.posix.join(entry, child.name)));
}

/** The digest of the admin's sources and the installed @strapi/strapi version. */
export function adminSourcesStamp(cmsDir: string = CMS_DIR): string {
  const hash = createHash('sha256');
  const strapiPackage = path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'package.json');
  const version = fs.existsSync(strapiPackage)
    ? (JSON.parse(fs.readFileSync(strapiPackage, 'utf8')) as { version?: string }).version
    : undefined;
  hash.update(`@strapi/strapi ${version ?? 'missing'}\n`);
  for (const file of ADMIN_SOURCES.flatMap((entry) => filesUnder(cmsDir, entry))) {
    hash
      .update(`${file}\n`)
      .update(fs.readFileSync(path.join(cmsDir, file)))
      .update('\n');
  }
  return hash.digest('hex');
}

export type AdminBuildState = 'missing' | 'stale' | 'current';

/** Whether the admin bundle can be served as it is: there, and built from the sources as they are now. */
export function adminBuildState(built: boolean, stamp: string | null, current: string): AdminBuildState {
  if (!built) return 'missing';
  return stamp?.trim() === current ? 'current' : 'stale';
}

/** The admin bundle's state in `cmsDir`, with the digest to write once it is built. */
export function readAdminBuild(cmsDir: string = CMS_DIR): { state: AdminBuildState; current: string } {
  const built = fs.existsSync(path.join(cmsDir, 'dist', 'build', 'index.html'));
  const stampFile = path.join(cmsDir, ADMIN_STAMP_FILE);
  const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : null;
  const current = adminSourcesStamp(cmsDir);
  return { state: adminBuildState(built, stamp, current), current };
}

/**
 * Compiles the CMS's TypeScript (seconds); with `adminUi`, builds the admin UI (1 to 2 minutes;
 * Strapi compiles the TypeScript as part of it) when it is missing or its sources changed.
 */
export async function prepareCms({ adminUi }: { adminUi: boolean }): Promise<void> {
  ensureCmsSecrets();
  copySharedRateRules();
  const env = { ...process.env, ...QUIET_ENV };
  const admin = adminUi ? readAdminBuild() : null;
  if (admin && admin.state !== 'current') {
    stage(
      admin.state === 'missing'
        ? 'Building the CMS admin UI (first start only; about 1 to 2 minutes)'
        : 'Building the CMS admin UI again: its customization or the Strapi version changed (about 1 to 2 minutes)',
    );
    await run(bin(CMS_DIR, 'strapi'), ['build'], { cwd: CMS_DIR, env, label: 'cms build' });
    fs.writeFileSync(path.join(CMS_DIR, ADMIN_STAMP_FILE), `${admin.current}\n`);
  } else {
    await run(bin(CMS_DIR, 'tsc'), ['-p', 'tsconfig.json'], { cwd: CMS_DIR, env, label: 'cms tsc' });
  }
}

export interface CmsInstance {
  process: ChildProcess;
  graphqlUrl: string;
  origin: string;
}

export interface StartCmsOptions {
  port: number;
  serveAdmin: boolean;
  /** Extra environment for this instance: a throwaway database, uploads folder or admin account. */
  env?: Record<string, string>;
}

/** True when the CMS at `origin` says it is up (Strapi answers /_health with 204). */
export async function cmsHealthy(origin: string): Promise<boolean> {
  return (await fetch(`${origin}/_health`, { signal: AbortSignal.timeout(3000) })).status === 204;
}

/**
 * Starts Strapi (which seeds itself on first start) without waiting for it: npm start's
 * supervisor starts it again this way after a crash, and checks `cmsHealthy` itself.
 */
export function spawnCms({ port, serveAdmin, env = {} }: StartCmsOptions): CmsInstance {
  const origin = `http://127.0.0.1:${port}`;
  const child = start(bin(CMS_DIR, 'strapi'), ['start'], {
    cwd: CMS_DIR,
    label: 'cms',
    env: {
      ...process.env,
      ...QUIET_ENV,
      NODE_ENV: 'production',
      CMS_HOST: '127.0.0.1',
      CMS_PORT: String(port),
      CMS_SERVE_ADMIN: String(serveAdmin),
      ...env,
    },
  });
  return { process: child, graphqlUrl: `${origin}/graphql`, origin };
}

/** Starts Strapi (which seeds itself on first start) and waits until it answers. */
export async function startCms(options: StartCmsOptions): Promise<CmsInstance> {
  const cms = spawnCms(options);
  await waitFor(`The CMS at ${cms.origin}`, () => cmsHealthy(cms.origin), {
    timeoutMs: 600_000,
    whileAlive: cms.process,
  });
  return cms;
}
