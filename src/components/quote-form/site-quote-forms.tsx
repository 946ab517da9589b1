import React, { useEffect, useRef, type ReactNode } from 'react';
import { postQuote } from '../../quote/quote-outcome';
import { siteLookups, warmUp, withFormToken } from '../../quote/site-services';
import { bookingPayloadFromSubmission, leadPayloadFromSubmission } from '../../quote/submission';
import { readTracking, type Tracking } from '../../quote/tracking';
import { QuoteForm } from './quote-form';
import type { QuoteFormProps, QuoteLookups } from './types';

/** SPEC §9: the booking form opens the returned URL this long after the answer. */
export const REDIRECT_DELAY_MS = 1500;

/** The site's own lookups: the `/api` Functions (SPEC §7). */
export const siteQuoteLookups: QuoteLookups = {
  location: (input, { international }) => siteLookups.location(input, { international }),
  make: siteLookups.make,
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

type SiteFormProps = Pick<
  QuoteFormProps,
  'phone' | 'description' | 'title' | 'headingLevel' | 'acceptedNote' | 'labels'
> & {
  children?: ReactNode;
};

/** The home hero's form (`#main-form`): a lead to /api/createLead, then the result. */
export function HomeQuoteForm(props: SiteFormProps) {
  const tracking = useTracking();
  return (
    <QuoteForm
      id="main-form"
      lookups={siteQuoteLookups}
      onWarmUp={warmUpNow}
      pagination
      counter
      {...props}
      onSubmit={(submission, { idempotencyKey }) =>
        postQuote('/api/createLead', withFormToken(leadPayloadFromSubmission(submission, tracking.current, 'home')), idempotencyKey)
      }
    />
  );
}

/** The international landing page's side form (`#international-sideform`), international from the start. */
export function InternationalQuoteForm(props: SiteFormProps) {
  const tracking = useTracking();
  return (
    <QuoteForm
      id="international-sideform"
      lookups={siteQuoteLookups}
      onWarmUp={warmUpNow}
      startInternational
      nextStepCounter
      {...props}
      onSubmit={(submission, { idempotencyKey }) =>
        postQuote('/api/createLead', withFormToken(leadPayloadFromSubmission(submission, tracking.current, 'home')), idempotencyKey)
      }
    />
  );
}

/**
 * The compact booking form (`#booking`): domestic quotes become a booking opportunity and the
 * visitor lands on the returned URL 1.5 s later; international ones are a lead, with no redirect.
 */
export function BookingQuoteForm(props: SiteFormProps) {
  const tracking = useTracking();
  return (
    <QuoteForm
      id="booking"
      variant="booking"
      lookups={siteQuoteLookups}
      onWarmUp={warmUpNow}
      {...props}
      onSubmit={(submission, { idempotencyKey }) =>
        submission.isInternational
          ? postQuote(
              '/api/createLead',
              withFormToken(leadPayloadFromSubmission(submission, tracking.current, 'booking')),
              idempotencyKey,
            )
          : postQuote(
              '/api/createOpportunityAndSendToBooking',
              withFormToken(bookingPayloadFromSubmission(submission, tracking.current)),
              idempotencyKey,
            )
      }
      onAccepted={(outcome) => {
        const { url } = outcome;
        if (url) window.setTimeout(() => window.location.assign(url), REDIRECT_DELAY_MS);
      }}
    />
  );
}
