import crypto from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import { fetchGraphql } from '../cms/fetch-graphql';
import { failureReason, outputTail } from './build-failure';
import { gatsbyActivities } from './gatsby-activities';
import { pagesCount, publishToLive, type BuildRecord, type BuildStatus, type BuildStep } from './build-status';
import { publishRelease } from './releases';
import { renderedPages, snapshotPages } from './rendered-pages';

export interface SiteBuilderOptions {
  /** The site's folder: Gatsby builds into its public/ and .cache/ and keeps its cache there. */
  root: string;
  releasesDir: string;
  status: BuildStatus;
  /** Runs `gatsby <args>` in root; resolves with its output, or rejects with an error carrying it. */
  gatsby: (args: string[]) => Promise<string>;
  /** A fingerprint of the CMS's GraphQL schema (see `schemaFingerprint`). */
  fingerprint: () => Promise<string>;
  /** The CMS's content version (see catch-up.ts), read before Gatsby reads the content. */
  contentVersion?: () => Promise<string>;
  /** Whether the release carries the compiled Functions (default true; the editors' preview serves none). */
  functions?: boolean;
  /** Readies the Gatsby folder before each build (the preview's links: see pipelines.ts); a throw fails the build. */
  prepare?: () => void | Promise<void>;
  log?: (line: string) => void;
  now?: () => Date;
}

/** What a build carries besides its triggers: when the first of them reached the receiver. */
export interface BuildBatch {
  /** Milliseconds since the epoch; the build's start when not given (e.g. a build asked directly). */
  requestedAt?: number;
}

/**
 * One build: clears Gatsby's cache only when the CMS's schema changed (a cached remote schema
 * would fail on a new field), builds incrementally, and on success publishes the result as the
 * served release; a failed build leaves the served release as it was. Every build is recorded.
 */
