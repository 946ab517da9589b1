import { render, screen } from '@testing-library/react';
import React from 'react';
import { chromeFixture } from '../../testing/chrome-fixture';
import { CredentialsLine, InsuranceNote, RatingSummaryLine } from '.';

const { credentials, rating, cargoInsurance } = chromeFixture.settings;

describe('the credentials line', () => {
  it('states the licence, the USDOT and MC numbers and links the FMCSA record in a new tab', () => {
    const { container } = render(<CredentialsLine credentials={credentials} />);
    expect(container).toHaveTextContent(
      'Licensed property broker · USDOT 3498127 · MC-1163054 · FMCSA record (opens in a new tab)',
    );
    const record = screen.getByRole('link', { name: 'FMCSA record (opens in a new tab)' });
    expect(record).toHaveAttribute(
      'href',
      'https://safer.fmcsa.dot.gov/query.asp?searchtype=ANY&query_type=queryCarrierSnapshot&query_param=USDOT&query_string=3498127',
    );
    expect(record).toHaveAttribute('target', '_blank');
    expect(record).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows whatever numbers the CMS holds', () => {
    const { container } = render(
      <CredentialsLine credentials={{ usdot: '1234567', mc: '765432', fmcsaUrl: 'https://safer.example/1234567' }} />,
    );
    expect(container).toHaveTextContent('USDOT 1234567 · MC-765432');
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://safer.example/1234567');
  });

  it('renders nothing without both numbers', () => {
    expect(render(<CredentialsLine credentials={null} />).container).toBeEmptyDOMElement();
  });
});

describe('the rating summary', () => {
  it('says the average, the count and the source in words, the stars hidden from assistive technology', () => {
    const { container } = render(<RatingSummaryLine rating={rating} />);
    expect(container).toHaveTextContent('Rated 4.8 out of 5 from 1,264 Google reviews');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('fills the stars to the average', () => {
    const { container } = render(<RatingSummaryLine rating={{ ...rating!, average: 4 }} />);
    expect(container.querySelector<HTMLElement>('[data-rating-summary] span > span')?.style.width).toBe('80%');
  });

  it('links the reviews, in a new tab, when the CMS has their address', () => {
    render(<RatingSummaryLine rating={{ ...rating!, url: 'https://g.page/r/velmora/review' }} />);
    const link = screen.getByRole('link', {
      name: 'Rated 4.8 out of 5 from 1,264 Google reviews (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://g.page/r/velmora/review');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('writes a whole average with its decimal and a large count with separators', () => {
    const { container } = render(
      <RatingSummaryLine rating={{ average: 5, count: 12408, source: 'Trustpilot reviews', url: null }} />,
    );
    expect(container).toHaveTextContent('Rated 5.0 out of 5 from 12,408 Trustpilot reviews');
  });

  it('renders nothing without a rating', () => {
    expect(render(<RatingSummaryLine rating={null} />).container).toBeEmptyDOMElement();
  });
});

describe('the insurance note', () => {
  it('states the cargo insurance in dollars', () => {
    const { container } = render(<InsuranceNote cargoInsurance={cargoInsurance} />);
    expect(container).toHaveTextContent('Every carrier insured: up to $1,000,000 in cargo insurance');
  });

  it('renders nothing without a figure', () => {
    expect(render(<InsuranceNote cargoInsurance={null} />).container).toBeEmptyDOMElement();
  });
});
