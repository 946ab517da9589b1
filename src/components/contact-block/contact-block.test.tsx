import { render, screen } from '@testing-library/react';
import React from 'react';
import { ContactBlock } from '.';

const contact = {
  email: 'quotes@velmora-transport.example',
  phones: [
    { label: 'Sales', number: '(800) 555-0142', href: 'tel:8005550142' },
    { label: 'Support', number: '(800) 555-0187', href: 'tel:8005550187' },
  ],
  streetAddress: '400 Harbor Point Blvd, Suite 210, Baltimore, MD 21230',
};

describe('the contact block (SPEC §2)', () => {
  it('shows the e-mail link, phones and street address from the CMS, Chat Now and Get a quote', () => {
    render(<ContactBlock contact={contact} />);
    // The first; Chat Now's offer repeats it inside its closed <details>.
    expect(screen.getAllByRole('link', { name: 'quotes@velmora-transport.example' })[0]).toHaveAttribute(
      'href',
      'mailto:quotes@velmora-transport.example',
    );
    expect(screen.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
    expect(screen.getByRole('link', { name: '(800) 555-0187' })).toHaveAttribute('href', 'tel:8005550187');
    expect(screen.getByText(contact.streetAddress).tagName).toBe('ADDRESS');
    expect(screen.getByText('Chat Now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/#main-form');
  });

  it('leaves the address out when the CMS has none', () => {
    render(<ContactBlock contact={{ ...contact, streetAddress: null }} />);
    expect(screen.queryByText('Office')).not.toBeInTheDocument();
  });
});
