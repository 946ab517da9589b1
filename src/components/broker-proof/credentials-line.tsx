import React from 'react';
import styled from 'styled-components';
import { typeScale } from '../../styles/theme';
import type { BrokerCredentials } from '../../types/content';
import { mcText, usdotText } from './proof-text';

const Line = styled.p`
  margin: 0;
  font-size: ${typeScale.sm};
  line-height: 1.6;
  /* It inherits the band's colour: the footer's and the heroes' light text, the page's dark. */
  a {
    color: inherit;
  }
  /* Underlined wherever it sits (the footer takes its links' underline away): a link in a line of
     text must not be told apart by its colour alone. */
  && a {
    text-decoration: underline;
  }
  /* Each part wraps whole at 375 px. */
  span {
    white-space: nowrap;
  }
`;

const SEPARATOR = ' · ';

/**
 * Who the broker is, as its advertising must state it: "Licensed property broker · USDOT 3498127 ·
 * MC-1163054 · FMCSA record", the record (the FMCSA's own site) in a new tab. Nothing until both
 * numbers are in the CMS.
 */
export function CredentialsLine({
  credentials,
  className,
}: {
  credentials: BrokerCredentials | null;
  className?: string;
}) {
  if (!credentials) return null;
  return (
    <Line className={className} data-broker-credentials="">
      <span>Licensed property broker</span>
      {SEPARATOR}
      <span>{usdotText(credentials)}</span>
      {SEPARATOR}
      <span>{mcText(credentials)}</span>
      {SEPARATOR}
      <span>
        <a href={credentials.fmcsaUrl} target="_blank" rel="noopener noreferrer">
          FMCSA record<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </span>
    </Line>
  );
}
