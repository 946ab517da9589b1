import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { fillMessage, QUOTE_MESSAGES } from '../../quote/messages';
import type { QuoteOutcome } from '../../quote/quote-outcome';
import { space } from '../../styles/theme';
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

/** SPEC §4: the result shows the status code, the request identification and the lead number. */
export function QuoteResult({ formId, outcome, redirecting, note, onAnother, headingRef }: QuoteResultProps) {
  return (
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
      {redirecting ? null : (
        <AlertActions>
          <SecondaryButton type="button" onClick={onAnother}>
            Request another quote
          </SecondaryButton>
        </AlertActions>
      )}
    </Alert>
  );
}
