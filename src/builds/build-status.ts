import { createHash } from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import type { BuildCap } from './build-queue';

/** A step of a build and how long it took. */
export interface BuildStep {
  name: string;
  ms: number;
}

/** One build as the status page shows it. */
export interface BuildRecord {
  id: string;
  /** What asked for it: "npm start", or the CMS events it carries. */
  triggers: string[];
  /** When the first change it carries reached the receiver (before the quiet spell and any wait). */
  requestedAt?: string;
  startedAt: string;
  /** When its release was switched in: from then on visitors get it. */
  liveAt?: string;
  durationMs: number | null;
  result: 'building' | 'succeeded' | 'failed';
  /** Pages whose HTML the build wrote, and pages it removed. */
  rendered: string[];
  removed: string[];
  /** The CMS's schema changed, so Gatsby's cache was cleared and every page built. */
  schemaChanged: boolean;
  /** The CMS's content version when the build started (see catch-up.ts); absent when the CMS gave none. */
  contentVersion?: string;
  /** For a failed build: why, in a sentence, and the end of Gatsby's output. */
  reason?: string;
  error?: string;
  /** The build's own steps, in order, and those Gatsby reported for its (last) run. */
  steps?: BuildStep[];
  gatsbySteps?: BuildStep[];
  /** How the release was made: files copied (written by the build) and linked (unchanged). */
  release?: { copied: number; linked: number; bytesCopied: number };
}

/** From the change reaching the receiver to the new site being served, in ms; null if not known or not live. */
export function publishToLive(record: BuildRecord): number | null {
  if (record.result !== 'succeeded' || !record.liveAt) return null;
  const from = Date.parse(record.requestedAt ?? record.startedAt);
  const to = Date.parse(record.liveAt);
  return Number.isFinite(from) && Number.isFinite(to) ? Math.max(0, to - from) : null;
}

/** How many builds the status keeps. */
const KEEP = 20;

export class BuildStatus {
  constructor(private readonly file: string) {}

  async list(): Promise<BuildRecord[]> {
    try {
      return JSON.parse(await fs.readFile(this.file, 'utf8')) as BuildRecord[];
    } catch {
      return [];
    }
  }

  /** Adds or replaces a build's record (newest first), written whole so a reader never sees half. */
  async save(record: BuildRecord): Promise<void> {
    const records = [record, ...(await this.list()).filter((other) => other.id !== record.id)].slice(0, KEEP);
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, `${JSON.stringify(records, null, 2)}\n`);
    await fs.rename(temporary, this.file);
  }
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "1 page", "5 pages". */
export const pagesCount = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

/** "2026-11-23 09:49:50 UTC": the build's start as an editor reads it. */
const readableTime = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC');

const seconds = (ms: number | null) => (ms === null ? '…' : `${(ms / 1000).toFixed(1)} s`);

/** Publish to live: from the change reaching the receiver to the new site being served. */
function liveAfter(record: BuildRecord): string {
  const ms = publishToLive(record);
  if (ms !== null) return `<strong>${seconds(ms)}</strong>`;
  if (record.result === 'building') return '…';
  // A build recorded before its release's switch time was (an older record).
  return record.result === 'succeeded' ? 'not recorded' : 'not live';
}

/** Gatsby's steps worth a look: those of a tenth of a second or more. */
const SHOWN_GATSBY_STEP_MS = 100;

/** The build's duration, and where its time went (the wait before it, its steps, Gatsby's). */
function timing(record: BuildRecord): string {
  const total = seconds(record.durationMs);
  const waited = record.requestedAt ? Date.parse(record.startedAt) - Date.parse(record.requestedAt) : NaN;
  const items = [
    ...(Number.isFinite(waited) ? [{ name: 'quiet spell and waiting before the build', ms: Math.max(0, waited) }] : []),
    ...(record.steps ?? []),
  ].map((step) => `<li>${escape(step.name)}: ${seconds(step.ms)}</li>`);
  const gatsbySteps = (record.gatsbySteps ?? []).filter((step) => step.ms >= SHOWN_GATSBY_STEP_MS);
  if (items.length === 0 && gatsbySteps.length === 0) return total;
  const gatsby = gatsbySteps.length
    ? `<li>Gatsby's steps:<ul>${gatsbySteps.map((step) => `<li>${escape(step.name)}: ${seconds(step.ms)}</li>`).join('')}</ul></li>`
    : '';
  const release = record.release
    ? `<li>release: ${record.release.copied} files copied, ${record.release.linked} unchanged files linked</li>`
    : '';
  return `<details><summary>${total}</summary><ul>${items.join('')}${release}${gatsby}</ul></details>`;
}

