import { render, screen } from '@testing-library/react';
import React from 'react';
import { LinkItems, MenuLink, SiteLink } from '.';

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
});
