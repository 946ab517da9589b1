import { fireEvent, render, screen, within } from '@testing-library/react';
import React from 'react';
import { chromeFixture } from '../../testing/chrome-fixture';
import { SiteHeader } from '.';

// jsdom applies no media query: the phone-only menu button counts as hidden there.
const openDrawer = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Menu', hidden: true }));
  return screen.getByRole('dialog', { name: 'Menu' });
};

const expandAll = (container: HTMLElement) => {
  for (let round = 0; round < 6; round += 1) {
    within(container)
      .queryAllByRole('button', { name: /^More in / })
      .filter((button) => button.getAttribute('aria-expanded') === 'false')
      .forEach((button) => fireEvent.click(button));
  }
};

describe('the site header (SPEC §2)', () => {
  it('hides Golf Cart Shipping and UTV Shipping from the side menu, rail and drawer alike', () => {
    render(<SiteHeader chrome={chromeFixture} path="/" />);
    const rail = screen.getByRole('navigation', { name: 'Main' });
    expect(within(rail).getByRole('link', { name: 'Classic Car Shipping', hidden: true })).toBeInTheDocument();
    expect(within(rail).queryByRole('link', { name: 'UTV Shipping', hidden: true })).toBeNull();
    expect(within(rail).queryByRole('link', { name: 'Golf Cart Shipping', hidden: true })).toBeNull();
    const drawer = openDrawer();
    expandAll(drawer);
    expect(within(drawer).getByRole('link', { name: 'Powersports' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'UTV Shipping' })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: 'Golf Cart Shipping' })).toBeNull();
  });

  it('links every menu entry to its joined route, six levels deep, or its fallback', () => {
    render(<SiteHeader chrome={chromeFixture} path="/" />);
    const drawer = openDrawer();
    expandAll(drawer);
    expect(within(drawer).getByRole('link', { name: 'Anchorage' })).toHaveAttribute(
      'href',
      '/shipping-locations/north-america/usa/alaska/anchorage',
    );
    expect(within(drawer).getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      '/shipping-guide/frequently-asked-questions',
    );
    expect(within(drawer).getByRole('link', { name: 'Online Car Buying' })).toHaveAttribute('href', '/');
  });

  it('gives the drawer a Quote button, a call button, e-mail and phone, and the theme switch', () => {
    render(<SiteHeader chrome={chromeFixture} path="/" />);
    const drawer = openDrawer();
    expect(within(drawer).getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/#main-form');
    expect(within(drawer).getByRole('link', { name: 'Call (800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
    expect(within(drawer).getByRole('link', { name: 'quotes@velmora-transport.example' })).toHaveAttribute(
      'href',
      'mailto:quotes@velmora-transport.example',
    );
    expect(within(drawer).getByRole('link', { name: 'Support: (800) 555-0187' })).toBeInTheDocument();
    expect(within(drawer).getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
  });

  it('locks page scroll while the drawer is open', () => {
    render(<SiteHeader chrome={chromeFixture} path="/" />);
    openDrawer();
    expect(document.documentElement).toHaveClass('scroll-locked');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('puts a theme toggle in the rail', () => {
    render(<SiteHeader chrome={chromeFixture} path="/" />);
    const rail = screen.getByRole('navigation', { name: 'Main' });
    expect(within(rail).getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
  });
});