/** The hourly cap, and what it holds back (their build starts when the hour allows). */
function capLine(cap: BuildCap): string {
  const used = `<p class="cap">Builds started in the last hour: ${cap.startedLastHour} of at most ${cap.maxPerHour}.`;
  if (cap.held.length === 0 || cap.resumesAt === null) return `${used}</p>`;
  const resumes = readableTime(new Date(cap.resumesAt).toISOString());
  return `${used} Held back by the cap, built together at ${escape(resumes)}: ${cap.held.length} ${
    cap.held.length === 1 ? 'change' : 'changes'
  }.</p><details class="held"><summary>Held changes</summary><ul>${cap.held
    .map((trigger) => `<li>${escape(trigger)}</li>`)
    .join('')}</ul></details>`;
}

/** Which builds a status page is about: the live site's (the default), or the editors' preview's. */
export interface StatusPageOptions {
  title: string;
  /** A sentence under the title saying what these builds are. */
  about?: string;
  /** What a build that is due waits for before it may start (the machine's other build), if anything. */
  waitingFor?: string | null;
}

export const LIVE_STATUS_PAGE: StatusPageOptions = { title: 'Site builds' };
export const PREVIEW_STATUS_PAGE: StatusPageOptions = {
  title: 'Preview builds',
  about:
    "The editors' preview of the site, built from drafts after every save. The live site builds first: a preview build waits while it does.",
};

/** The status page's one style sheet, inline: the page's Content-Security-Policy names its hash. */
const STATUS_PAGE_STYLE = `body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1b2330; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .5rem .75rem; border-bottom: 1px solid #d6dbe3; }
tr.failed td:nth-child(5) { color: #a3261b; font-weight: 600; }
tr.succeeded td:nth-child(5) { color: #1d6b3a; font-weight: 600; }
p.cap { margin: 0 0 1rem; }
p.reason { margin: 0 0 .25rem; font-weight: 600; }
@media (max-width: 40rem) {
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  tr, td { display: block; }
  tr { border-bottom: 1px solid #d6dbe3; padding: .5rem 0; }
  td { border: 0; padding: .2rem 0; }
  td::before { content: attr(data-label) ": "; font-weight: 600; }
  td[data-label="Pages"]::before { content: none; }
}
pre { white-space: pre-wrap; max-height: 20rem; overflow: auto; background: #f4f5f7; padding: .75rem; }
`;

/**
 * The status page's Content-Security-Policy: nothing may load or run but its own style sheet (no
 * script, image, frame or form at all), and no other site may frame it.
 */
export const STATUS_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STATUS_PAGE_STYLE, 'utf8').digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The status page an editor opens: the last builds, what triggered them, how long, what they rebuilt. */
export function statusPage(
  records: BuildRecord[],
  state: string,
  cap?: BuildCap,
  { title, about, waitingFor }: StatusPageOptions = LIVE_STATUS_PAGE,
): string {
  const rows = records
    .map((record) => {
      const pages =
        record.result === 'succeeded'
          ? `<details><summary>${pagesCount(record.rendered.length)} re-rendered${record.removed.length ? `, ${record.removed.length} removed` : ''}${record.schemaChanged ? ' (CMS schema changed: full build)' : ''}</summary><ul>${record.rendered
              .map((page) => `<li>${escape(page)}</li>`)
              .join('')}${record.removed.map((page) => `<li>removed ${escape(page)}</li>`).join('')}</ul></details>`
          : record.result === 'failed'
            ? `<p class="reason">${escape(record.reason ?? 'The build failed')}</p><details><summary>The previous site is still served. Gatsby's output</summary><pre>${escape(record.error ?? '')}</pre></details>`
            : '';
      return `<tr class="${record.result}"><td data-label="Started"><time datetime="${escape(record.startedAt)}">${escape(
        readableTime(record.startedAt),
      )}</time></td><td data-label="Trigger">${record.triggers
        .map((trigger) => escape(trigger))
        .join(
          '<br>',
        )}</td><td data-label="Live after the change">${liveAfter(record)}</td><td data-label="Build">${timing(
        record,
      )}</td><td data-label="Result">${record.result}</td><td data-label="Pages">${pages}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${STATUS_PAGE_STYLE}</style>
</head>
<body>
<h1>${escape(title)}</h1>
${about ? `<p>${escape(about)}</p>\n` : ''}<p>Now: <strong>${escape(state)}</strong>${
    waitingFor ? `, waiting for ${escape(waitingFor)} to finish` : ''
  }. This page refreshes every 5 seconds.</p>
${cap ? capLine(cap) : ''}
<table>
<thead><tr><th scope="col">Started</th><th scope="col">Trigger</th><th scope="col">Live after the change</th><th scope="col">Build</th><th scope="col">Result</th><th scope="col">Pages</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="6">No builds yet.</td></tr>'}
</tbody>
</table>
</body>
</html>
`;
}
