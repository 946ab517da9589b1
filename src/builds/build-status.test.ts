/** @jest-environment node */
import { PREVIEW_STATUS_PAGE, publishToLive, statusPage, type BuildRecord } from './build-status';

describe('the build status page', () => {
  it('shows the hourly cap, and what it holds back with when that is built', () => {
    const html = statusPage([], 'held by the hourly cap', {
      maxPerHour: 30,
      startedLastHour: 30,
      held: ['entry.publish blog “<b>Open</b> vs enclosed”', 'media.create hero.jpg'],
      resumesAt: Date.parse('2026-11-25T07:15:00Z'),
    });
    expect(html).toContain('Now: <strong>held by the hourly cap</strong>');
    expect(html).toContain(
      'Builds started in the last hour: 30 of at most 30. Held back by the cap, built together at 2026-11-25 07:15:00 UTC: 2 changes.',
    );
    // The held triggers are listed, escaped.
    expect(html).toContain(
      '<li>entry.publish blog “&lt;b&gt;Open&lt;/b&gt; vs enclosed”</li><li>media.create hero.jpg</li>',
    );
  });

  it('shows only the count when nothing is held', () => {
    const html = statusPage([], 'idle', { maxPerHour: 30, startedLastHour: 4, held: [], resumesAt: null });
    expect(html).toContain('<p class="cap">Builds started in the last hour: 4 of at most 30.</p>');
    expect(html).not.toContain('Held back');
  });

  it("is titled as the preview's for the preview's builds, and says what a due build waits for", () => {
    const live = statusPage([], 'idle');
    expect(live).toContain('<title>Site builds</title>');
    expect(live).not.toContain('waiting for');
    const html = statusPage([], 'building', undefined, { ...PREVIEW_STATUS_PAGE, waitingFor: "the live site's build" });
    expect(html).toContain('<title>Preview builds</title>');
    expect(html).toContain('<h1>Preview builds</h1>');
    expect(html).toContain('built from drafts after every save');
    expect(html).toContain('Now: <strong>building</strong>, waiting for the live site&#39;s build to finish.');
  });

  it('shows how long after the change each build was live, and where the time went', () => {
    const record: BuildRecord = {
      id: 'b1',
      triggers: ['entry.publish blog “Open vs enclosed”'],
      requestedAt: '2026-11-27T10:00:00.000Z',
      startedAt: '2026-11-27T10:00:00.300Z',
      liveAt: '2026-11-27T10:00:11.500Z',
      durationMs: 11_300,
      result: 'succeeded',
      rendered: ['/blog/open-vs-enclosed'],
      removed: [],
      schemaChanged: false,
      steps: [
        { name: 'read the CMS version and schema', ms: 80 },
        { name: 'gatsby build', ms: 10_900 },
        { name: 'make the release and switch to it', ms: 150 },
      ],
      gatsbySteps: [
        { name: 'load plugins', ms: 40 },
        { name: 'Building static HTML for pages', ms: 240 },
      ],
      release: { copied: 12, linked: 3_400, bytesCopied: 90_000 },
    };
    expect(publishToLive(record)).toBe(11_500);
    const html = statusPage([record, { ...record, id: 'b2', result: 'failed', liveAt: undefined }], 'idle');
    expect(html).toContain('<th scope="col">Live after the change</th>');
    expect(html).toContain('<td data-label="Live after the change"><strong>11.5 s</strong></td>');
    expect(html).toContain('<summary>11.3 s</summary>');
    expect(html).toContain('<li>quiet spell and waiting before the build: 0.3 s</li>');
    expect(html).toContain('<li>gatsby build: 10.9 s</li>');
    expect(html).toContain('<li>release: 12 files copied, 3400 unchanged files linked</li>');
    // Gatsby's steps under a tenth of a second are left out.
    expect(html).toContain('<li>Building static HTML for pages: 0.2 s</li>');
    expect(html).not.toContain('load plugins');
    expect(html).toContain('<td data-label="Live after the change">not live</td>');
    expect(publishToLive({ ...record, result: 'building', liveAt: undefined })).toBeNull();
  });
});
