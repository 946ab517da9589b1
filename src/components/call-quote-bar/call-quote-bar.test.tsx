import { act, render, screen } from '@testing-library/react';
import React from 'react';
import { CallQuoteBar } from '.';

const phone = { number: '(800) 555-0142', href: 'tel:8005550142' };
const quote = { href: '#booking', label: 'Get a quote' };

/** Places the hero form `bottom` px from the top of the screen and lets the bar measure it. */
async function formBottomAt(form: HTMLElement, bottom: number) {
  form.getBoundingClientRect = () => ({ bottom, top: bottom - 600 }) as DOMRect;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
  });
}

const bar = () => screen.getByTestId('call-quote-bar');

afterEach(() => {
  document.getElementById('main-form')?.remove();
});

describe('the phone bar with Call and Get a quote', () => {
  it('comes once the hero form has scrolled away above the screen and goes when it is back', async () => {
    const form = document.body.appendChild(document.createElement('div'));
    form.id = 'main-form';
    await formBottomAt(form, 700);
    render(<CallQuoteBar phone={phone} quote={quote} heroFormIds={['main-form', 'international-sideform']} />);
    expect(bar()).toHaveAttribute('data-shown', 'false');
    await formBottomAt(form, -1);
    expect(bar()).toHaveAttribute('data-shown', 'true');
    // A landmark of its own (axe's region rule: no content outside landmarks).
    expect(bar().tagName).toBe('ASIDE');
    expect(bar()).toHaveAttribute('aria-label', 'Call or get a quote');
    // jsdom applies no media queries: the bar's phone-only rule leaves it hidden to the query.
    const link = (name: string) => screen.getByRole('link', { name, hidden: true });
    expect(link('Call (800) 555-0142')).toHaveAttribute('href', 'tel:8005550142');
    expect(link('Get a quote')).toHaveAttribute('href', '#booking');
    await formBottomAt(form, 200);
    expect(bar()).toHaveAttribute('data-shown', 'false');
  });

  it('steps aside while the visitor types in a field (the keyboard needs the room)', async () => {
    const form = document.body.appendChild(document.createElement('div'));
    form.id = 'main-form';
    const field = document.body.appendChild(document.createElement('input'));
    render(<CallQuoteBar phone={phone} quote={quote} heroFormIds={['main-form']} />);
    await formBottomAt(form, -10);
    expect(bar()).toHaveAttribute('data-shown', 'true');
    act(() => field.focus());
    expect(bar()).toHaveAttribute('data-shown', 'false');
    act(() => field.blur());
    expect(bar()).toHaveAttribute('data-shown', 'true');
    field.remove();
  });

  it('on a page without a hero form, comes after the first screen', async () => {
    render(<CallQuoteBar phone={phone} quote={quote} heroFormIds={['main-form']} />);
    expect(bar()).toHaveAttribute('data-shown', 'false');
    await act(async () => {
      window.scrollY = window.innerHeight + 1;
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => window.requestAnimationFrame(resolve));
    });
    expect(bar()).toHaveAttribute('data-shown', 'true');
    window.scrollY = 0;
  });

  it('comes on a page the visitor scrolled before it hydrated (that scroll event came before the bar listened)', async () => {
    const form = document.body.appendChild(document.createElement('div'));
    form.id = 'main-form';
    form.getBoundingClientRect = () => ({ bottom: -1200, top: -1800 }) as DOMRect;
    window.scrollY = 3000;
    render(<CallQuoteBar phone={phone} quote={quote} heroFormIds={['main-form']} />);
    await act(async () => {
      await new Promise((resolve) => window.requestAnimationFrame(resolve));
    });
    expect(bar()).toHaveAttribute('data-shown', 'true');
    window.scrollY = 0;
  });
});
