import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { menuItem as item } from '../../testing/chrome-fixture';
import { FLYOUT_DELAY_MS, IconRail } from '.';

const items = [
  item(
    'Services',
    '/services',
    [
      item('Enclosed', '/services/enclosed-auto-shipping', [
        item('Classic Car Shipping', '/services/enclosed-classic-car-shipping'),
      ]),
      item('Open', '/services/open-auto-shipping'),
    ],
    'car',
  ),
  item('Solutions', '/auto-transport-solutions', [item('Snowbird Car Shipping', '/auto-transport-solutions/snowbird')]),
  item('Blog', '/blog', [], 'news'),
];

const renderRail = (path = '/') => render(<IconRail items={items} path={path} siteName="Velmora Auto Transport" />);
const entry = (name: string) => screen.getByRole('button', { name });
const panelOf = (name: string) => document.getElementById(entry(name).getAttribute('aria-controls') as string);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the icon rail (SPEC §2, §9)', () => {
  it('opens a fly-out after 500 ms of hover, not before', () => {
    renderRail();
    fireEvent.mouseEnter(entry('Services').closest('li') as HTMLElement);
    act(() => jest.advanceTimersByTime(FLYOUT_DELAY_MS - 1));
    expect(entry('Services')).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf('Services')).not.toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(FLYOUT_DELAY_MS).toBe(500);
    expect(entry('Services')).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf('Services')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Classic Car Shipping' })).toHaveAttribute(
      'href',
      '/services/enclosed-classic-car-shipping',
    );
  });

  it('does not open when the pointer passes by in less than 500 ms', () => {
    renderRail();
    const services = entry('Services').closest('li') as HTMLElement;
    fireEvent.mouseEnter(services);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.mouseLeave(services);
    act(() => jest.advanceTimersByTime(1000));
    expect(entry('Services')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a hovered fly-out when the pointer leaves, and switches at once to a neighbour', () => {
    renderRail();
    fireEvent.mouseEnter(entry('Services').closest('li') as HTMLElement);
    act(() => jest.advanceTimersByTime(FLYOUT_DELAY_MS));
    fireEvent.mouseLeave(entry('Services').closest('li') as HTMLElement);
    fireEvent.mouseEnter(entry('Solutions').closest('li') as HTMLElement);
    expect(entry('Solutions')).toHaveAttribute('aria-expanded', 'true');
    expect(entry('Services')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseLeave(entry('Solutions').closest('li') as HTMLElement);
    act(() => jest.advanceTimersByTime(300));
    expect(entry('Solutions')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens at once on click or tap, and closes on a click outside', () => {
    renderRail();
    fireEvent.click(entry('Services'));
    expect(entry('Services')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(document.body);
    expect(entry('Services')).toHaveAttribute('aria-expanded', 'false');
  });

  it('works by keyboard: arrows move, ArrowRight goes in, Escape comes back', () => {
    renderRail();
    entry('Services').focus();
    fireEvent.keyDown(entry('Services'), { key: 'ArrowDown' });
    expect(entry('Solutions')).toHaveFocus();
    fireEvent.keyDown(entry('Solutions'), { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Blog' }), { key: 'ArrowDown' });
    expect(entry('Services')).toHaveFocus();
    fireEvent.keyDown(entry('Services'), { key: 'ArrowUp' });
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveFocus();

    entry('Services').focus();
    fireEvent.keyDown(entry('Services'), { key: 'ArrowRight' });
    expect(entry('Services')).toHaveAttribute('aria-expanded', 'true');
    const overview = screen.getByRole('link', { name: 'Overview' });
    expect(overview).toHaveFocus();
    fireEvent.keyDown(overview, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'Enclosed' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(screen.getByRole('link', { name: 'Open' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(entry('Services')).toHaveAttribute('aria-expanded', 'false');
    expect(entry('Services')).toHaveFocus();
  });

  it('closes when focus leaves the entry and its panel', () => {
    renderRail();
    fireEvent.click(entry('Solutions'));
    expect(entry('Solutions')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(entry('Solutions'), { relatedTarget: screen.getByRole('link', { name: 'Blog' }) });
    expect(entry('Solutions')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the branch of the current page and the page itself', () => {
    renderRail('/services/enclosed-classic-car-shipping');
    expect(entry('Services')).toHaveAttribute('data-current', 'true');
    expect(entry('Solutions')).toHaveAttribute('data-current', 'false');
    expect(screen.getByRole('link', { name: 'Classic Car Shipping', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
