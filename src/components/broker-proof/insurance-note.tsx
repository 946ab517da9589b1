import React from 'react';
import styled from 'styled-components';
import { colorVar, space, typeScale, weights } from '../../styles/theme';
import { Icon } from '../icon';
import { insuranceAmount } from './proof-text';

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(2.5)};
  margin: 0;
  font-size: ${typeScale.sm};
  line-height: 1.5;
  svg {
    flex: none;
    color: ${colorVar('accent')};
  }
  strong {
    font-weight: ${weights.semibold};
  }
`;

/** "Every carrier insured: up to $1,000,000 in cargo insurance". Nothing until the CMS has the figure. */
export function InsuranceNote({ cargoInsurance, className }: { cargoInsurance: number | null; className?: string }) {
  if (!cargoInsurance) return null;
  return (
    <Note className={className} data-cargo-insurance="">
      <Icon name="shield" size={18} />
      <span>
        Every carrier insured: up to <strong>{insuranceAmount(cargoInsurance)}</strong> in cargo insurance
      </span>
    </Note>
  );
}
