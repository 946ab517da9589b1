/**
 * The words and numbers the admin's own pages show for builds (src/admin): what asked for a build,
 * how long ago, how long it took. Pure, tested in __tests__/site-admin-build-state.test.ts.
 */

const EVENTS: Record<string, string> = {
  'entry.create': 'Created',
  'entry.update': 'Saved',
  'entry.publish': 'Published',
  'entry.unpublish': 'Unpublished',
  'entry.delete': 'Deleted',
  'media.create': 'Uploaded',
  'media.update': 'Changed file',
  'media.delete': 'Deleted file',
};

/** The content types by the names editors know them (the webhook names them by their API name). */
const MODELS: Record<string, string> = {
  blog: 'post',
  'blog-category': 'blog category',
  menu: 'menu item',
  'home-page': 'home page',
  'international-page': 'international page',
  'pricing-rate': 'rates',
  'site-setting': 'site settings',
  'order-term': 'order terms',
  'press-logo': 'press logo',
};

/**
 * A build's trigger in plain words: "entry.publish blog “Open vs enclosed”" (build-hook.ts) reads
 * "Published post “Open vs enclosed”"; a trigger that is not a CMS event ("npm start") is kept.
 */
export function plainTrigger(trigger: string): string {
  const match = /^((?:entry|media)\.[a-z]+) (.*)$/.exec(trigger);
  if (!match || !EVENTS[match[1]]) return trigger;
  const [, event, rest] = match;
  if (event.startsWith('media.')) return `${EVENTS[event]} ${rest}`;
  const [model, ...title] = rest.split(' ');
  return [EVENTS[event], MODELS[model] ?? model.replace(/-/g, ' '), ...title].join(' ');
}

/** "just now", "40 s ago", "3 min ago", "2 h ago", then the date and time. */
export function ago(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < 10) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 24 * 3600) return `${Math.floor(seconds / 3600)} h ago`;
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "18.4 s", "2 min 05 s"; null while the build runs. */
export function duration(ms: number | null): string | null {
  if (ms === null) return null;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
