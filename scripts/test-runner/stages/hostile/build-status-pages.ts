import { createHash } from 'crypto';
import http from 'http';
import os from 'os';
import { BuildStatus } from '../../../../src/builds/build-status';
import { pipelinePaths } from '../../../../src/builds/pipelines';
import { policySourcesFromEnv, securityHeaders } from '../../../../src/security/security-headers';
import { newRow as row, type HostileRow } from './hostile-row';

function get(
  port: number,
  address: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: address, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }),
        );
      })
      .on('error', reject);
  });
}

/** The directives of a Content-Security-Policy, by name. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );

/**
 * Issue 40's finding 6, the build receiver's part: its status (/builds, /builds.json: read by
 * editors and the CMS's Site builds card) shows no absolute path of the machine, and /builds is
 * served with a strict Content-Security-Policy its page keeps to, and the site's other security
 * headers. A failed build whose Gatsby output quotes paths in and outside the project is recorded
 * in the receiver's status (its folder is `root`) first, as a build that failed would leave it.
 */
export async function buildStatusRows({ port, root }: { port: number; root: string }): Promise<HostileRow[]> {
  const planted = {
    inProject: `${root}/src/templates/blog-post.tsx`,
    gatsby: `${root}/node_modules/gatsby/dist/commands/build-html.js`,
    system: '/usr/lib/node_modules/npm/bin/npm-cli.js',
    home: `${os.homedir()}/.npm/_logs/debug-0.log`,
  };
  await new BuildStatus(pipelinePaths(root, 'live').statusFile).save({
    id: 'hostile-failed-build',
    triggers: ['entry.publish blog “Hostile”'],
    startedAt: new Date().toISOString(),
    durationMs: 4200,
    result: 'failed',
    rendered: [],
    removed: [],
    schemaChanged: false,
    reason: `Cannot find module '${planted.inProject}'`,
    error: [
      `Error: Cannot find module '${planted.inProject}'`,
      `    at renderHTML (${planted.gatsby}:120:9)`,
      `    at main (${planted.system}:4:5)`,
      `A complete log of this run can be found in: ${planted.home}`,
    ].join('\n'),
  });

  const paths = row('build receiver: /builds and /builds.json show no path of the machine');
  for (const address of ['/builds.json', '/builds']) {
    const answer = await get(port, address);
    paths.count += 1;
    paths.answers.set(String(answer.status), (paths.answers.get(String(answer.status)) ?? 0) + 1);
    paths.worstMs = Math.max(paths.worstMs, answer.ms);
    if (answer.status !== 200) paths.problems.push(`${address}: answered ${answer.status}`);
    if (!answer.body.includes('blog-post.tsx')) paths.problems.push(`${address}: the failed build is not shown`);
    for (const absolute of [root, '/usr/lib/', os.homedir()]) {
      if (answer.body.includes(absolute)) paths.problems.push(`${address} shows the absolute path ${absolute}…`);
    }
  }
  paths.memory = 'a failed build quoting paths in and outside the project';

  const policy = row('build receiver: /builds has a strict Content-Security-Policy it keeps to');
  for (const address of ['/builds', '/']) {
    const answer = await get(port, address);
    policy.count += 1;
    policy.answers.set(String(answer.status), (policy.answers.get(String(answer.status)) ?? 0) + 1);
    policy.worstMs = Math.max(policy.worstMs, answer.ms);
    const csp = String(answer.headers['content-security-policy'] ?? '');
    if (!csp) {
      policy.problems.push(`${address}: no Content-Security-Policy`);
      continue;
    }
    const parsed = directives(csp);
    if (parsed.get('default-src')?.join(' ') !== "'none'")
      policy.problems.push(`${address}: default-src is not 'none'`);
    for (const name of ['frame-ancestors', 'base-uri', 'form-action']) {
      if (parsed.get(name)?.join(' ') !== "'none'") policy.problems.push(`${address}: ${name} is not 'none'`);
    }
    if (/'unsafe-|\*|data:|https?:/.test(csp))
      policy.problems.push(`${address}: the policy allows more than its page: ${csp}`);
    // The page keeps to it: every inline style sheet is named by its hash; no script, no style attribute.
    const styleSources = new Set(parsed.get('style-src') ?? parsed.get('default-src') ?? []);
    for (const [, css] of answer.body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
      const hash = `'sha256-${createHash('sha256').update(css!, 'utf8').digest('base64')}'`;
      if (!styleSources.has(hash))
        policy.problems.push(`${address}: its style sheet (${hash}) is not allowed by the policy`);
    }
    if (/<script|\son\w+\s*=|\sstyle\s*=/i.test(answer.body))
      policy.problems.push(`${address}: the page has a script, a handler or a style attribute`);
    const missing = securityHeaders(policySourcesFromEnv({}))
      .map(({ key }) => key.toLowerCase())
      .filter((key) => key !== 'content-security-policy' && !answer.headers[key]);
    if (missing.length) policy.problems.push(`${address}: without ${missing.join(', ')}`);
  }
  return [paths, policy];
}
