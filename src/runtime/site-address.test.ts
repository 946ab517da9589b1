/** @jest-environment node */
import { siteAddress } from './site-address';

describe("the site's address for links", () => {
  it('is SITE_URL, without a trailing slash', () => {
    expect(siteAddress({ SITE_URL: 'https://www.velmora-transport.example/' }, false)).toBe(
      'https://www.velmora-transport.example',
    );
    // SITE_PORT does not matter once the address is configured.
    expect(siteAddress({ SITE_URL: 'https://www.velmora-transport.example', SITE_PORT: '9500' }, false)).toBe(
      'https://www.velmora-transport.example',
    );
  });

  it('is the local default on SITE_PORT (else 9000) without SITE_URL, never anything a request says', () => {
    expect(siteAddress({}, false)).toBe('http://localhost:9000');
    expect(siteAddress({ SITE_URL: '  ', SITE_PORT: '9272' }, false)).toBe('http://localhost:9272');
    // A port that is not one falls back to the default rather than into a link.
    expect(siteAddress({ SITE_PORT: 'evil.example' }, false)).toBe('http://localhost:9000');
    expect(siteAddress({ SITE_PORT: '70000' }, false)).toBe('http://localhost:9000');
  });

  it('has no local default in production', () => {
    expect(() => siteAddress({ SITE_PORT: '9272' }, true)).toThrow(/^SITE_URL is not set: a production deployment/);
  });
});
