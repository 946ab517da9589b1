import { render, screen } from '@testing-library/react';
import React from 'react';
import { blogListPath } from '../../routes';
import { pageNumbers } from './page-numbers';
import { Pagination } from './pagination';

describe('the pager', () => {
  it('links every page of a short list, the current one marked, with newer and older', () => {
    render(<Pagination current={2} count={3} pathOf={blogListPath} label="Blog pages" />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog/page/3');
    expect(screen.getByRole('link', { name: 'Newer' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/blog/page/3');
  });

  it('has no newer link on the first page and no older link on the last', () => {
    const first = render(<Pagination current={1} count={2} pathOf={blogListPath} label="Blog pages" />);
    expect(screen.queryByRole('link', { name: 'Newer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/blog/page/2');
    first.unmount();
    render(<Pagination current={2} count={2} pathOf={blogListPath} label="Blog pages" />);
    expect(screen.queryByRole('link', { name: 'Older' })).not.toBeInTheDocument();
  });

  it('is left out when there is one page', () => {
    const { container } = render(<Pagination current={1} count={1} pathOf={blogListPath} label="Blog pages" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 9, 10]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});
