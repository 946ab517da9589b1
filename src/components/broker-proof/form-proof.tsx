import React from 'react';
import styled from 'styled-components';
import { colorVar, space } from '../../styles/theme';
import type { SiteSettings } from '../../types/content';
import { InsuranceNote } from './insurance-note';
import { RatingSummaryLine } from './rating-summary';

/** The form and, under it, the proof that the broker is who it says. */
export const FormColumn = styled.div`
  display: grid;
  gap: ${space(5)};
  min-width: 0;
`;

const Proof = styled.div`
  display: grid;
  gap: ${space(2.5)};
  padding: 0 ${space(1)};
  color: ${colorVar('onChrome')};
`;

/** Under a hero's quote form: the reviews' rating and the cargo insurance, from the CMS; nothing without either. */
export function FormProof({ settings }: { settings: Pick<SiteSettings, 'rating' | 'cargoInsurance'> }) {
  if (!settings.rating && !settings.cargoInsurance) return null;
  return (
    <Proof>
      <RatingSummaryLine rating={settings.rating} />
      <InsuranceNote cargoInsurance={settings.cargoInsurance} />
    </Proof>
  );
}
