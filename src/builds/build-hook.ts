import crypto from 'crypto';

/** The CMS webhook events that change what the site shows (SPEC: entries and media). */
export const BUILD_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
] as const;

/**
 * Whether a call carries the shared secret (`Authorization: Bearer <BUILD_HOOK_SECRET>`, the
 * header Strapi's webhook is given). Compared in constant time; no secret configured refuses all.
 */
export function hookAuthorized(authorization: string | undefined, secret: string): boolean {
  if (!secret) return false;
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(secret).digest();
  return crypto.timingSafeEqual(a, b) && given.length > 0;
}

export type HookVerdict = { build: true; trigger: string } | { build: false; reason: string };

export interface ReadHookOptions {
  /**
   * The build shows drafts (the editors' preview): a saved draft builds it, as a publish does.
   * The live site's receiver leaves this off: a draft changes nothing visitors see.
   */
  drafts?: boolean;
}

/**
 * What a Strapi webhook call asks for: `{ event, model, entry }` becomes a trigger such as
 * "entry.publish blog “Open vs enclosed”" (or "media.create hero.jpg"); events that change
 * nothing on the site (a draft saved with draft and publish on, unless the build shows drafts; an
 * entry of a type that is not the site's content; trigger-test) build nothing.
 */
export function readHook(body: unknown, { drafts = false }: ReadHookOptions = {}): HookVerdict {
  if (!body || typeof body !== 'object') return { build: false, reason: 'The body is not a webhook event.' };
  const { event, model, uid, entry, media } = body as {
    event?: unknown;
    model?: unknown;
    uid?: unknown;
    entry?: Record<string, unknown> | null;
    media?: Record<string, unknown> | null;
  };
  if (typeof event !== 'string') return { build: false, reason: 'The event is missing.' };
  if (!(BUILD_EVENTS as readonly string[]).includes(event)) {
    return { build: false, reason: `${event} changes nothing the site shows.` };
  }
  // Only the site's own content types (api::…) are what the site shows: a user, role, API token or
  // anything else a plugin or the admin keeps builds nothing (a public sign-up once built the site).
  if (event.startsWith('entry.') && !(typeof uid === 'string' && uid.startsWith('api::'))) {
    return {
      build: false,
      reason: `${typeof uid === 'string' ? uid : String(model ?? 'This entry')} is not content the site shows.`,
    };
  }
  // With draft and publish, saving a draft changes nothing published: its publish call follows.
  const draft =
    (event === 'entry.update' || event === 'entry.create') &&
    !!entry &&
    'publishedAt' in entry &&
    entry.publishedAt === null;
  if (draft && !drafts) {
    return { build: false, reason: 'A draft was saved: the site changes when it is published.' };
  }
  const what = event.startsWith('media.')
    ? String(media?.name ?? 'a file')
    : `${String(model ?? uid ?? 'entry')}${titleOf(entry)}`;
  return { build: true, trigger: `${event} ${what}${draft ? ' (draft)' : ''}` };
}

function titleOf(entry: Record<string, unknown> | null | undefined): string {
  if (!entry) return '';
  const title = ['Name', 'Title', 'title', 'name', 'siteName']
    .map((key) => entry[key])
    .find((v) => typeof v === 'string');
  return title ? ` “${String(title).slice(0, 80)}”` : entry.documentId ? ` ${String(entry.documentId)}` : '';
}
