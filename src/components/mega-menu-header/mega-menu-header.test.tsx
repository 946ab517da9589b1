import { act, fireEvent, render, screen, within } from '@testing-library/react';
import React from 'react';
import { FLYOUT_DELAY_MS } from '../../hooks/use-flyout';
import { chromeFixture } from '../../testing/chrome-fixture';
import { MegaMenuHeader } from '.';

const trigger = (name: string) => screen.getByRole('button', { name, hidden: true });
const panel = (name: string) => document.getElementById(trigger(name).getAttribute('aria-controls') as string);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the mega menu header (SPEC §2)', () => {
  it('has services, FAQ, support, contact us, blog, the phone and Get a quote', () => {
    render(<MegaMenuHeader chrome={chromeFixture} path="/blog" />);
    const nav = screen.getByRole('navigation', { name: 'Main', hidden: true });
    const labels = Array.from(nav.querySelectorAll(':scope > ul > li > a, :scope > ul > li > button')).map(
      (element) => element.textContent,
    );
    expect(labels).toEqual(['Services', 'FAQ', 'Support', 'Contact us', 'Blog']);
    expect(screen.getByRole('link', { name: 'Agents 24/7 (800) 555-0142', hidden: true })).toHaveAttribute(
      'href',
      'tel:8005550142',
    );
    expect(screen.getAllByRole('link', { name: 'Get a quote', hidden: true })[0]).toHaveAttribute(
      'href',
      '/#main-form',
    );
  });

  it('opens the services panel after 500 ms of hover, with the services and the contact block', () => {
    render(<MegaMenuHeader chrome={chromeFixture} path="/blog" />);
    fireEvent.mouseEnter(trigger('Services').closest('li') as HTMLElement);
    act(() => jest.advanceTimersByTime(FLYOUT_DELAY_MS - 1));
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'true');
    const services = panel('Services') as HTMLElement;
    // The mega menu is not the side menu: Golf Cart and UTV Shipping stay.
    expect(within(services).getByRole('link', { name: 'Golf Cart Shipping', hidden: true })).toBeInTheDocument();
    expect(within(services).getByText('400 Harbor Point Blvd, Suite 210, Baltimore, MD 21230')).toBeInTheDocument();
  });

  it('opens contact us by keyboard and closes it with Escape, back on its button', () => {
    render(<MegaMenuHeader chrome={chromeFixture} path="/blog" />);
    trigger('Contact us').focus();
    fireEvent.keyDown(trigger('Contact us'), { key: 'ArrowDown' });
    expect(trigger('Contact us')).toHaveAttribute('aria-expanded', 'true');
    const contact = panel('Contact us') as HTMLElement;
    expect(contact.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(trigger('Contact us')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Contact us')).toHaveFocus();
  });
});
