import { Clock } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import { colorVar, radii, space, weights } from '../../styles/theme';
import type { SiteSettings } from '../../types/content';
import { ContactBlock } from '../contact-block';

const Card = styled.div`
  max-width: 44rem;
  padding: ${space(8)};
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.xl};
  background: ${colorVar('surface')};
  > p {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    margin: 0 0 ${space(6)};
    color: ${colorVar('success')};
    font-weight: ${weights.semibold};
  }
`;

/** Contact us (SPEC §2): phones, e-mail, address, Chat Now and Get a quote, with the hours. */
export function ContactUs({ hours, contact }: { hours: string | null; contact: SiteSettings }) {
  return (
    <Card>
      {hours ? (
        <p>
          <Clock aria-hidden="true" size={18} /> {hours}
        </p>
      ) : null}
      <ContactBlock contact={contact} chatOpens="up" />
    </Card>
  );
}
