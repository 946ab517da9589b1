import type { PageProps } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { INVALID_BOOKING_LINK } from '../leads/link-messages';
import { Alert } from '../components/alert';
import { Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import type { BookingSummary } from '../leads/booking-summary';
import { isNoindex } from '../routes';
import type { BookingContext } from './contexts';
import { pagePathOf } from './page-path';

const TITLE = 'Your booking';
const SUBTITLE = 'We have your booking request. An agent confirms the carrier and the pickup window with you.';

type State = { kind: 'loading' } | { kind: 'ready'; booking: BookingSummary } | { kind: 'problem'; message: string };

/** Where the booking form sends the customer: what was booked, from the signed link's reference. */
export default function BookingTemplate({ pageContext, location }: PageProps<object, BookingContext>) {
  const path = pagePathOf(location);
  const { chrome } = pageContext;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [phone] = chrome.settings.phones;

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const ref = query.get('ref') ?? '';
    const sig = query.get('sig') ?? '';
    if (!ref || !sig) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the query is the browser's: the server's HTML says loading
      setState({ kind: 'problem', message: INVALID_BOOKING_LINK });
      return;
    }
    fetch(`/api/bookingStatus?ref=${encodeURIComponent(ref)}&sig=${encodeURIComponent(sig)}`)
      .then(async (response) => {
        const body = (await response.json()) as { data?: BookingSummary; message?: string };
        setState(
          body.data
            ? { kind: 'ready', booking: body.data }
            : { kind: 'problem', message: body.message ?? 'Something went wrong.' },
        );
      })
      .catch(() =>
        setState({
          kind: 'problem',
          message: 'We could not load your booking just now. Please try again in a moment.',
        }),
      );
  }, [location.search]);

  return (
    <SiteLayout chrome={chrome} path={path}>
      <Seo chrome={chrome} title={TITLE} description={SUBTITLE} path={path} noindex={isNoindex('booking')} />
      <PageHero title={TITLE} subtitle={SUBTITLE} />
      <Container $prose aria-live="polite">
        {state.kind === 'loading' ? (
          <Alert variant="info">
            <p>Loading your booking…</p>
          </Alert>
        ) : null}
        {state.kind === 'problem' ? (
          <Alert variant="error" role="alert">
            <p>
              {state.message} You can also call <a href={phone?.href}>{phone?.number}</a>.
            </p>
          </Alert>
        ) : null}
        {state.kind === 'ready' ? (
          <>
            <Alert variant="success" title="Booking received">
              <p>Keep your request identification for any call or e-mail about this shipment.</p>
            </Alert>
            <dl>
              <dt>Request identification</dt>
              <dd>{state.booking.requestId}</dd>
              <dt>Name</dt>
              <dd>{state.booking.firstName}</dd>
              <dt>From</dt>
              <dd>{state.booking.from}</dd>
              <dt>To</dt>
              <dd>{state.booking.to}</dd>
              <dt>Ship date</dt>
              <dd>{state.booking.shipDate}</dd>
              <dt>Transport</dt>
              <dd>{state.booking.transportType}</dd>
              <dt>Vehicles</dt>
              <dd>
                <ul>
                  {state.booking.vehicles.map((vehicle, index) => (
                    <li key={`${vehicle}-${index}`}>{vehicle}</li>
                  ))}
                </ul>
              </dd>
            </dl>
          </>
        ) : null}
      </Container>
    </SiteLayout>
  );
}
