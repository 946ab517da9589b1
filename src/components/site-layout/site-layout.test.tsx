import { render, screen, within } from '@testing-library/react';
import React from 'react';
import { chromeFixture } from '../../testing/chrome-fixture';
import { SiteLayout } from '.';

jest.mock('../../styles/global-style', () => ({ GlobalStyle: () => <meta data-global-style="" /> }));

const page = <h1>Page</h1>;

describe('the site layout (SPEC §2: every page wears a header and the footer)', () => {
  it('wears the site header with its icon rail by default', () => {
    render(
      <SiteLayout chrome={chromeFixture} path="/services">
        {page}
      </SiteLayout>,
    );
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('wears the landing top bar on a landing page', () => {
    render(
      <SiteLayout chrome={chromeFixture} path="/" header={{ kind: 'landing' }}>
        {page}
      </SiteLayout>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '#booking');
    expect(within(banner).queryByRole('button', { name: 'Services' })).toBeNull();
  });

  it('wears the section nav or the mega menu when asked', () => {
    const { unmount } = render(
      <SiteLayout
        chrome={chromeFixture}
        path="/international"
        header={{ kind: 'section-nav', sections: [{ id: 'benefits', label: 'Benefits' }], quoteHref: '#form' }}
      >
        {page}
      </SiteLayout>,
    );
    expect(screen.getByRole('link', { name: 'Benefits', hidden: true })).toHaveAttribute('href', '#benefits');
    unmount();
    render(
      <SiteLayout chrome={chromeFixture} path="/blog" header={{ kind: 'mega-menu' }}>
        {page}
      </SiteLayout>,
    );
    expect(screen.getByRole('button', { name: 'Contact us', hidden: true })).toBeInTheDocument();
  });
});

describe("the global CSS (the themes' custom properties, the base typography)", () => {
  // Where it is rendered is what matters here: in jest styled-components' server build never writes
  // global CSS into jsdom, so the component stands in with a mark of its own.
  const stage = process.env.BUILD_STAGE;
  afterEach(() => {
    process.env.BUILD_STAGE = stage;
  });

  it("is rendered where pages are rendered on the server (every page's HTML carries it)", () => {
    delete process.env.BUILD_STAGE;
    const { container } = render(
      <SiteLayout chrome={chromeFixture} path="/services">
        {page}
      </SiteLayout>,
    );
    expect(container.querySelector('[data-global-style]')).not.toBeNull();
  });

  it("is not rendered again by the browser's bundle, which takes it over from the page's HTML", () => {
    process.env.BUILD_STAGE = 'build-javascript';
    const { container } = render(
      <SiteLayout chrome={chromeFixture} path="/services">
        {page}
      </SiteLayout>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(container.querySelector('[data-global-style]')).toBeNull();
  });
});
