import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { setViewport } from '../../testing/match-media';
import { image } from '../../testing/media-fixture';
import { chromeFixture } from '../../testing/chrome-fixture';
import type { HomeSection, Review, ServiceTab } from '../../types/content';
import { HOME_SECTION_ANCHORS, HomeSections } from './home-sections';
import { ReviewsCarousel } from './reviews-carousel';
import { ServicesTabs } from './services-tabs';
import { ServicesGrid } from './services-grid';
import { Faq } from './faq';

/** An image counts as shown when the tab panel holding it is (jsdom lays nothing out). */
const shownIn = (image: HTMLElement) => image.closest('[role="tabpanel"]');

const tabs: ServiceTab[] = ['Enclosed car shipping', 'Open car shipping', 'Heavy equipment'].map((name) => ({
  name,
  image: image(name.toLowerCase().replace(/ /g, '-'), `${name} picture`),
  title: `${name} title`,
  description: `${name} description`,
  background: null,
}));

const reviews: Review[] = Array.from({ length: 5 }, (_, index) => ({
  name: `Customer ${index + 1}`,
  stars: 5,
  text: `Review number ${index + 1}`,
  date: '2026-01-0' + (index + 1),
  url: null,
  source: null,
  logo: null,
}));

describe('services tab list (SPEC §2)', () => {
  it('the chosen tab changes the image and the description', () => {
    render(<ServicesTabs tabs={tabs} quoteHref="#main-form" />);
    expect(shownIn(screen.getByRole('img', { name: 'Enclosed car shipping picture' }))).toBeVisible();
    expect(screen.getByText('Enclosed car shipping description')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Heavy equipment' }));
    const panel = screen.getByRole('tabpanel');
    expect(shownIn(within(panel).getByRole('img', { name: 'Heavy equipment picture' }))).toBeVisible();
    expect(within(panel).getByText('Heavy equipment description')).toBeVisible();
    expect(screen.getByText('Enclosed car shipping description')).not.toBeVisible();
  });
});

describe('services card grid (SPEC §2)', () => {
  it('ends with the card that reads "Explore all 30+ types of services we provide"', () => {
    render(
      <ServicesGrid
        cards={[{ title: 'Boat shipping', text: null, image: null, href: '/services/boat-shipping' }]}
        explore={{ label: 'Explore all 30+ types of services we provide', href: '/services' }}
      />,
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards.at(-1)).toHaveTextContent('Explore all 30+ types of services we provide');
    expect(within(cards.at(-1) as HTMLElement).getByRole('link')).toHaveAttribute('href', '/services');
  });
});

describe('FAQ accordion (SPEC §4)', () => {
  const questions = [
    { question: 'When am I charged?', answer: 'Only when a carrier is confirmed.' },
    { question: 'How long does it take?', answer: 'About a week cross-country.' },
  ];

  it('one question open at a time; clicking the open one closes it', () => {
    render(<Faq questions={questions} />);
    const first = screen.getByRole('button', { name: 'When am I charged?' });
    const second = screen.getByRole('button', { name: 'How long does it take?' });
    fireEvent.click(first);
    expect(screen.getByText('Only when a carrier is confirmed.')).toBeVisible();
    fireEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('reviews carousel (SPEC §2, react-slick)', () => {
  beforeEach(() => setViewport(1280));

  /** Lets the slide animation end (react-slick clears its animating flag in a second timer). */
  const settle = async () => {
    for (let round = 0; round < 3; round += 1) {
      await act(async () => {
        jest.advanceTimersByTime(500);
      });
    }
  };

  /** react-slick arrives by a dynamic import (jsdom has no IntersectionObserver: at once). */
  const sliderLoaded = () => waitFor(() => expect(document.querySelector('.slick-slide')).not.toBeNull());

  const activeNames = () =>
    Array.from(document.querySelectorAll('.slick-slide.slick-active')).map(
      (slide) => slide.querySelector('strong')?.textContent,
    );

  it('starts at the first review with Previous disabled, and Next moves on by one', async () => {
    jest.useFakeTimers();
    render(<ReviewsCarousel reviews={reviews} />);
    await sliderLoaded();
    const previous = screen.getByRole('button', { name: 'Previous reviews' });
    const next = screen.getByRole('button', { name: 'Next reviews' });
    expect(previous).toBeDisabled();
    expect(activeNames()).toEqual(['Customer 1', 'Customer 2', 'Customer 3']);
    fireEvent.click(next);
    await settle();
    expect(activeNames()).toEqual(['Customer 2', 'Customer 3', 'Customer 4']);
    expect(previous).toBeEnabled();
    fireEvent.click(next);
    await settle();
    expect(activeNames()).toEqual(['Customer 3', 'Customer 4', 'Customer 5']);
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    await settle();
    expect(activeNames()).toEqual(['Customer 2', 'Customer 3', 'Customer 4']);
    jest.useRealTimers();
  });

  it('shows one review at a time on a phone', async () => {
    setViewport(375);
    render(<ReviewsCarousel reviews={reviews} />);
    await sliderLoaded();
    expect(activeNames()).toEqual(['Customer 1']);
  });

  it('is plain reviews until it comes near the screen, then loads react-slick', async () => {
    let seen: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const observed: Element[] = [];
    Object.assign(window, {
      IntersectionObserver: class {
        constructor(callback: typeof seen) {
          seen = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    });
    try {
      const { container } = render(<ReviewsCarousel reviews={reviews} />);
      expect(container.querySelector('.slick-slide')).toBeNull();
      for (const review of reviews) expect(container).toHaveTextContent(review.name);
      expect(observed).toHaveLength(1);
      act(() => seen([{ isIntersecting: true }]));
      await sliderLoaded();
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});

describe('the home sections as islands (the page hydrates the hero, not what is below it)', () => {
  const sections: HomeSection[] = [
    { kind: 'stats-banner', heading: 'By the numbers', intro: null },
    { kind: 'services-tabs', heading: 'Services', intro: null, tabs },
    { kind: 'reviews-carousel', heading: 'Reviews', intro: null, count: 3 },
    { kind: 'blog-card', heading: 'From the blog', intro: null, count: 3 },
    { kind: 'faq', heading: 'Questions', intro: null, questions: [{ question: 'How long?', answer: 'A week.' }] },
  ];

  it('puts each section with controls in an island that wakes near the screen, at its anchor', () => {
    const { container } = render(
      <HomeSections
        sections={sections}
        data={{ settings: chromeFixture.settings, reviews, pressLogos: [], latestPosts: [] }}
      />,
    );
    const islands = (name: string) =>
      Array.from(container.querySelectorAll(`[data-island="${name}"] > section`), (section) => section.id);
    expect(islands('home-interactive-section')).toEqual([
      HOME_SECTION_ANCHORS['services-tabs'],
      HOME_SECTION_ANCHORS['reviews-carousel'],
      HOME_SECTION_ANCHORS.faq,
    ]);
    expect(islands('home-section')).toEqual([HOME_SECTION_ANCHORS['stats-banner']]);
    // A blog section without posts is left out, not an empty island.
    expect(container.querySelector(`#${HOME_SECTION_ANCHORS['blog-card']}`)).toBeNull();
  });
});
