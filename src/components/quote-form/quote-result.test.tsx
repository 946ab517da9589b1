import { render, screen } from '@testing-library/react';
import React from 'react';
import { QuoteResult } from './quote-result';

const accepted = {
  kind: 'accepted' as const,
  status: 201,
  requestId: 'VLM-7K3M9QX2HD',
  leadNumber: 42,
  url: null,
};

describe('the quote result', () => {
  it('shows the estimate, who calls and when, and the link to the quote page', () => {
    render(
      <QuoteResult
        formId="main-form"
        outcome={{
          ...accepted,
          estimate: { kind: 'by-hand', rateVersion: 'v', reason: 'Priced by hand here.', miles: null },
          quoteUrl: 'https://www.velmora.test/quote?ref=VLM-7K3M9QX2HD&sig=abc',
        }}
        redirecting={false}
        onAnother={() => undefined}
        headingRef={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('VLM-7K3M9QX2HD');
    expect(screen.getByRole('region', { name: 'Your instant estimate' })).toHaveTextContent('Priced by hand here.');
    expect(screen.getByText(/within one business hour/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See or change your quote' })).toHaveAttribute(
      'href',
      'https://www.velmora.test/quote?ref=VLM-7K3M9QX2HD&sig=abc',
    );
  });

  it('shows no estimate and no link when the answer had none (a host’s own endpoint)', () => {
    render(
      <QuoteResult formId="f" outcome={accepted} redirecting={false} onAnother={() => undefined} headingRef={null} />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request another quote' })).toBeInTheDocument();
  });
});
