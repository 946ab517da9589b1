import { render, screen } from '@testing-library/react';
import React from 'react';
import { Wordmark } from '.';

describe('the wordmark', () => {
  it('links home under the site name the CMS gives', () => {
    render(<Wordmark siteName="Velmora Auto Transport" />);
    const home = screen.getByRole('link', { name: 'Velmora Auto Transport, home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('Velmora Auto Transport');
  });

  it('can show the mark alone, for the icon rail', () => {
    render(<Wordmark siteName="Velmora Auto Transport" show="mark" />);
    expect(screen.getByRole('link', { name: 'Velmora Auto Transport, home' })).toHaveTextContent('');
  });
});
