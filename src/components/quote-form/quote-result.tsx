import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { fillMessage, QUOTE_MESSAGES } from '../../quote/messages';
import type { QuoteOutcome } from '../../quote/quote-outcome';
import { space } from '../../styles/theme';
import { EstimateSummary, NEXT_STEP_TEXT } from '../estimate';
import { Alert, AlertActions, SecondaryButton } from './quote-form.styles';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(1)} ${space(4)};
  margin: ${space(3)} 0 0;
  dt {
    color: var(--color-muted);
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Result = styled.div`
  display: grid;
  gap: ${space(5)};
  > p {
    margin: 0;
  }
`;

const QuoteLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  font-weight: 700;
  color: var(--color-link);
  text-underline-offset: 3px;
`;

const Heading = styled.h3`
  margin: 0 0 ${space(2)};
  &:focus {
    outline: none;
  }
`;

export interface QuoteResultProps {
  formId: string;
  outcome: Extract<QuoteOutcome, { kind: 'accepted' }>;
  redirecting: boolean;
  note?: ReactNode;
  onAnother: () => void;
  headingRef: React.Ref<HTMLHeadingElement>;
}

/**
 * SPEC §4: the result shows the status code, the request identification and the lead number; then
 * the instant estimate, who will call and when, and the link to the quote page to change it.
 */
export function QuoteResult({ formId, outcome, redirecting, note, onAnother, headingRef }: QuoteResultProps) {
  return (
    <Result>
      <Alert $tone="success" role="status" id={`${formId}-result`}>
        <Heading ref={headingRef} tabIndex={-1}>
          Request received
        </Heading>
        <p>{fillMessage(QUOTE_MESSAGES.leadSuccess, { id: outcome.requestId })}</p>
        <Facts>
          <dt>Status</dt>
          <dd>{outcome.status}</dd>
          <dt>Request identification</dt>
          <dd>{outcome.requestId}</dd>
          {outcome.leadNumber !== null ? (
            <>
              <dt>Lead number</dt>
              <dd>{outcome.leadNumber}</dd>
            </>
          ) : null}
        </Facts>
        {redirecting ? <p>Taking you to your booking…</p> : note ? <div>{note}</div> : null}
      </Alert>
      {outcome.estimate ? <EstimateSummary estimate={outcome.estimate} id={formId} /> : null}
      <p>
        <strong>What happens next.</strong> {NEXT_STEP_TEXT}
      </p>
      {redirecting ? null : (
        <AlertActions>
          {outcome.quoteUrl ? <QuoteLink href={outcome.quoteUrl}>See or change your quote</QuoteLink> : null}
          <SecondaryButton type="button" onClick={onAnother}>
            Request another quote
          </SecondaryButton>
        </AlertActions>
      )}
    </Result>
  );
}
