import { fireEvent, render, screen } from '@testing-library/react';
import React, { useState } from 'react';
import { DrawerButton, MobileDrawer } from '.';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href="/before">Before</a>
      <DrawerButton controls="drawer" open={open} onOpen={() => setOpen(true)} />
      <MobileDrawer id="drawer" label="Menu" open={open} onClose={() => setOpen(false)} heading={<a href="/">Home</a>}>
        <a href="/services">Services</a>
        <a href="#reviews">Reviews</a>
        <button type="button">Dark theme</button>
      </MobileDrawer>
    </>
  );
}

const root = document.documentElement;

describe('the mobile drawer (SPEC §2)', () => {
  it('locks page scroll while open and gives it back when closed', () => {
    render(<Harness />);
    expect(root).not.toHaveClass('scroll-locked');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(root).toHaveClass('scroll-locked');
    fireEvent.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(root).not.toHaveClass('scroll-locked');
  });

  it('traps focus inside and returns it to the menu button on Escape', () => {
    render(<Harness />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    fireEvent.click(menuButton);
    const dialog = screen.getByRole('dialog');
    const first = screen.getByRole('link', { name: 'Home' });
    const last = screen.getByRole('button', { name: 'Dark theme' });
    expect(first).toHaveFocus();
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
    // Focus pushed outside (a stray tabindex, a script) is brought back in.
    screen.getByRole('link', { name: 'Before', hidden: true }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(root).not.toHaveClass('scroll-locked');
  });

  it('closes when one of its links is followed, so an anchor on the page is seen', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'Reviews' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells assistive technology what the button opens', () => {
    render(<Harness />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menuButton);
    expect(screen.getByRole('button', { name: 'Menu', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
  });
});
