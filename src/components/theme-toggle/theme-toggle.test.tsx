import { fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { ThemeToggle } from '.';

const root = document.documentElement;

beforeEach(() => {
  window.localStorage.clear();
  root.className = 'light';
});

describe('the theme switch (SPEC §4)', () => {
  it.each(['icon', 'switch'] as const)(
    "as %s, stores the choice under 'theme' and puts the class on the root",
    (appearance) => {
      render(<ThemeToggle appearance={appearance} />);
      const toggle = screen.getByRole('switch', { name: 'Dark theme' });
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      fireEvent.click(toggle);
      expect(window.localStorage.getItem('theme')).toBe('dark');
      expect(root).toHaveClass('dark');
      expect(root).not.toHaveClass('light');
      expect(toggle).toHaveAttribute('aria-checked', 'true');
      fireEvent.click(toggle);
      expect(window.localStorage.getItem('theme')).toBe('light');
      expect(root.className).toBe('light');
      expect(toggle).toHaveAttribute('aria-checked', 'false');
    },
  );

  it('shows the theme the pre-paint script chose', () => {
    root.className = 'dark';
    render(<ThemeToggle appearance="icon" />);
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps every switch on the page in step', () => {
    render(
      <>
        <ThemeToggle appearance="icon" />
        <ThemeToggle appearance="switch" />
      </>,
    );
    const [rail, drawer] = screen.getAllByRole('switch', { name: 'Dark theme' });
    fireEvent.click(drawer);
    expect(rail).toHaveAttribute('aria-checked', 'true');
  });
});
