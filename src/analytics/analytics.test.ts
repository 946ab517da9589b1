import { ANALYTICS_DELAY_MS, analyticsSettings, PAGE_EVENT, pushPageEvent, scheduleTagLoad } from './analytics';

const tagScripts = () => document.head.querySelectorAll('script[data-analytics-tag]');

beforeEach(() => {
  jest.useFakeTimers();
  delete window.dataLayer;
  tagScripts().forEach((script) => script.remove());
});

afterEach(() => {
  jest.useRealTimers();
  delete process.env.GATSBY_GTM_ID;
  delete process.env.GATSBY_GTM_SCRIPT_URL;
});

describe('the analytics tag (SPEC §9: loads 3.5 s after start)', () => {
  it('waits 3500 ms, then loads the configured container', () => {
    scheduleTagLoad({ containerId: 'GTM-TEST1', tagUrl: 'http://127.0.0.1:9/gtm.js' });
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS - 1);
    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    jest.advanceTimersByTime(1);
    const [script] = Array.from(tagScripts()) as HTMLScriptElement[];
    expect(script.src).toBe('http://127.0.0.1:9/gtm.js?id=GTM-TEST1');
    expect(script.async).toBe(true);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('loads nothing without a container id', () => {
    scheduleTagLoad({ containerId: null, tagUrl: 'http://127.0.0.1:9/gtm.js' });
    jest.advanceTimersByTime(60_000);
    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('can be cancelled before the delay is over', () => {
    const cancel = scheduleTagLoad({ containerId: 'GTM-TEST1', tagUrl: 'http://127.0.0.1:9/gtm.js' });
    jest.advanceTimersByTime(1000);
    cancel();
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    expect(tagScripts()).toHaveLength(0);
  });

  it('keeps the page working when the tag cannot load', () => {
    scheduleTagLoad({ containerId: 'GTM-TEST1', tagUrl: 'http://127.0.0.1:9/gtm.js' });
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    const [script] = Array.from(tagScripts()) as HTMLScriptElement[];
    script.dispatchEvent(new Event('error'));
    expect(tagScripts()).toHaveLength(0);
    pushPageEvent('/services');
    expect(window.dataLayer?.at(-1)).toEqual({ event: PAGE_EVENT, page_path: '/services' });
  });

  it('reads the container id and the tag URL from the build environment', () => {
    expect(analyticsSettings()).toEqual({ containerId: null, tagUrl: 'https://www.googletagmanager.com/gtm.js' });
    process.env.GATSBY_GTM_ID = ' GTM-ABC123 ';
    process.env.GATSBY_GTM_SCRIPT_URL = 'https://tags.example.com/gtm.js';
    expect(analyticsSettings()).toEqual({ containerId: 'GTM-ABC123', tagUrl: 'https://tags.example.com/gtm.js' });
  });
});

describe("the page event (SPEC §4: 'Quote Form Request' on route change)", () => {
  it('queues one event per route, before and after the tag loads', () => {
    pushPageEvent('/');
    scheduleTagLoad({ containerId: 'GTM-TEST1', tagUrl: 'http://127.0.0.1:9/gtm.js' });
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    pushPageEvent('/blog');
    expect(window.dataLayer?.filter((event) => event.event === 'Quote Form Request')).toEqual([
      { event: 'Quote Form Request', page_path: '/' },
      { event: 'Quote Form Request', page_path: '/blog' },
    ]);
  });
});
