import { render, screen } from '@testing-library/react';
import React from 'react';
import type { Review } from '../../types/content';
import { ReviewCard } from './review-card';

const review: Review = {
  name: 'Dana Whitfield',
  stars: 4,
  text: 'x'.repeat(300),
  date: '2026-03-14',
  url: null,
  source: null,
  logo: null,
};

describe('ReviewCard', () => {
  it('shows the name, the stars out of 5, the date in long format and the text cut at 150', () => {
    render(<ReviewCard review={review} />);
    expect(screen.getByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('March 14, 2026')).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(150)}…`)).toBeInTheDocument();
  });

  it('in the carousel carries both cuts, one for small screens and one for wide ones', () => {
    render(<ReviewCard review={review} cut="carousel" />);
    expect(screen.getByText(`${'x'.repeat(150)}…`)).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(230)}…`)).toBeInTheDocument();
  });

  it('keeps the stars between 1 and 5', () => {
    render(<ReviewCard review={{ ...review, stars: 9 }} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
  });
});
