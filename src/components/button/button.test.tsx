import { render, screen } from '@testing-library/react';
import React from 'react';
import { declaredCss } from '../../testing/css-rules';
import { Button, ButtonLink } from '.';

describe('buttons (SPEC §9: primary, secondary, terciary, ghost in small, medium, large)', () => {
  it.each(['primary', 'secondary', 'terciary', 'ghost'] as const)('draws the %s variant from the theme', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    const css = declaredCss(screen.getByRole('button', { name: 'Go' }));
    const expected = {
      primary: 'var(--color-accent)',
      secondary: 'transparent',
      terciary: 'color-mix(in srgb, currentColor 9%, transparent)',
      ghost: 'transparent',
    }[variant];
    expect(css).toContain(`background:${expected};`);
  });

  it.each([
    ['small', '36px'],
    ['medium', '44px'],
    ['large', '54px'],
  ] as const)('gives the %s size a %s target', (size, height) => {
    render(<Button size={size}>Go</Button>);
    expect(getComputedStyle(screen.getByRole('button')).minHeight).toBe(height);
  });

  it('is a plain button by default, never a form submit by accident', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('links within the site, to phones and to anchors as real links', () => {
    render(
      <>
        <ButtonLink href="/services">Services</ButtonLink>
        <ButtonLink href="tel:+18005550142" variant="secondary">
          Call
        </ButtonLink>
        <ButtonLink href="#booking">Request a quote</ButtonLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+18005550142');
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '#booking');
  });
});
