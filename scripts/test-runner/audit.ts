/**
 * CI's check of the shipped dependencies: `npm audit --omit=dev` for the site and for the CMS,
 * failing on any high or critical advisory that .ci/audit-allowlist.json does not accept.
 *
 *   npx tsx scripts/test-runner/audit.ts
 *
 * When the registry gives no audit (this machine's registry answers the audit request 405), it
 * says so and passes, unless AUDIT_REQUIRED=true: then no audit is a failure too.
 */
import { execFile } from 'child_process';
import fs from 'fs';
import path from 'path';
import { ROOT } from '../shared/repo-root';
import { readAllowList, readAudit, type Advisory } from './audit/advisories';

const ALLOW_LIST = path.join(ROOT, '.ci', 'audit-allowlist.json');

const audit = (cwd: string) =>
  new Promise<string>((resolve) =>
    // npm audit exits 1 when it finds anything: the JSON is read either way.
    execFile(
      'npm',
      ['audit', '--omit=dev', '--json'],
      { cwd, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
      (_error, stdout) => resolve(stdout),
    ),
  );

const line = (advisory: Advisory) =>
  `  ${advisory.severity} ${advisory.package} ${advisory.range}: ${advisory.title} (${advisory.url})`;

async function main() {
  const allowList = readAllowList(fs.readFileSync(ALLOW_LIST, 'utf8'));
  const today = new Date().toISOString().slice(0, 10);
  const required = process.env.AUDIT_REQUIRED === 'true';
  let failed = false;
  for (const [name, dir] of [
    ['the site', ROOT],
    ['the CMS', path.join(ROOT, 'cms')],
  ] as const) {
    const reading = readAudit(await audit(dir), allowList, today);
    if (reading.kind === 'unavailable') {
      process.stdout.write(`audit of ${name}: NOT CHECKED, ${reading.reason}\n`);
      failed ||= required;
      continue;
    }
    for (const entry of reading.lapsed)
      process.stdout.write(`audit: the acceptance of ${entry.url} lapsed on ${entry.until}\n`);
    process.stdout.write(
      `audit of ${name}: ${reading.blocking.length} high or critical advisories, ${reading.allowed.length} accepted by the allow-list\n`,
    );
    for (const advisory of reading.blocking) process.stdout.write(`${line(advisory)}\n`);
    failed ||= reading.blocking.length > 0;
  }
  process.exit(failed ? 1 : 0);
}

void main();
