import { act, fireEvent, render, screen, within } from '@testing-library/react';
import React from 'react';
import { chromeFixture } from '../../testing/chrome-fixture';
import { LandingHeader, NAV_SOLID_AT_PX } from '.';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

const bar = () => screen.getByRole('banner').firstElementChild as HTMLElement;

beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => jest.restoreAllMocks());

describe('the landing layout top bar (SPEC §2, §9)', () => {
  it('is transparent until 90 px of scroll, then solid', () => {
    render(<LandingHeader chrome={chromeFixture} />);
    expect(NAV_SOLID_AT_PX).toBe(90);
    expect(bar()).toHaveAttribute('data-solid', 'false');
    scrollTo(89);
    expect(bar()).toHaveAttribute('data-solid', 'false');
    scrollTo(90);
    expect(bar()).toHaveAttribute('data-solid', 'true');
    scrollTo(12);
    expect(bar()).toHaveAttribute('data-solid', 'false');
  });

  it('starts solid when the page opens already scrolled (a reload halfway down)', () => {
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    render(<LandingHeader chrome={chromeFixture} />);
    expect(bar()).toHaveAttribute('data-solid', 'true');
  });

  it('has the phone link and Request a quote to #booking', () => {
    render(<LandingHeader chrome={chromeFixture} />);
    expect(screen.getByRole('link', { name: /\(800\) 555-0142/, hidden: true })).toHaveAttribute(
      'href',
      'tel:8005550142',
    );
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '#booking');
  });

  it('opens a drawer with our services, reviews, why-us and contact', () => {
    render(<LandingHeader chrome={chromeFixture} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu', hidden: true }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const sections = within(within(drawer).getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(sections.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Our services', '#services'],
      ['Reviews', '#reviews'],
      ['Why us', '#why-us'],
      ['Contact', '#contact'],
    ]);
    expect(within(drawer).getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '#booking');
    expect(within(drawer).getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
  });
});
