/**
 * The editors' preview (preview-server.ts) as a process of its own, so that npm start can
 * supervise it:
 *   npx tsx scripts/services/site-server/preview-serve.ts [--port 9003] [--host localhost]
 * Settings from the environment (npm start passes them): SITE_PREVIEW_SECRET (required),
 * PREVIEW_PORT, CMS_PUBLIC_URL or CMS_GRAPHQL_URL (whose admin may frame the preview).
 * One process, no workers: the preview runs no Functions, and each request reads which release
 * is current, so a new preview build is served from the next request on.
 */
import { pipelinePaths } from '../../../src/builds/pipelines';
import { ROOT } from '../../shared/repo-root';
import { option, prepareServerProcess } from '../server-process';
import { previewFrameOrigins, startPreviewServer } from './preview-server';

prepareServerProcess();

const port = Number(option('port', process.env.PREVIEW_PORT || '9003'));
const host = option('host', 'localhost');

process.on('unhandledRejection', (reason) =>
  console.error('[preview] Unhandled rejection:', reason instanceof Error ? reason.message : reason),
);
// A throw nobody caught leaves the server in a state no one knows: exit, and npm start's
// supervisor starts a clean one.
process.on('uncaughtException', (error) => {
  console.error(`[preview] Stopping on an uncaught exception: ${error.stack ?? error.message}`);
  process.exit(70);
});

const secret = process.env.SITE_PREVIEW_SECRET?.trim() ?? '';
if (!secret) {
  console.error('[preview] SITE_PREVIEW_SECRET is not set: the preview is for editors only and needs it');
  process.exit(1);
}
const cmsOrigins = previewFrameOrigins(process.env);
startPreviewServer({ releasesDir: pipelinePaths(ROOT, 'preview').releasesDir, secret, cmsOrigins, port, host })
  .then((server) => {
    console.log(
      `[preview] Serving the editors' preview on http://${host}:${port} (framed by ${cmsOrigins.join(', ') || 'no CMS'})`,
    );
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  })
  .catch((error: Error) => {
    console.error(`[preview] Could not serve the preview: ${error.message}`);
    process.exit(1);
  });
