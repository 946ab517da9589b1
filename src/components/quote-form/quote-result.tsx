import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { fillMessage, QUOTE_MESSAGES } from '../../quote/messages';
import type { QuoteOutcome } from '../../quote/quote-outcome';
import { colorVar, space, typeScale, weights } from '../../styles/theme';
import { ButtonLink } from '../button';
import { EstimateSummary, NEXT_STEP_TEXT } from '../estimate';
import { Alert, SecondaryButton } from './quote-form.styles';
import type { QuoteFormProps } from './types';

const Result = styled.div`
  display: grid;
  gap: ${space(5)};
  p {
    margin: 0;
  }
`;

const Subject = styled.p`
  color: ${colorVar('muted')};
  font-weight: ${weights.medium};
`;

const Heading = styled.h3`
  margin: 0;
  &:focus {
    outline: none;
  }
`;

const NextSteps = styled.div`
  display: grid;
  gap: ${space(3)};
`;

const StepActions = styled.ul`
  display: grid;
  /* One above the other: each action's second line needs the card's width. */
  grid-template-columns: 1fr;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    width: 100%;
    flex-direction: column;
    gap: 0;
    text-align: center;
    line-height: 1.25;
  }
`;

/** The second line of an action: the phone number and its hours, or what booking costs now (nothing). */
const ActionDetail = styled.span`
  font-size: ${typeScale.xs};
  font-weight: ${weights.regular};
`;

/** SPEC §4's status code, request identification and lead number: kept, quietly. */
const Reference = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(4)};
  margin: 0;
  color: ${colorVar('muted')};
  font-size: ${typeScale.xs};
  div {
    display: flex;
    gap: ${space(1)};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/** What the result says of the confirmation e-mail: only what the answer says (never "e-mailed" while it is held). */
export const CONFIRMATION_EMAILED_TEXT = 'A confirmation is on its way to your e-mail, with a link to your quote page.';
export const CONFIRMATION_HELD_TEXT =
  'We have not e-mailed you yet: an agent will look at your request first and send your confirmation, or call you, within one business hour.';

export interface QuoteResultProps {
  formId: string;
  outcome: Extract<QuoteOutcome, { kind: 'accepted' }>;
  /** What the quote is for: "2019 Toyota Camry, Houston, TX to Atlanta, GA". */
  subject?: string;
  redirecting: boolean;
  note?: ReactNode;
  /** The phone an agent answers, with its hours: the result's "Call an agent now". */
  phone?: QuoteFormProps['phone'];
  /** Who the broker is (its USDOT and MC numbers), under the next steps. */
  proof?: ReactNode;
  onAnother: () => void;
  headingRef: React.Ref<HTMLHeadingElement>;
}

/**
 * The result of a quote, made to be acted on: first the estimate (what it is for, miles, transit,
 * each way of shipping side by side), then the next steps (book it, call an agent now, when an
 * agent calls), then SPEC §4's confirmation with the status code, the request identification and
 * the lead number.
 */
export function QuoteResult({
  formId,
  outcome,
  subject,
  redirecting,
  note,
  phone,
  proof,
  onAnother,
  headingRef,
}: QuoteResultProps) {
  const intro = subject ? <Subject>For {subject}</Subject> : null;
  // An answer from before the booking page (or a host's own endpoint) names only the quote page.
  const bookHref = outcome.bookingUrl ?? outcome.quoteUrl;
  const actions = redirecting ? null : (
    <NextSteps>
      <StepActions aria-label="Next steps">
        {bookHref ? (
          <li>
            <ButtonLink href={bookHref} size="large" block>
              Book this shipment
              <ActionDetail>Nothing is charged until a carrier is confirmed</ActionDetail>
            </ButtonLink>
          </li>
        ) : null}
        {phone ? (
          <li>
            <ButtonLink href={phone.href} variant="secondary" size="large" block>
              Call an agent now
              <ActionDetail>
                {phone.number}
                {phone.hours ? ` · ${phone.hours}` : ''}
              </ActionDetail>
            </ButtonLink>
          </li>
        ) : null}
      </StepActions>
      <p>
        <strong>When we call.</strong> {NEXT_STEP_TEXT}
      </p>
    </NextSteps>
  );
  return (
    <Result id={`${formId}-result`}>
      {outcome.estimate ? (
        <EstimateSummary
          estimate={outcome.estimate}
          id={formId}
          intro={intro}
          actions={actions}
          headingRef={headingRef}
        />
      ) : (
        <>
          <div>
            <Heading ref={headingRef} tabIndex={-1}>
              Request received
            </Heading>
            {intro}
          </div>
          {actions}
        </>
      )}
      <Alert $tone="success" role="status">
        <p>
          <strong>Request received.</strong> {fillMessage(QUOTE_MESSAGES.leadSuccess, { id: outcome.requestId })}
        </p>
        {outcome.confirmationEmailed === true ? <p>{CONFIRMATION_EMAILED_TEXT}</p> : null}
        {outcome.confirmationEmailed === false ? <p>{CONFIRMATION_HELD_TEXT}</p> : null}
        {redirecting ? <p>Taking you to your booking…</p> : note ? <div>{note}</div> : null}
        <Reference aria-label="Your reference">
          <div>
            <dt>Status</dt>
            <dd>{outcome.status}</dd>
          </div>
          <div>
            <dt>Request identification</dt>
            <dd>{outcome.requestId}</dd>
          </div>
          {outcome.leadNumber !== null ? (
            <div>
              <dt>Lead number</dt>
              <dd>{outcome.leadNumber}</dd>
            </div>
          ) : null}
        </Reference>
      </Alert>
      {proof}
      {redirecting ? null : (
        <div>
          <SecondaryButton type="button" onClick={onAnother}>
            Request another quote
          </SecondaryButton>
        </div>
      )}
    </Result>
  );
}
