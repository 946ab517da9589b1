/** @jest-environment node */
import http from 'http';
import type { AddressInfo } from 'net';
import type { BuildRecord } from '../src/builds/build-status';
import { changeStatus, readBuildRecords, type BuildSummary } from '../cms/src/site-admin/build-state';
import { buildsOrigin, NOT_REPORTED, readBuildsFeed } from '../cms/src/site-admin/builds-feed';
import { ago, duration, plainTrigger } from '../cms/src/admin/format';

/** A build record as the receiver writes it (src/builds/build-status.ts). */
const record = (
  id: string,
  startedAt: string,
  result: BuildRecord['result'],
  extra: Partial<BuildRecord> = {},
): BuildRecord => ({
  id,
  triggers: [`entry.publish blog “${id}”`],
  startedAt,
  durationMs: result === 'building' ? null : 20_000,
  result,
  rendered: ['/blog/x'],
  removed: [],
  schemaChanged: false,
  ...extra,
});

const summaries = (...records: BuildRecord[]): BuildSummary[] => readBuildRecords({ builds: records });

const PUBLISHED = '2026-03-01T10:00:00.000Z';

describe('where a published change stands', () => {
  it('waits while no build has started since the publish, even with one running from before', () => {
    const builds = summaries(record('before', '2026-03-01T09:59:59.000Z', 'building'));
    expect(changeStatus(builds, PUBLISHED)).toEqual({ state: 'waiting', build: null });
  });

  it('is building while the build that started after the publish runs', () => {
    const builds = summaries(
      record('now', '2026-03-01T10:00:02.000Z', 'building'),
      record('before', '2026-03-01T09:50:00.000Z', 'succeeded'),
    );
    expect(changeStatus(builds, PUBLISHED)).toMatchObject({ state: 'building', build: { id: 'now' } });
  });

  it('is live once a build that started after the publish succeeded, whatever failed after it', () => {
    const builds = summaries(
      record('later', '2026-03-01T10:05:00.000Z', 'failed', { reason: 'A page failed.' }),
      record('took-it', '2026-03-01T10:00:02.000Z', 'succeeded'),
    );
    expect(changeStatus(builds, new Date(PUBLISHED))).toMatchObject({ state: 'live', build: { id: 'took-it' } });
  });

  it('has failed when every build since failed, and gives the last one and its reason', () => {
    const builds = summaries(
      record('second', '2026-03-01T10:03:00.000Z', 'failed', { reason: 'The CMS could not be reached.' }),
      record('first', '2026-03-01T10:00:02.000Z', 'failed', { reason: 'A page failed.' }),
    );
    expect(changeStatus(builds, PUBLISHED)).toEqual({
      state: 'failed',
      build: expect.objectContaining({ id: 'second', reason: 'The CMS could not be reached.' }),
    });
  });

  it('is building again when a new build runs after a failed one', () => {
    const builds = summaries(
      record('retry', '2026-03-01T10:04:00.000Z', 'building'),
      record('first', '2026-03-01T10:00:02.000Z', 'failed'),
    );
    expect(changeStatus(builds, PUBLISHED)).toMatchObject({ state: 'building', build: { id: 'retry' } });
  });
});

describe('reading the receiver’s builds', () => {
  it('keeps the fields the admin shows and leaves out what is not a build', () => {
    const failed = record('f', '2026-03-01T10:00:02.000Z', 'failed', { error: 'gatsby output…' });
    expect(readBuildRecords({ builds: [failed, { id: 'x' }, null, record('ok', 'not a date', 'succeeded')] })).toEqual([
      {
        id: 'f',
        triggers: ['entry.publish blog “f”'],
        startedAt: '2026-03-01T10:00:02.000Z',
        durationMs: 20_000,
        result: 'failed',
        reason: 'The build failed.',
      },
    ]);
    expect(readBuildRecords({ state: 'idle' })).toEqual([]);
  });

  it('reads SITE_BUILDS_URL as an origin and ignores what is not an address', () => {
    expect(buildsOrigin({ SITE_BUILDS_URL: 'http://127.0.0.1:9001/' })).toBe('http://127.0.0.1:9001');
    expect(buildsOrigin({ SITE_BUILDS_URL: 'file:///etc/passwd' })).toBeNull();
    expect(buildsOrigin({})).toBeNull();
  });

  describe('from a receiver on loopback', () => {
    let server: http.Server;
    let origin: string;
    let reply: (res: http.ServerResponse) => void;

    beforeAll(async () => {
      server = http.createServer((req, res) => (req.url === '/builds.json' ? reply(res) : res.writeHead(404).end()));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('gives the builds, the receiver’s state and its status page', async () => {
      reply = (res) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ state: 'idle', builds: [record('a', PUBLISHED, 'succeeded')] }));
      expect(await readBuildsFeed(origin)).toEqual({
        reported: true,
        state: 'idle',
        builds: summaries(record('a', PUBLISHED, 'succeeded')),
        buildsPage: `${origin}/builds`,
        error: null,
      });
    });

    it('says so plainly when the receiver is slow, sends too much, or is not there', async () => {
      reply = () => undefined;
      expect(await readBuildsFeed(origin, { timeoutMs: 200 })).toMatchObject({
        reported: true,
        builds: [],
        error: 'The build service did not answer within 0.2 seconds.',
      });
      reply = (res) => res.writeHead(200).end(JSON.stringify({ builds: [], pad: 'x'.repeat(5000) }));
      expect(await readBuildsFeed(origin, { maxBytes: 1000 })).toMatchObject({
        error: 'The build service sent more than the CMS reads: the builds cannot be shown.',
      });
      reply = (res) => {
        res.writeHead(200);
        res.write('{"builds": [');
        res.end('x'.repeat(3000));
      };
      expect(await readBuildsFeed(origin, { maxBytes: 1000 })).toMatchObject({
        error: expect.stringMatching(/more than/),
      });
      expect(await readBuildsFeed('http://127.0.0.1:9')).toMatchObject({
        error: 'The build service cannot be reached: is the site running?',
      });
    });

    it('says builds are not reported without SITE_BUILDS_URL', async () => {
      expect(await readBuildsFeed(null)).toEqual({ reported: false, message: NOT_REPORTED });
    });
  });
});

describe('a build in the words the admin shows', () => {
  it('names what asked for it as an editor knows it', () => {
    expect(plainTrigger('entry.publish blog “Open vs enclosed”')).toBe('Published post “Open vs enclosed”');
    expect(plainTrigger('entry.update menu “Services”')).toBe('Saved menu item “Services”');
    expect(plainTrigger('entry.unpublish home-page')).toBe('Unpublished home page');
    expect(plainTrigger('entry.publish faq-group “Towing”')).toBe('Published faq group “Towing”');
    expect(plainTrigger('media.create hero.jpg')).toBe('Uploaded hero.jpg');
    expect(plainTrigger('npm start')).toBe('npm start');
  });

  it('says how long ago and how long it took', () => {
    const now = Date.parse(PUBLISHED);
    expect(ago('2026-03-01T09:59:55.000Z', now)).toBe('just now');
    expect(ago('2026-03-01T09:59:20.000Z', now)).toBe('40 s ago');
    expect(ago('2026-03-01T09:57:00.000Z', now)).toBe('3 min ago');
    expect(ago('2026-03-01T07:00:00.000Z', now)).toBe('3 h ago');
    expect(ago('2026-02-20T07:00:00.000Z', now)).toMatch(/Feb 20, 2026/);
    expect(duration(18_420)).toBe('18.4 s');
    expect(duration(125_000)).toBe('2 min 05 s');
    expect(duration(null)).toBeNull();
  });
});
