import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { clearPageLoading, PageLoadingOverlay } from '../page-loading';
import { CARD_TITLE_MAX, cutText, EXCERPT_MAX, PostCard } from '.';

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

/** The card on a page that shows the page-loading indicator. */
const renderWithOverlay = () =>
  render(
    <>
      <PostCard post={post} />
      <PageLoadingOverlay />
    </>,
  );

afterEach(() => act(() => clearPageLoading()));

describe('a post card (SPEC §2: cards that navigate to a post show a page-loading indicator)', () => {
  it('links the whole card to the post', () => {
    render(<PostCard post={post} />);
    expect(screen.getByRole('link', { name: post.name })).toHaveAttribute('href', '/blog/prepare-a-car');
    expect(screen.getByText('March 5, 2024')).toHaveAttribute('dateTime', post.publishedAt);
    expect(screen.getByText('Shipping Tips')).toBeInTheDocument();
  });

  it('shows the indicator when followed, until the path changes', () => {
    renderWithOverlay();
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
    renderWithOverlay();
    click(screen.getByRole('link', { name: post.name }), { ctrlKey: true });
    click(screen.getByRole('link', { name: post.name }), { metaKey: true });
    click(screen.getByRole('link', { name: post.name }), { button: 1 });
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
  });
});

describe('a post card’s text (SPEC §9: title cut at 35 characters, excerpt at 100)', () => {
  it('cuts only what is longer, and marks the cut with an ellipsis', () => {
    expect(CARD_TITLE_MAX).toBe(35);
    expect(EXCERPT_MAX).toBe(100);
    expect(cutText('x'.repeat(35), 35)).toBe('x'.repeat(35));
    expect(cutText('x'.repeat(36), 35)).toBe(`${'x'.repeat(35)}…`);
    expect(cutText('Door to door service ', 35)).toBe('Door to door service');
    expect(cutText('Shipping a car from Florida to Maine', 35)).toBe('Shipping a car from Florida to Main…');
  });

  it('shows a long title cut at 35 characters, keeping the whole title as the link’s name', () => {
    const name = 'Shipping a classic car across the country in winter';
    render(<PostCard post={{ ...post, name }} />);
    const link = screen.getByRole('link', { name });
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Shipping a classic car across the c…$/);
    expect(link.querySelector('[aria-hidden="true"]')!.textContent!.replace('…', '')).toHaveLength(35);
  });

  it('leaves a title of 35 characters or fewer whole', () => {
    render(<PostCard post={post} />);
    expect(screen.getByRole('heading', { name: post.name })).toHaveTextContent(new RegExp(`^${post.name}$`));
  });

  it('cuts the excerpt from the summary at 100 characters', () => {
    const summary = `${'Wash the car, photograph every panel, '.repeat(4)}and leave a quarter tank.`;
    render(<PostCard post={{ ...post, summary }} />);
    const excerpt = screen.getByText(/^Wash the car/);
    expect(excerpt.textContent).toBe(`${summary.slice(0, 100).trimEnd()}…`);
  });

  it('shows a short summary whole', () => {
    render(<PostCard post={post} />);
    expect(screen.getByText(post.summary)).toBeInTheDocument();
  });
});
