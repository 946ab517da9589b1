import { render, screen, within } from '@testing-library/react';
import React from 'react';
import { DATA_ATTRIBUTIONS } from '../../lookups/attribution';
import { chromeFixture } from '../../testing/chrome-fixture';
import { SiteFooter } from '.';

describe('the footer (SPEC §2)', () => {
  beforeEach(() => render(<SiteFooter chrome={chromeFixture} />));

  it('links why us, support, privacy policy, services, contact us, blog and terms', () => {
    const footer = screen.getByRole('contentinfo');
    const href = (name: string) => within(footer).getAllByRole('link', { name })[0].getAttribute('href');
    expect(href('Why us')).toBe('/#why-us');
    expect(href('Support')).toBe('/shipping-guide');
    expect(href('Privacy policy')).toBe('/privacy-policy');
    expect(href('Services')).toBe('/services');
    expect(href('Contact us')).toBe('/#contact-us');
    expect(href('Blog')).toBe('/blog');
    expect(href('Terms')).toBe('/velmora-terms');
  });

  it('links the four social networks the CMS lists', () => {
    const social = screen.getByRole('list', { name: 'Social networks' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'Velmora Auto Transport on Facebook',
      'Velmora Auto Transport on Instagram',
      'Velmora Auto Transport on Youtube',
      'Velmora Auto Transport on Linkedin',
    ]);
  });

  it('shows the contact details from the CMS', () => {
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link', { name: '(800) 555-0187' })[0]).toHaveAttribute(
      'href',
      'tel:8005550187',
    );
    expect(within(footer).getByText('400 Harbor Point Blvd, Suite 210, Baltimore, MD 21230')).toBeInTheDocument();
  });

  it("states the broker's USDOT and MC numbers and links their FMCSA record", () => {
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Licensed property broker · USDOT 3498127 · MC-1163054 · FMCSA record');
    expect(within(footer).getByRole('link', { name: 'FMCSA record (opens in a new tab)' })).toHaveAttribute(
      'href',
      chromeFixture.settings.credentials!.fmcsaUrl,
    );
  });

  it('ends with the copyright line and the credit lines the data licences ask for', () => {
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Velmora Auto Transport. All rights reserved.`),
    ).toBeInTheDocument();
    const footerText = screen.getByRole('contentinfo').textContent ?? '';
    for (const credit of DATA_ATTRIBUTIONS) expect(footerText).toContain(credit.text);
  });

  it('carries the menu as plain links, so every destination works without JavaScript', () => {
    const services = screen.getByRole('navigation', { name: 'Services' });
    expect(within(services).getByRole('link', { name: 'Powersports' })).toHaveAttribute(
      'href',
      '/services/utv-shipping',
    );
    const explore = screen.getByRole('navigation', { name: 'Explore' });
    expect(within(explore).getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/shipping-locations');
  });
});

describe('the footer without broker credentials in the CMS', () => {
  it('states no USDOT or MC number and links no FMCSA record', () => {
    render(<SiteFooter chrome={{ ...chromeFixture, settings: { ...chromeFixture.settings, credentials: null } }} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).not.toHaveTextContent(/USDOT|MC-/);
    expect(within(footer).queryByRole('link', { name: /FMCSA/ })).toBeNull();
  });
});
