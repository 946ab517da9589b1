import React, { useEffect } from 'react';
import styled from 'styled-components';
import { PHONE_PRIVACY_NOTE, SMS_CONSENT_LABEL, SMS_CONSENT_TEXT } from '../../quote/consent';
import { loadPhoneCheck } from '../../quote/phone-check';
import type { QuoteLabels } from '../../quote/messages';
import type { ContactField } from '../../quote/step-schemas';
import type { QuoteValues } from '../../quote/quote-values';
import { ROUTES } from '../../routes';
import { space } from '../../styles/theme';
import { describedBy, FieldBox, FieldError, FieldLabel, TextInput } from '../form-field';
import type { QuoteStepProps } from './types';

const FIELDS: { field: ContactField; label: keyof QuoteLabels; type: string; autoComplete: string }[] = [
  { field: 'first_name', label: 'firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel' },
];

const QuietNote = styled.p`
  margin: 0;
  font-size: 0.85rem;
  line-height: 1.45;
  color: var(--color-muted);
  a {
    color: var(--color-link);
    text-underline-offset: 2px;
    white-space: nowrap;
  }
`;

/** The SMS question: the whole label row is its target (48 px tall at least), the terms under it. */
const ConsentBox = styled.div`
  display: flex;
  flex-direction: column;
  label {
    display: flex;
    align-items: center;
    gap: ${space(3)};
    min-height: 48px;
    font-weight: 600;
    font-size: 0.95rem;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0 0 0 ${space(1)};
    cursor: pointer;
    accent-color: var(--color-link);
  }
  input:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  ${QuietNote} {
    font-size: 0.8rem;
  }
`;

export interface ContactStepProps extends QuoteStepProps {
  values: QuoteValues;
  onType: (field: ContactField, value: string) => void;
  onSmsUpdates: (agreed: boolean) => void;
}

/**
 * Step 3 (SPEC §2): who we call back; each field is checked as it is typed (SPEC §5). Under the
 * phone, what becomes of the number, and the optional SMS updates (issue 26; src/quote/consent.ts).
 */
export function ContactStep({ formId, values, errors, labels, onType, onSmsUpdates, fieldRef }: ContactStepProps) {
  useEffect(() => {
    // The phone number's check, before the visitor reaches the field.
    loadPhoneCheck().catch(() => undefined);
  }, []);
  const privacyId = `${formId}-phone-privacy`;
  const smsId = `${formId}-sms_updates`;
  return (
    <>
      {FIELDS.map(({ field, label, type, autoComplete }) => (
        <FieldBox key={field}>
          <FieldLabel htmlFor={`${formId}-${field}`}>{labels[label]}</FieldLabel>
          <TextInput
            ref={fieldRef(field)}
            id={`${formId}-${field}`}
            name={field}
            type={type}
            autoComplete={autoComplete}
            inputMode={type === 'tel' ? 'tel' : type === 'email' ? 'email' : undefined}
            required
            value={values[field]}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={describedBy(errors[field] && `${formId}-${field}-error`, field === 'phone' && privacyId)}
            onChange={(event) => onType(field, event.target.value)}
          />
          <FieldError id={`${formId}-${field}-error`}>{errors[field]}</FieldError>
          {field === 'phone' ? (
            <QuietNote id={privacyId}>
              {PHONE_PRIVACY_NOTE} <a href={ROUTES.privacyPolicy}>Privacy policy</a>
            </QuietNote>
          ) : null}
        </FieldBox>
      ))}
      <ConsentBox>
        <label htmlFor={smsId}>
          <input
            id={smsId}
            name="sms_updates"
            type="checkbox"
            checked={values.sms_updates}
            aria-describedby={`${smsId}-terms`}
            onChange={(event) => onSmsUpdates(event.target.checked)}
          />
          {SMS_CONSENT_LABEL}
        </label>
        <QuietNote id={`${smsId}-terms`}>{SMS_CONSENT_TEXT}</QuietNote>
      </ConsentBox>
    </>
  );
}
