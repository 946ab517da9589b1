import { render, screen } from '@testing-library/react';
import React from 'react';
import { landEstimate, usPlace } from '../../pricing/testing/land-estimate';
import { money } from '../estimate';
import { CONFIRMATION_EMAILED_TEXT, QuoteResult, type QuoteResultProps } from './quote-result';

const accepted = {
  kind: 'accepted' as const,
  status: 201,
  requestId: 'VLM-7K3M9QX2HD',
  leadNumber: '7K3-M9Q',
  url: null,
};
const quoteUrl = 'https://www.velmora.test/quote#ref=VLM-7K3M9QX2HD&t=x&sig=abc';
const bookingUrl = 'https://www.velmora.test/book#ref=VLM-7K3M9QX2HD&t=x&sig=abc';
const phone = { number: '(800) 555-0142', href: 'tel:8005550142', hours: 'Agents on call 24/7' };

const estimate = landEstimate({
  origin: usPlace('Houston, TX', 29.7604, -95.3698, 'TX'),
  destination: usPlace('Atlanta, GA', 33.749, -84.388, 'GA'),
  shipDate: '2027-02-10',
  transportType: 'Open',
  vehicles: [{ type: 'Car', inop: false }],
});
const [open, enclosed] = estimate.options;

const renderResult = (props: Partial<QuoteResultProps> = {}) =>
  render(
    <QuoteResult
      formId="main-form"
      outcome={{ ...accepted, estimate, quoteUrl, bookingUrl }}
      subject="2019 Toyota Camry, Houston, TX to Atlanta, GA"
      phone={phone}
      redirecting={false}
      onAnother={() => undefined}
      headingRef={null}
      {...props}
    />,
  );

describe('the quote result', () => {
  it('leads with the estimate and what it is for, open and enclosed side by side', () => {
    renderResult();
    const [first] = screen.getAllByRole('heading');
    expect(first).toHaveTextContent('Your instant estimate');
    const region = screen.getByRole('region', { name: 'Your instant estimate' });
    expect(region).toHaveTextContent('For 2019 Toyota Camry, Houston, TX to Atlanta, GA');
    expect(region).toHaveTextContent(`${estimate.miles.toLocaleString('en-US')} miles`);
    expect(region.querySelector('[data-option="open"]')).toHaveTextContent(money(open?.price[0] ?? 0));
    expect(region.querySelector('[data-option="enclosed"]')).toHaveTextContent(money(enclosed?.price[1] ?? 0));
  });

  it('offers Book this shipment and Call an agent now as its first two actions, then when an agent calls', () => {
    renderResult();
    const actions = [...document.querySelectorAll('#main-form-result a, #main-form-result button')].filter(
      (element) => element.tagName !== 'SUMMARY',
    );
    expect(actions[0]).toHaveAccessibleName('Book this shipment Nothing is charged until a carrier is confirmed');
    expect(actions[0]).toHaveAttribute('href', bookingUrl);
    expect(actions[1]).toHaveAccessibleName(/^Call an agent now \(800\) 555-0142 · Agents on call 24\/7/);
    expect(actions[1]).toHaveAttribute('href', 'tel:8005550142');
    expect(screen.getByText(/within one business hour/)).toBeInTheDocument();
  });

  it('keeps SPEC’s confirmation with the status, the request identification and the short lead number', () => {
    renderResult();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Thank you for your interest, your request identification VLM-7K3M9QX2HD');
    expect(status).toHaveTextContent('Status201');
    expect(status).toHaveTextContent('Lead number7K3-M9Q');
  });

  it('books on the quote page when the answer names no booking page (an answer from before it)', () => {
    renderResult({ outcome: { ...accepted, estimate, quoteUrl } });
    expect(screen.getByRole('link', { name: /^Book this shipment/ })).toHaveAttribute('href', quoteUrl);
  });

  it('says who prices a shipment the table cannot, and still offers the next steps', () => {
    renderResult({
      outcome: {
        ...accepted,
        estimate: { kind: 'by-hand', rateVersion: 'v', reason: 'Priced by hand here.', miles: null },
        quoteUrl,
      },
    });
    expect(screen.getByRole('region', { name: 'Your instant estimate' })).toHaveTextContent('Priced by hand here.');
    expect(screen.getByRole('link', { name: /^Book this shipment/ })).toBeInTheDocument();
  });

  it('without an estimate, a link or a phone (a host’s own endpoint) says the request arrived', () => {
    renderResult({ outcome: accepted, phone: undefined, subject: undefined });
    expect(screen.getAllByRole('heading')[0]).toHaveTextContent('Request received');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request another quote' })).toBeInTheDocument();
  });

  it('says the confirmation is on its way only when the answer says it was e-mailed', () => {
    const sent = renderResult({ outcome: { ...accepted, confirmationEmailed: true } });
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRMATION_EMAILED_TEXT);
    sent.unmount();
    const held = renderResult({ outcome: { ...accepted, confirmationEmailed: false } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have not e-mailed you yet: an agent will look at your request first',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent(CONFIRMATION_EMAILED_TEXT);
    held.unmount();
    // A host's own endpoint that says nothing of it: nothing is claimed either way.
    renderResult({ outcome: accepted });
    expect(screen.getByRole('status')).not.toHaveTextContent(/e-mail/);
  });

  it('while the booking form redirects, offers no actions', () => {
    renderResult({ redirecting: true });
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to your booking…');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request another quote' })).toBeNull();
  });
});
