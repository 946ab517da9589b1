import { render, screen } from '@testing-library/react';
import React from 'react';
import { IconLinkItem, LinkItems, MenuLink, SiteLink } from '.';

describe('site links', () => {
  it('keeps tel:, mailto: and anchors plain links', () => {
    render(
      <>
        <SiteLink href="tel:8005550142">Call</SiteLink>
        <SiteLink href="#booking">Book</SiteLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:8005550142');
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', '#booking');
  });

  it("marks a menu's link to the page being shown, and only that one, as the current page", () => {
    render(
      <>
        <MenuLink href="/faq" path="/faq">
          FAQ
        </MenuLink>
        <MenuLink href="/blog" path="/faq">
          Blog
        </MenuLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
  });

  it('lists labelled links as items of the list that holds them', () => {
    render(
      <ul>
        <LinkItems
          links={[
            { label: 'Privacy policy', href: '/privacy-policy' },
            { label: 'Terms', href: '/terms' },
          ]}
        />
      </ul>,
    );
    expect(
      screen.getAllByRole('listitem').map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href')]),
    ).toEqual([
      ['Privacy policy', '/privacy-policy'],
      ['Terms', '/terms'],
    ]);
  });

  it('leads an icon link item with its icon, hidden from assistive technology', () => {
    render(
      <ul>
        <IconLinkItem href="mailto:quotes@example.com" icon="mail">
          quotes@example.com
        </IconLinkItem>
      </ul>,
    );
    const link = screen.getByRole('link', { name: 'quotes@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:quotes@example.com');
    expect(link.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    expect(link.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
