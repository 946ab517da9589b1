import { render, screen } from '@testing-library/react';
import React from 'react';
import { TableOfContents } from './table-of-contents';

describe('the table of contents', () => {
  it('lists the entries in order, each linking to its section', () => {
    render(
      <TableOfContents
        entries={[
          { label: 'Prices', anchor: 'prices' },
          { label: 'Transit times', anchor: 'transit-times' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(nav.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '#prices');
    expect(screen.getByRole('link', { name: 'Transit times' })).toHaveAttribute('href', '#transit-times');
  });

  it('is left out when there is no entry', () => {
    const { container } = render(<TableOfContents entries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
