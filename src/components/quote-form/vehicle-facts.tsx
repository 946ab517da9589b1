import React from 'react';
import { YES_NO, type FactDraft } from '../../quote/fact-rules';
import { isNumberFact } from '../../quote/vehicle-categories';
import type { QuoteErrors } from '../../quote/step-schemas';
import {
  CATEGORY_FACTS,
  CONTAINER_SIZES,
  FACT_LABELS,
  RV_TYPE_LABELS,
  RV_TYPES,
  type FactKey,
  type VehicleCategory,
} from '../../quote/vehicle-categories';
import { describedBy, FieldBox, FieldError, FieldLabel, FieldRow, SelectField, TextInput } from '../form-field';
import { Choice, ChoiceGroup, Choices } from './quote-form.styles';

export interface VehicleFactsProps {
  formId: string;
  category: VehicleCategory;
  facts: FactDraft;
  errors: QuoteErrors;
  fieldRef: (key: string) => (element: HTMLElement | null) => void;
  onFact: (fact: FactKey, value: string) => void;
}

/**
 * What a vehicle's category asks beyond make, model and year (CATEGORY_FACTS): numbers typed with
 * their unit in the label ("Length (ft)", 8.5 or 8'6"), Yes/No as a radio pair, an RV's type and a
 * container's size as selects. Nothing for a car.
 */
export function VehicleFacts({ formId, category, facts, errors, fieldRef, onFact }: VehicleFactsProps) {
  const asked = CATEGORY_FACTS[category];
  if (!asked.length) return null;
  const idOf = (fact: FactKey) => `${formId}-${fact}`;
  const errorId = (fact: FactKey) => `${formId}-${fact}-error`;

  const field = ({ fact, required }: { fact: FactKey; required: boolean }) => {
    const value = facts[fact] ?? '';
    if (isNumberFact(fact)) {
      return (
        <FieldBox key={fact}>
          <FieldLabel htmlFor={idOf(fact)}>{FACT_LABELS[fact]}</FieldLabel>
          <TextInput
            ref={fieldRef(fact)}
            id={idOf(fact)}
            name={fact}
            type="text"
            inputMode={fact === 'weightLb' ? 'numeric' : 'decimal'}
            autoComplete="off"
            maxLength={16}
            required={required}
            value={value}
            aria-invalid={errors[fact] ? true : undefined}
            aria-describedby={describedBy(errors[fact] && errorId(fact))}
            onChange={(event) => onFact(fact, event.target.value)}
          />
          <FieldError id={errorId(fact)}>{errors[fact]}</FieldError>
        </FieldBox>
      );
    }
    if (fact === 'rvType' || fact === 'containerSize') {
      const options: readonly string[] = fact === 'rvType' ? RV_TYPES : CONTAINER_SIZES;
      return (
        <SelectField<string>
          key={fact}
          id={idOf(fact)}
          errorId={errorId(fact)}
          name={fact}
          label={FACT_LABELS[fact]}
          value={value}
          options={options}
          optionLabel={(option) =>
            fact === 'rvType' ? RV_TYPE_LABELS[option as keyof typeof RV_TYPE_LABELS] : `${option} ft`
          }
          // Always a 'Choose…' first: no RV type or container size is assumed for the visitor.
          required
          error={errors[fact]}
          selectRef={fieldRef(fact)}
          onChange={(chosen) => onFact(fact, chosen)}
        />
      );
    }
    return (
      <ChoiceGroup
        key={fact}
        role="radiogroup"
        aria-labelledby={`${idOf(fact)}-legend`}
        aria-required={required ? 'true' : undefined}
        aria-invalid={errors[fact] ? true : undefined}
        aria-describedby={describedBy(errors[fact] && errorId(fact))}
      >
        <legend id={`${idOf(fact)}-legend`}>{FACT_LABELS[fact]}</legend>
        <Choices>
          {YES_NO.map((answer, index) => (
            <Choice key={answer}>
              <input
                ref={index === 0 ? fieldRef(fact) : undefined}
                type="radio"
                name={idOf(fact)}
                value={answer}
                required={required}
                checked={value === answer}
                onChange={() => onFact(fact, answer)}
              />
              {answer}
            </Choice>
          ))}
        </Choices>
        <FieldError id={errorId(fact)}>{errors[fact]}</FieldError>
      </ChoiceGroup>
    );
  };

  return <FieldRow $columns={Math.min(asked.length, 2)}>{asked.map(field)}</FieldRow>;
}
