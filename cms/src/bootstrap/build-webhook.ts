import type { Core } from '@strapi/strapi';

/** The webhook this app keeps for the site's builds (Settings → Webhooks shows it). */
export const BUILD_WEBHOOK_NAME = 'Site build';
/** The one for the editors' preview, which builds after every save, drafts included (issue 29). */
export const PREVIEW_WEBHOOK_NAME = 'Site preview';

/** What changes the site: entries and media (a saved draft is told apart by the receiver). */
const BUILD_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
];

interface Webhook {
  id: string | number;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

interface WebhookStore {
  allowedEvents: Map<string, string>;
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id'>): Promise<Webhook>;
  updateWebhook(id: Webhook['id'], data: Omit<Webhook, 'id'>): Promise<Webhook>;
}

interface WebhookRunner {
  add(webhook: Webhook): void;
  update(webhook: Webhook): void;
}

/**
 * Points the "Site build" webhook at CMS_BUILD_HOOK_URL with the shared secret BUILD_HOOK_SECRET
 * as a bearer token (npm start sets both for the local CMS; a hosted CMS sets them to the host's
 * build hook), and the "Site preview" webhook at CMS_PREVIEW_HOOK_URL with the same secret (the
 * preview's build receiver, which builds after every save, drafts included). Without a URL, that
 * webhook is left as the editors made it.
 */
export async function registerBuildWebhook(strapi: Core.Strapi): Promise<void> {
  await keepWebhook(strapi, BUILD_WEBHOOK_NAME, process.env.CMS_BUILD_HOOK_URL);
  await keepWebhook(strapi, PREVIEW_WEBHOOK_NAME, process.env.CMS_PREVIEW_HOOK_URL);
}

async function keepWebhook(strapi: Core.Strapi, name: string, hookUrl: string | undefined): Promise<void> {
  const url = hookUrl?.trim();
  if (!url) return;
  const secret = process.env.BUILD_HOOK_SECRET?.trim();
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const allowed = new Set(store.allowedEvents.values());
  const data: Omit<Webhook, 'id'> = {
    name,
    url,
    headers: secret ? { Authorization: `Bearer ${secret}` } : ({} as Record<string, string>),
    events: BUILD_EVENTS.filter((event) => allowed.has(event)),
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === name);
  if (existing) {
    runner.update(await store.updateWebhook(existing.id, data));
  } else {
    runner.add(await store.createWebhook(data));
  }
  strapi.log.info(`Webhook "${name}" calls ${url} on ${data.events.join(', ')}`);
}
