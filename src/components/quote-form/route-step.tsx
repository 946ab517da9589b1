import React, { useEffect } from 'react';
import { TRANSPORT_TYPES, type ShippingMethod } from '../../quote/field-rules';
import { QUOTE_MESSAGES as M } from '../../quote/messages';
import { suggestionText, type LocationSuggestion } from '../../quote/places';
import { isPlaceChosen, type PlaceSide, type QuoteValues } from '../../quote/quote-values';
import { Combobox } from '../combobox';
import { describedBy, FieldBox, FieldError, FieldLabel, FieldRow, Select, SelectField } from '../form-field';
import { Choice, ChoiceGroup, Choices } from './quote-form.styles';
import { ShipDateField } from './ship-date-field';
import type { QuoteLookups, QuoteStepProps } from './types';

export interface RouteStepProps extends QuoteStepProps {
  values: QuoteValues;
  lookups: QuoteLookups;
  shippingOptions: readonly ShippingMethod[];
  onPlaceTyped: (side: PlaceSide, text: string) => void;
  onPlaceChosen: (side: PlaceSide, suggestion: LocationSuggestion) => void;
  onChange: <K extends keyof QuoteValues>(field: K, value: QuoteValues[K]) => void;
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
          <SelectField
            id={`${formId}-shipping_method`}
            errorId={`${formId}-shipping_method-error`}
            name="shipping_method"
            label={labels.shippingMethod}
            value={values.shipping_method}
            options={shippingOptions}
            required
            error={errors.shipping_method}
            selectRef={fieldRef('shipping_method')}
            onChange={(method) => onChange('shipping_method', method)}
          />
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
