import { fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { ChatNow } from '.';

const contact = {
  email: 'quotes@velmora-transport.example',
  phones: [{ label: 'Sales', number: '(800) 555-0142', href: 'tel:8005550142' }],
};

afterEach(() => {
  delete process.env.GATSBY_CHAT_URL;
});

describe('Chat Now', () => {
  it('opens the configured chat provider in a new window', () => {
    process.env.GATSBY_CHAT_URL = 'https://chat.example.com/velmora';
    render(<ChatNow contact={contact} />);
    const link = screen.getByRole('link', { name: 'Chat Now (opens in a new window)' });
    expect(link).toHaveAttribute('href', 'https://chat.example.com/velmora');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('without a provider, offers phone, e-mail and the quote form instead of a dead button', () => {
    render(<ChatNow contact={contact} />);
    const summary = screen.getByText('Chat Now');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    expect(screen.getByRole('link', { name: 'Call (800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
    expect(screen.getByRole('link', { name: 'quotes@velmora-transport.example' })).toHaveAttribute(
      'href',
      'mailto:quotes@velmora-transport.example',
    );
    expect(screen.getByRole('link', { name: 'Get a quote online' })).toHaveAttribute('href', '/#main-form');
  });

  it('closes its offer on Escape and returns to Chat Now', () => {
    render(<ChatNow contact={contact} />);
    const summary = screen.getByText('Chat Now');
    const details = summary.closest('details') as HTMLDetailsElement;
    details.open = true;
    fireEvent.keyDown(screen.getByRole('link', { name: 'Get a quote online' }), { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });
});
