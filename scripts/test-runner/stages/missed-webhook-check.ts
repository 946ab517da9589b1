import http from 'http';
import { editAndPublishPost, signInAsEditor, type EditorAccount } from '../../../__tests__/e2e/cms-admin';
import { CATCH_UP_TRIGGER } from '../../../src/builds/catch-up';
import { CONTENT_VERSION_FILE } from '../../../src/builds/deployed-catch-up';
import { fetchGraphql } from '../../../src/cms/fetch-graphql';
import { fetchContentVersion } from '../../../src/cms/queries/content-version';
import type { BuildService } from '../../services/build-service';
import { note } from '../../shared/log';

/**
 * Issue 22's catch-up, end to end: with the build receiver down, an editor publishes a post
 * (Strapi's webhook gets a 503 and is never sent again); the receiver starts again without a
 * build of its own, and the post must be live within its catch-up interval plus one build.
 */
export interface MissedWebhookCheck {
  name: string;
  ok: boolean;
  detail: string;
}

interface Post {
  documentId: string;
  Slug: string;
}

async function firstPost(graphqlUrl: string): Promise<Post> {
  const data = await fetchGraphql<{ blogs?: Post[] }>(
    graphqlUrl,
    { query: '{ blogs(pagination: { limit: 1 }, sort: "publishedAt:desc") { documentId Slug } }' },
    { quiet: true },
  );
  const post = data.blogs?.[0];
  if (!post) throw new Error('The CMS lists no post');
  return post;
}

/** Polls `url` until its HTML contains `text`; gives the milliseconds it took. */
async function servedWithin(url: string, text: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const html = await fetch(url, { signal: AbortSignal.timeout(5000) })
      .then((response) => (response.ok ? response.text() : ''))
      .catch(() => '');
    if (html.includes(text)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not show “${text}” within ${timeoutMs / 1000} s`);
}

/**
 * Holds the receiver's port while it is "down": answers every call 503, as a crashed or busy
 * receiver would, and notes the calls, so the check knows Strapi has spent its one attempt.
 */
async function downReceiver(port: number) {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push(body);
      res.statusCode = 503;
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    /** Waits until a call for `event` came, then a little more for the rest of its burst. */
    async missed(event: string, timeoutMs = 60_000): Promise<void> {
      const started = Date.now();
      while (!calls.some((call) => call.includes(`"${event}"`))) {
        if (Date.now() - started > timeoutMs)
          throw new Error(`Strapi sent no ${event} webhook within ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function missedWebhookCheck(options: {
  /** The running receiver, stopped by the check. */
  receiver: BuildService;
  /** Its port, held by a stand-in answering 503 while it is down. */
  receiverPort: number;
  /** Starts it again (same port and folders), checking the CMS every `catchUpMs`, with no build of its own. */
  restartReceiver: (catchUpMs: number) => Promise<BuildService>;
  editor: EditorAccount;
  graphqlUrl: string;
  siteUrl: string;
}): Promise<{ check: MissedWebhookCheck; receiver: BuildService }> {
  const name = 'a post published while the build receiver was down goes live by itself';
  const catchUpMs = 5000;
  // Generous for one incremental build on a loaded 2-core machine (about 30 to 50 s).
  const buildAllowanceMs = 240_000;
  options.receiver.stop();
  await options.receiver.queue.settled();
  const down = await downReceiver(options.receiverPort);
  const post = await firstPost(options.graphqlUrl);
  const title = `Caught up after a missed webhook ${Date.now()}`;
  try {
    await editAndPublishPost(
      await signInAsEditor(options.editor),
      post.documentId,
      { Name: title },
      options.editor.cms,
    );
    await down.missed('entry.publish');
  } finally {
    await down.close();
  }
  note(`missed webhook: published “${title}” while the receiver was down (Strapi's call got 503); starting it again`);
  const receiver = await options.restartReceiver(catchUpMs);
  try {
    const ms = await servedWithin(`${options.siteUrl}/blog/${post.Slug}`, title, catchUpMs + buildAllowanceMs);
    const [latest] = await receiver.queue.settled().then(() => receiver.latestBuilds());
    const caughtUp = latest?.triggers.includes(CATCH_UP_TRIGGER) ?? false;
    // The site says what it was built from (what the host's scheduled catch-up compares).
    const served = (await (await fetch(`${options.siteUrl}/${CONTENT_VERSION_FILE}`)).json()) as {
      fingerprint?: string;
    };
    const versionServed = served.fingerprint === (await fetchContentVersion(options.graphqlUrl));
    const detail = `live ${(ms / 1000).toFixed(1)} s after the receiver started (interval ${catchUpMs / 1000} s), built by “${latest?.triggers.join('; ')}”; /${CONTENT_VERSION_FILE} ${versionServed ? 'is' : 'is NOT'} the CMS's version`;
    note(`missed webhook: ${detail}`);
    return { check: { name, ok: caughtUp && versionServed, detail }, receiver };
  } catch (error) {
    return { check: { name, ok: false, detail: (error as Error).message }, receiver };
  }
}
