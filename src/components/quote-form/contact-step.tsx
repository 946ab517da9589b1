import React, { useEffect } from 'react';
import { loadPhoneCheck } from '../../quote/phone-check';
import type { QuoteLabels } from '../../quote/messages';
import type { ContactField } from '../../quote/step-schemas';
import type { QuoteValues } from '../../quote/quote-values';
import { describedBy, FieldBox, FieldError, FieldLabel, TextInput } from '../form-field';
import type { QuoteStepProps } from './types';

const FIELDS: { field: ContactField; label: keyof QuoteLabels; type: string; autoComplete: string }[] = [
  { field: 'first_name', label: 'firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel' },
];

export interface ContactStepProps extends QuoteStepProps {
  values: QuoteValues;
  onType: (field: ContactField, value: string) => void;
}

/** Step 3 (SPEC §2): who we call back; each field is checked as it is typed (SPEC §5). */
export function ContactStep({ formId, values, errors, labels, onType, fieldRef }: ContactStepProps) {
  useEffect(() => {
    // The phone number's check, before the visitor reaches the field.
    loadPhoneCheck().catch(() => undefined);
  }, []);
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
            aria-describedby={describedBy(errors[field] && `${formId}-${field}-error`)}
            onChange={(event) => onType(field, event.target.value)}
          />
          <FieldError id={`${formId}-${field}-error`}>{errors[field]}</FieldError>
        </FieldBox>
      ))}
    </>
  );
}
