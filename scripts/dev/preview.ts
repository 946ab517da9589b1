import type { ChildProcess } from 'child_process';
import type { SecretName } from '../../src/runtime/secrets';
import type { RunOptions } from '../shared/processes';
import type { PartDefinition } from './supervisor';

/**
 * The editors' preview in npm start (issue 29): whether it runs and with which secrets, what the
 * local CMS is told about it (and about the site), and the two parts npm start supervises for it,
 * started after the live site is ready: the preview's build receiver (the CMS's "Site preview"
 * webhook; builds from drafts after every save) and the preview server.
 */
export interface PreviewPorts {
  /** The live site (SITE_PORT). */
  site: number;
  /** The live site's build receiver (BUILD_HOOK_PORT). */
  buildHook: number;
  /** The preview server (PREVIEW_PORT). */
  preview: number;
  /** The preview's build receiver (PREVIEW_HOOK_PORT). */
  previewHook: number;
}

export const previewPortsFrom = (env: NodeJS.ProcessEnv) => ({
  preview: Number(env.PREVIEW_PORT || 9003),
  previewHook: Number(env.PREVIEW_HOOK_PORT || 9004),
});

export type PreviewPlan = { run: true; token: string; secret: string } | { run: false; note: string };

export const HOSTED_PREVIEW_NOTE = [
  "The editors' preview of drafts is off: with a hosted CMS (CMS_GRAPHQL_URL), create a read-only",
  'API token in it and set CMS_PREVIEW_TOKEN to it in .env; the CMS itself needs CMS_PREVIEW_HOOK_URL,',
  'SITE_PREVIEW_URL and SITE_PREVIEW_SECRET (see .env.example).',
].join('\n');

/**
 * Whether npm start runs the preview. The local CMS is given the token its preview builds read
 * drafts with (from .env, else generated once into var/secrets.json, as the secret in the
 * preview's link is); a hosted CMS has its own token, which only .env can name.
 */
export function previewPlan({
  hosted,
  env,
  secretOf,
}: {
  hosted: boolean;
  env: NodeJS.ProcessEnv;
  secretOf: (name: SecretName) => string;
}): PreviewPlan {
  if (hosted) {
    const token = env.CMS_PREVIEW_TOKEN?.trim();
    if (!token) return { run: false, note: HOSTED_PREVIEW_NOTE };
    return { run: true, token, secret: secretOf('SITE_PREVIEW_SECRET') };
  }
  return { run: true, token: secretOf('CMS_PREVIEW_TOKEN'), secret: secretOf('SITE_PREVIEW_SECRET') };
}

/**
 * What the local CMS is told: the preview's token (its bootstrap keeps the read-only API token
 * "Site preview" with it), where the "Site preview" webhook calls, where and with which secret
 * its Preview button opens a page, the live site's address (View on site) and the live build
 * receiver's (its builds panel).
 */
export function cmsPreviewEnv(ports: PreviewPorts, plan: Extract<PreviewPlan, { run: true }>): Record<string, string> {
  return {
    CMS_PREVIEW_TOKEN: plan.token,
    CMS_PREVIEW_HOOK_URL: `http://127.0.0.1:${ports.previewHook}/hooks/cms`,
    SITE_PREVIEW_URL: `http://localhost:${ports.preview}`,
    SITE_PREVIEW_SECRET: plan.secret,
    SITE_URL: `http://localhost:${ports.site}`,
    SITE_BUILDS_URL: `http://127.0.0.1:${ports.buildHook}`,
  };
}

export type StartScript = (file: string, args: string[], options: RunOptions) => ChildProcess;

/** The two parts, each given only the secret it needs; neither delays npm start's Ready (`background`). */
export function previewParts({
  ports,
  env,
  plan,
  buildHookSecret,
  startScript,
  answers,
}: {
  ports: PreviewPorts;
  env: NodeJS.ProcessEnv;
  plan: Extract<PreviewPlan, { run: true }>;
  buildHookSecret: string;
  startScript: StartScript;
  answers: (url: string) => Promise<boolean>;
}): PartDefinition[] {
  const { SITE_PREVIEW_SECRET: _secret, CMS_PREVIEW_TOKEN: _token, ...shared } = env;
  return [
    {
      name: 'preview receiver',
      background: true,
      // Its first start builds the preview (as the live receiver's does); a restart catches up.
      start: (restart) =>
        startScript(
          'scripts/services/build-receiver.ts',
          [
            '--preview',
            '--port',
            String(ports.previewHook),
            ...(restart === 0 ? ['--build-on-start', 'npm start'] : []),
          ],
          { env: { ...shared, BUILD_HOOK_SECRET: buildHookSecret, CMS_PREVIEW_TOKEN: plan.token } },
        ),
      ready: () => answers(`http://127.0.0.1:${ports.previewHook}/builds.json`),
    },
    {
      name: 'preview server',
      background: true,
      start: () =>
        startScript('scripts/services/site-server/preview-serve.ts', ['--port', String(ports.preview)], {
          env: { ...shared, SITE_PREVIEW_SECRET: plan.secret },
        }),
      // Answered without the secret, whether or not the first preview build is done.
      ready: () => answers(`http://localhost:${ports.preview}/robots.txt`),
    },
  ];
}

/** The line npm start prints in the terminal (and nowhere else: it carries the secret). */
export const previewLine = (ports: PreviewPorts, secret: string) =>
  `Preview of drafts (editors): http://localhost:${ports.preview}/?preview=${encodeURIComponent(secret)}`;
