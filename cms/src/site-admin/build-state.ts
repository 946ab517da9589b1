/**
 * The site's builds as the admin shows them, read from the build receiver's /builds.json (its
 * BuildRecord, src/builds/build-status.ts: the CMS compiles on its own, so the fields it reads are
 * restated here), and where a published change stands. Pure, so the decision is tested alone
 * (__tests__/site-admin-build-state.test.ts).
 */

/** One build as the admin shows it: the receiver's record without the pages list and Gatsby's output. */
export interface BuildSummary {
  id: string;
  /** What asked for it: "npm start", or the CMS events it carries ("entry.publish blog “…”"). */
  triggers: string[];
  startedAt: string;
  durationMs: number | null;
  result: 'building' | 'succeeded' | 'failed';
  /** For a failed build: why, in a sentence. */
  reason: string | null;
}

/** How many triggers of one build, and how many characters of each, the admin is given. */
const MAX_TRIGGERS = 6;
const MAX_TEXT = 300;

const RESULTS = new Set(['building', 'succeeded', 'failed']);

const text = (value: unknown, max = MAX_TEXT): string | null =>
  typeof value === 'string' ? (value.length > max ? `${value.slice(0, max - 1)}…` : value) : null;

/** The builds of a /builds.json body, newest first; whatever is not a build record is left out. */
export function readBuildRecords(body: unknown): BuildSummary[] {
  const list = body && typeof body === 'object' ? (body as { builds?: unknown }).builds : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw): BuildSummary[] => {
    if (!raw || typeof raw !== 'object') return [];
    const record = raw as Record<string, unknown>;
    const id = text(record.id, 100);
    const startedAt = text(record.startedAt, 40);
    if (!id || !startedAt || Number.isNaN(Date.parse(startedAt)) || !RESULTS.has(record.result as string)) return [];
    const triggers = Array.isArray(record.triggers) ? record.triggers : [];
    return [
      {
        id,
        triggers: triggers.slice(0, MAX_TRIGGERS).flatMap((trigger) => text(trigger) ?? []),
        startedAt,
        durationMs:
          typeof record.durationMs === 'number' && Number.isFinite(record.durationMs) ? record.durationMs : null,
        result: record.result as BuildSummary['result'],
        reason: record.result === 'failed' ? (text(record.reason) ?? 'The build failed.') : null,
      },
    ];
  });
}

/** Where a published change stands on the site. */
export type ChangeState =
  /** No build has started since the change was published (the receiver waits a moment to gather changes). */
  | 'waiting'
  /** The build that takes the change is running. */
  | 'building'
  /** A build that started after the change succeeded: the change is on the site. */
  | 'live'
  /** Every build since the change failed: the site still shows what it showed before. */
  | 'failed';

export interface ChangeStatus {
  state: ChangeState;
  /** The build the state is about: the one that went live, the one running, or the last that failed. */
  build: BuildSummary | null;
}

/**
 * Where a change published at `changedAt` stands, from the builds (any order). Only a build that
 * started at or after the change can hold it: one already running when the change was published
 * read the content before it. Once one of those succeeded the change is live, whatever failed
 * after it; while none did, a running one means building; failures alone mean failed.
 */
export function changeStatus(builds: readonly BuildSummary[], changedAt: string | Date): ChangeStatus {
  const since = new Date(changedAt).getTime();
  const after = builds
    .filter((build) => Date.parse(build.startedAt) >= since)
    .sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
  const live = after.find((build) => build.result === 'succeeded');
  if (live) return { state: 'live', build: live };
  const running = after.find((build) => build.result === 'building');
  if (running) return { state: 'building', build: running };
  const failed = after.filter((build) => build.result === 'failed').pop();
  if (failed) return { state: 'failed', build: failed };
  return { state: 'waiting', build: null };
}
