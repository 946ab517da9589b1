/** @jest-environment node */
import { PREVIEW_STATUS_PAGE, statusPage } from './build-status';

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
});
