import React, { useEffect, useRef, type MutableRefObject, type ReactNode } from 'react';
import { postQuote } from '../../quote/quote-outcome';
import { keepFormToken, siteLookups, warmUp, withFormToken } from '../../quote/site-services';
import { bookingPayloadFromSubmission, leadPayloadFromSubmission } from '../../quote/submission';
import { readTracking, type QuoteFormKind, type Tracking } from '../../quote/tracking';
import { QuoteForm } from './quote-form';
import type { QuoteFormProps, QuoteLookups } from './types';

/** SPEC §9: the booking form opens the returned URL this long after the answer. */
export const REDIRECT_DELAY_MS = 1500;

/** The site's own lookups: the `/api` Functions (SPEC §7). */
export const siteQuoteLookups: QuoteLookups = {
  location: (input, { international }) => siteLookups.location(input, { international }),
  make: (input, category) => siteLookups.make(input, category),
  model: siteLookups.model,
};

const warmUpNow = () => {
  warmUp();
};

/** The tracking context of the visit, read once the page runs in a browser. */
function useTracking() {
  const tracking = useRef<Tracking>({ id: '', marketing_id: '', source: '', fbclid: '' });
  useEffect(() => {
    tracking.current = readTracking(window.location.search);
  }, []);
  return tracking;
}

/** Sends the form's quotes to /api/createLead with the visit's tracking and the kind of form they came from. */
const leadSender =
  (tracking: MutableRefObject<Tracking>, kind: QuoteFormKind): QuoteFormProps['onSubmit'] =>
  (submission, { idempotencyKey }) =>
    postQuote(
      '/api/createLead',
      withFormToken(leadPayloadFromSubmission(submission, tracking.current, kind)),
      idempotencyKey,
      fetch,
      keepFormToken,
    );

type SiteFormProps = Pick<
  QuoteFormProps,
  'phone' | 'credentials' | 'description' | 'title' | 'headingLevel' | 'acceptedNote' | 'labels' | 'category'
> & {
  children?: ReactNode;
};

/** A site form whose quotes are leads of the home page's kind; the two differ only in how they look. */
function HomeLeadQuoteForm(
  props: SiteFormProps &
    Pick<QuoteFormProps, 'id' | 'pagination' | 'counter' | 'startInternational' | 'nextStepCounter'>,
) {
  const tracking = useTracking();
  return (
    <QuoteForm lookups={siteQuoteLookups} onWarmUp={warmUpNow} {...props} onSubmit={leadSender(tracking, 'home')} />
  );
}

/** The home hero's form (`#main-form`): a lead to /api/createLead, then the result. */
export function HomeQuoteForm(props: SiteFormProps) {
  return <HomeLeadQuoteForm id="main-form" pagination counter {...props} />;
}

/** The international landing page's side form (`#international-sideform`), international from the start. */
export function InternationalQuoteForm(props: SiteFormProps) {
  return <HomeLeadQuoteForm id="international-sideform" startInternational nextStepCounter {...props} />;
}

/**
 * The compact booking form (`#booking`): domestic quotes become a booking opportunity and the
 * visitor lands on the returned URL 1.5 s later; international ones are a lead, with no redirect.
 */
export function BookingQuoteForm(props: SiteFormProps) {
  const tracking = useTracking();
  const sendLead = leadSender(tracking, 'booking');
  return (
    <QuoteForm
      id="booking"
      variant="booking"
      lookups={siteQuoteLookups}
      onWarmUp={warmUpNow}
      {...props}
      onSubmit={(submission, context) =>
        submission.isInternational
          ? sendLead(submission, context)
          : postQuote(
              '/api/createOpportunityAndSendToBooking',
              withFormToken(bookingPayloadFromSubmission(submission, tracking.current)),
              context.idempotencyKey,
              fetch,
              keepFormToken,
            )
      }
      onAccepted={(outcome) => {
        const { url } = outcome;
        if (url) window.setTimeout(() => window.location.assign(url), REDIRECT_DELAY_MS);
      }}
    />
  );
}
