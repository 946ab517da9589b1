import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { clearPageLoading, PageLoadingOverlay } from '../page-loading';
import { PostCard } from '.';

const post = {
  name: 'How to prepare a car for transport',
  slug: 'prepare-a-car',
  path: '/blog/prepare-a-car',
  description: null,
  publishedAt: '2024-03-05T10:00:00.000Z',
  featuredImage: null,
  category: { name: 'Shipping Tips', slug: 'shipping-tips', path: '/blog/category/shipping-tips' },
  summary: 'Wash it, photograph it, and leave a quarter tank.',
};

// jsdom cannot navigate: the click is cancelled after React has seen it, at the window.
const click = (link: HTMLElement, init: MouseEventInit = {}) => {
  window.addEventListener('click', (event) => event.preventDefault(), { once: true });
  fireEvent.click(link, init);
};

afterEach(() => act(() => clearPageLoading()));

describe('a post card (SPEC §2: cards that navigate to a post show a page-loading indicator)', () => {
  it('links the whole card to the post', () => {
    render(<PostCard post={post} />);
    expect(screen.getByRole('link', { name: post.name })).toHaveAttribute('href', '/blog/prepare-a-car');
    expect(screen.getByText(/March 5, 2024/).closest('p')).toHaveTextContent('March 5, 2024 · Shipping Tips');
  });

  it('shows the indicator when followed, until the path changes', () => {
    render(
      <>
        <PostCard post={post} />
        <PageLoadingOverlay />
      </>,
    );
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
    click(screen.getByRole('link', { name: post.name }));
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Opening the article…');
    // gatsby-browser's onRouteUpdate clears it once the new path is shown.
    act(() => clearPageLoading());
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('leaves the page as it is when the post opens in a new tab', () => {
    render(
      <>
        <PostCard post={post} />
        <PageLoadingOverlay />
      </>,
    );
    click(screen.getByRole('link', { name: post.name }), { ctrlKey: true });
    click(screen.getByRole('link', { name: post.name }), { metaKey: true });
    click(screen.getByRole('link', { name: post.name }), { button: 1 });
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
  });
});