export async function buildSite(
  options: SiteBuilderOptions,
  triggers: string[],
  batch: BuildBatch = {},
): Promise<BuildRecord> {
  const { root, releasesDir, status, gatsby, log = () => undefined, now = () => new Date() } = options;
  const started = now();
  const id = started.toISOString().replace(/[:.]/g, '-');
  const requestedAt = new Date(Math.min(batch.requestedAt ?? started.getTime(), started.getTime()));
  const steps: BuildStep[] = [];
  const record: BuildRecord = {
    id,
    triggers,
    requestedAt: requestedAt.toISOString(),
    startedAt: started.toISOString(),
    durationMs: null,
    result: 'building',
    rendered: [],
    removed: [],
    schemaChanged: false,
    steps,
  };
  await status.save(record);
  /** Runs one step of the build and notes how long it took. */
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const from = now().getTime();
    try {
      return await work();
    } finally {
      steps.push({ name, ms: now().getTime() - from });
    }
  };
  /** A `gatsby build`, with the steps Gatsby reports in its output. */
  const gatsbyBuild = (name: string) =>
    step(name, async () => {
      const output = await gatsby(['build']);
      record.gatsbySteps = gatsbyActivities(output);
    });
  const fingerprintFile = path.join(releasesDir, '..', 'cms-schema.sha256');
  const publicDir = path.join(root, 'public');
  try {
    if (options.prepare) await step('prepare the build folder', async () => options.prepare?.());
    // Read first: a change made while Gatsby reads the CMS then differs from it, and the
    // catch-up builds again. The schema's fingerprint is read at the same time.
    const [contentVersion, fingerprint] = await step('read the CMS version and schema', () =>
      Promise.all([options.contentVersion?.().catch(() => undefined), options.fingerprint()]),
    );
    record.contentVersion = contentVersion;
    const previous = await fs.readFile(fingerprintFile, 'utf8').catch(() => null);
    const clean = previous !== fingerprint;
    if (clean) {
      record.schemaChanged = previous !== null;
      log(
        previous === null
          ? 'First build here: starting from a clean cache'
          : 'The CMS schema changed: clearing the cache',
      );
      await step('gatsby clean', () => gatsby(['clean']));
    }
    const before = await step('list the pages before', () => snapshotPages(publicDir));
    log(`Building for: ${triggers.join('; ')}`);
    await gatsbyBuild('gatsby build');
    if (clean) {
      // Gatsby's first build after a clean one re-renders every page whatever changed (its webpack
      // compilation hash settles only then: gatsbyjs/gatsby#33450). Take that build now, so the
      // first change an editor publishes re-renders only its own pages.
      log('Settling the cache after a clean build');
      await gatsbyBuild('gatsby build (settling the cache)');
    }
    const after = await step('list the pages after', () => snapshotPages(publicDir));
    Object.assign(record, renderedPages(before, after));
    const functionsDir = options.functions === false ? null : path.join(root, '.cache', 'functions');
    const release = await step('make the release and switch to it', () =>
      publishRelease({ publicDir, functionsDir }, releasesDir, id),
    );
    record.liveAt = now().toISOString();
    record.release = { copied: release.copied, linked: release.linked, bytesCopied: release.bytesCopied };
    await fs.mkdir(path.dirname(fingerprintFile), { recursive: true });
    await fs.writeFile(fingerprintFile, fingerprint);
    record.result = 'succeeded';
    const live = publishToLive(record);
    log(
      `Build ${id} is live: ${pagesCount(record.rendered.length)} re-rendered, ${record.removed.length} removed; ` +
        `${live === null ? '' : `live ${(live / 1000).toFixed(1)} s after the change arrived, `}` +
        `the build took ${((now().getTime() - started.getTime()) / 1000).toFixed(1)} s ` +
        `(${steps.map((s) => `${s.name} ${(s.ms / 1000).toFixed(1)} s`).join(', ')})`,
    );
  } catch (error) {
    record.result = 'failed';
    const output = (error as { output?: string }).output;
    const text = output ?? (error as Error).message;
    record.reason = failureReason(text);
    record.error = outputTail(text);
    log(`Build ${id} failed: ${record.reason}\nThe previous site is still served.\n${record.error}`);
  }
  record.durationMs = now().getTime() - started.getTime();
  await status.save(record);
  return record;
}

/** The CMS's schema as GraphQL introspection sees it, hashed: it changes when a field does. */
export async function schemaFingerprint(graphqlUrl: string): Promise<string> {
  const query = `{ __schema { types { name kind fields { name type { name kind ofType { name kind ofType { name kind } } } } inputFields { name } enumValues { name } } } }`;
  const data = await fetchGraphql<unknown>(graphqlUrl, { query }, { timeoutMs: 15_000, quiet: true }).catch(
    (error: Error) => {
      throw new Error(`The CMS did not give its schema: ${error.message}`);
    },
  );
  return crypto.createHash('sha256').update(canonicalSchema(data)).digest('hex');
}

interface Named {
  name: string;
}
interface IntrospectedType extends Named {
  fields?: Named[] | null;
  inputFields?: Named[] | null;
  enumValues?: Named[] | null;
}

const byName = (a: Named, b: Named) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const sortedByName = <T extends Named>(list: T[] | null | undefined) => (list ? [...list].sort(byName) : list);

/**
 * The schema's introspection with its types, fields, input fields and enum values in name order.
 * Strapi lists them in the order it happened to load its components and content types, which
 * changes from one start to the next of the same CMS on a busy machine (issue 22: every warm
 * `npm start` then cleared Gatsby's cache and built twice). The order changes no query.
 */
export function canonicalSchema(data: unknown): string {
  const types = (data as { __schema?: { types?: IntrospectedType[] } }).__schema?.types;
  if (!Array.isArray(types)) return JSON.stringify(data);
  return JSON.stringify(
    types
      .map((type) => ({
        ...type,
        fields: sortedByName(type.fields),
        inputFields: sortedByName(type.inputFields),
        enumValues: sortedByName(type.enumValues),
      }))
      .sort(byName),
  );
}
