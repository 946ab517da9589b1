import React, { useEffect } from 'react';
import { TRANSPORT_TYPES, type ShippingMethod } from '../../quote/field-rules';
import type { QuoteLabels } from '../../quote/messages';
import { QUOTE_MESSAGES as M } from '../../quote/messages';
import { suggestionText, type LocationSuggestion } from '../../quote/places';
import { isPlaceChosen, type PlaceSide, type QuoteValues } from '../../quote/quote-values';
import type { QuoteErrors } from '../../quote/step-schemas';
import { Combobox } from '../combobox';
import { describedBy, FieldBox, FieldError, FieldLabel, FieldRow, Select } from '../form-field';
import { Choice, ChoiceGroup, Choices } from './quote-form.styles';
import { ShipDateField } from './ship-date-field';
import type { QuoteLookups } from './types';

export interface RouteStepProps {
  formId: string;
  values: QuoteValues;
  errors: QuoteErrors;
  labels: QuoteLabels;
  lookups: QuoteLookups;
  shippingOptions: readonly ShippingMethod[];
  onPlaceTyped: (side: PlaceSide, text: string) => void;
  onPlaceChosen: (side: PlaceSide, suggestion: LocationSuggestion) => void;
  onChange: <K extends keyof QuoteValues>(field: K, value: QuoteValues[K]) => void;
  fieldRef: (key: string) => (element: HTMLElement | null) => void;
}

/** Step 1 (SPEC §2): where from, where to, when, and how. */
export function RouteStep(props: RouteStepProps) {
  const { formId, values, errors, labels, lookups, shippingOptions, onPlaceTyped, onPlaceChosen, onChange, fieldRef } =
    props;

  // Choices made in the server's HTML before this code ran (an island woken by them) count.
  useEffect(() => {
    const early = (selector: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value;
    const transport = values.isInternational
      ? early(`#${formId}-transport_type`)
      : early(`input[name="${formId}-transport_type"]:checked`);
    if (transport && transport !== (values.transport_type || (values.isInternational ? 'Open' : '')))
      onChange('transport_type', transport as QuoteValues['transport_type']);
    const method = values.isInternational ? early(`#${formId}-shipping_method`) : undefined;
    if (method && method !== values.shipping_method) onChange('shipping_method', method as ShippingMethod);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: from then on the form owns these values
  }, []);

  const place = (side: PlaceSide) => {
    const typed = values[`${side}_display`];
    return (
      <Combobox<LocationSuggestion>
        id={`${formId}-${side}`}
        name={`${side}_postal_code`}
        label={side === 'origin' ? labels.origin : labels.destination}
        placeholder={values.isInternational ? 'City, port or country' : 'City or ZIP code'}
        value={typed}
        required
        autoComplete="off"
        inputRef={fieldRef(`${side}_postal_code`)}
        error={errors[`${side}_postal_code`]}
        hint={typed.trim() && !isPlaceChosen(values, side) ? M.clickLocation : undefined}
        onInputChange={(text) => onPlaceTyped(side, text)}
        onSelect={(suggestion) => onPlaceChosen(side, suggestion)}
        suggest={(input) => lookups.location(input, { side, international: values.isInternational })}
        optionLabel={suggestionText}
        optionKey={(suggestion, index) => `${suggestionText(suggestion)}-${index}`}
      />
    );
  };

  return (
    <>
      <FieldRow>
        {place('origin')}
        {place('destination')}
      </FieldRow>
      <ShipDateField
        id={`${formId}-ship_date`}
        label={labels.shipDate}
        dialogTitle={labels.selectDate}
        value={values.ship_date}
        error={errors.ship_date}
        buttonRef={fieldRef('ship_date')}
        onChoose={(date) => onChange('ship_date', date)}
      />
      {values.isInternational ? (
        <FieldRow>
          <FieldBox>
            <FieldLabel htmlFor={`${formId}-shipping_method`}>{labels.shippingMethod}</FieldLabel>
            <Select
              ref={fieldRef('shipping_method')}
              id={`${formId}-shipping_method`}
              name="shipping_method"
              required
              value={values.shipping_method}
              aria-invalid={errors.shipping_method ? true : undefined}
              aria-describedby={describedBy(errors.shipping_method && `${formId}-shipping_method-error`)}
              onChange={(event) => onChange('shipping_method', event.target.value as ShippingMethod | '')}
            >
              <option value="">Choose…</option>
              {shippingOptions.map((method) => (
                <option key={method} value={method}>
                  {method}
                </option>
              ))}
            </Select>
            <FieldError id={`${formId}-shipping_method-error`}>{errors.shipping_method}</FieldError>
          </FieldBox>
          <FieldBox>
            <FieldLabel htmlFor={`${formId}-transport_type`}>{labels.transportType}</FieldLabel>
            <Select
              ref={fieldRef('transport_type')}
              id={`${formId}-transport_type`}
              name="transport_type"
              value={values.transport_type || 'Open'}
              onChange={(event) => onChange('transport_type', event.target.value as QuoteValues['transport_type'])}
            >
              <option value="Open">Open (roll-on/roll-off)</option>
              <option value="Enclosed">Enclosed (container)</option>
            </Select>
          </FieldBox>
        </FieldRow>
      ) : (
        <ChoiceGroup
          role="radiogroup"
          aria-labelledby={`${formId}-transport_type-legend`}
          aria-required="true"
          aria-invalid={errors.transport_type ? true : undefined}
          aria-describedby={describedBy(errors.transport_type && `${formId}-transport_type-error`)}
        >
          <legend id={`${formId}-transport_type-legend`}>{labels.transportType}</legend>
          <Choices>
            {TRANSPORT_TYPES.map((type, index) => (
              <Choice key={type}>
                <input
                  ref={index === 0 ? fieldRef('transport_type') : undefined}
                  type="radio"
                  name={`${formId}-transport_type`}
                  value={type}
                  required
                  checked={values.transport_type === type}
                  onChange={() => onChange('transport_type', type)}
                />
                {type}
              </Choice>
            ))}
          </Choices>
          <FieldError id={`${formId}-transport_type-error`}>{errors.transport_type}</FieldError>
        </ChoiceGroup>
      )}
    </>
  );
}
