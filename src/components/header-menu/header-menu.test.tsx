import { fireEvent, render, screen, within } from '@testing-library/react';
import React from 'react';
import { chromeFixture } from '../../testing/chrome-fixture';
import { HeaderActions, HeaderDrawer, useHeaderDrawer } from '.';

const quote = { href: '#booking', label: 'Book now' };

function Header() {
  const drawer = useHeaderDrawer('test-drawer');
  return (
    <header>
      <HeaderActions contact={chromeFixture.settings} quote={quote} drawer={drawer} drawerBelow="lg" />
      <HeaderDrawer
        drawer={drawer}
        settings={chromeFixture.settings}
        quote={quote}
        menuId="test-menu"
        menuTitle="Pages"
      >
        <a href="/faq">FAQ</a>
      </HeaderDrawer>
    </header>
  );
}

describe('the header menu every header shares (SPEC §2)', () => {
  it('opens the drawer it controls, headed by the quote button and its own labelled menu', () => {
    render(<Header />);
    const button = screen.getByRole('button', { name: 'Menu', hidden: true });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-controls', 'test-drawer');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('id', 'test-drawer');
    expect(within(drawer).getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '#booking');
    const menu = within(drawer).getByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(menu).getByRole('link', { name: 'FAQ' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the icon theme toggle out unless the header asks for it', () => {
    render(<Header />);
    expect(screen.queryByRole('switch', { name: 'Dark theme', hidden: true })).toBeNull();
  });
});
