import { fireEvent, render, screen, within } from '@testing-library/react';
import React from 'react';
import { chromeFixture } from '../../testing/chrome-fixture';
import { SectionNavHeader } from '.';

const sections = [
  { id: 'transport-types', label: 'Transport types' },
  { id: 'shipping-process', label: 'Process' },
  { id: 'benefits', label: 'Benefits' },
  { id: 'shipping-locations', label: 'Where we ship' },
  { id: 'vehicles', label: 'Vehicles' },
  { id: 'reviews', label: 'Reviews' },
];

describe('the alternative header with section anchors (SPEC §2)', () => {
  it('links the six sections, the phone and Request a quote', () => {
    render(<SectionNavHeader chrome={chromeFixture} sections={sections} quoteHref="#international-sideform" />);
    const nav = screen.getByRole('navigation', { name: 'Sections', hidden: true });
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#transport-types', '#shipping-process', '#benefits', '#shipping-locations', '#vehicles', '#reviews']);
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '#international-sideform');
    expect(screen.getByRole('link', { name: /\(800\) 555-0142/, hidden: true })).toHaveAttribute(
      'href',
      'tel:8005550142',
    );
  });

  it('moves the anchors into a drawer where they do not fit', () => {
    render(<SectionNavHeader chrome={chromeFixture} sections={sections} quoteHref="#international-sideform" />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu', hidden: true }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Benefits' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
