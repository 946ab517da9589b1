import type { GatsbyBrowser } from 'gatsby';
import { isPageLoading, startPageLoading } from '../src/components/page-loading/page-loading-store';
import { onClientEntry, onRouteUpdate } from '../gatsby-browser';

type RouteUpdateArgs = Parameters<NonNullable<GatsbyBrowser['onRouteUpdate']>>[0];
const routeUpdate = (pathname: string, previous: string | null) =>
  (onRouteUpdate as (args: RouteUpdateArgs) => void)({
    location: { pathname } as Location,
    prevLocation: previous ? ({ pathname: previous } as Location) : null,
  } as RouteUpdateArgs);

const pageEvents = () => (window.dataLayer ?? []).filter((event) => event.event === 'Quote Form Request');

beforeEach(() => {
  delete window.dataLayer;
});

describe('the browser hooks', () => {
  it("push a 'Quote Form Request' page event on every route change", () => {
    routeUpdate('/', null);
    routeUpdate('/services', '/');
    routeUpdate('/blog', '/services');
    expect(pageEvents()).toEqual([
      { event: 'Quote Form Request', page_path: '/' },
      { event: 'Quote Form Request', page_path: '/services' },
      { event: 'Quote Form Request', page_path: '/blog' },
    ]);
  });

  it('clear the page-loading indicator when the path changes, and only then', () => {
    startPageLoading();
    routeUpdate('/blog', '/blog');
    expect(isPageLoading()).toBe(true);
    routeUpdate('/blog/a-post', '/blog');
    expect(isPageLoading()).toBe(false);
  });

  it('load no analytics tag on start when no container id is set', () => {
    jest.useFakeTimers();
    (onClientEntry as () => void)();
    jest.advanceTimersByTime(10_000);
    expect(document.querySelector('script[data-analytics-tag]')).toBeNull();
    jest.useRealTimers();
  });
});
