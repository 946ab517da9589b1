import React, { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { MakeSuggestion, ModelSuggestion } from '../../lookups/suggestions';
import {
  FIRST_LISTED_YEAR,
  maxModelYear,
  RUNNING_STATES,
  VEHICLE_TYPES,
  type VehicleType,
} from '../../quote/field-rules';
import { canAddVehicle, vehicleTitle, type QuoteVehicle } from '../../quote/quote-values';
import type { QuoteErrors } from '../../quote/step-schemas';
import {
  CATEGORY_LABELS,
  categoryOf,
  isVehicleCategory,
  specTypeOf,
  VEHICLE_CATEGORIES,
  type FactKey,
  type VehicleCategory,
} from '../../quote/vehicle-categories';
import { media, space } from '../../styles/theme';
import { Combobox, type SuggestionAsk } from '../combobox';
import { FieldRow, SelectField } from '../form-field';
import { LinkButton, SecondaryButton } from './quote-form.styles';
import type { QuoteLookups, QuoteStepProps } from './types';
import { VehicleFacts } from './vehicle-facts';

/**
 * SPEC §5: the year list runs from next year down to 1990, filtered by what is typed. A whole year
 * typed closes it (the list would otherwise open over the next field just as a phone's visitor
 * taps it); a whole year already in the field offers them all when the list is opened, so another
 * can be picked.
 */
export function yearOptions(typed: string, asked: SuggestionAsk = 'opened', today = new Date()): string[] {
  const years: string[] = [];
  for (let year = maxModelYear(today); year >= FIRST_LISTED_YEAR; year -= 1) years.push(String(year));
  const text = typed.trim();
  if (years.includes(text)) return asked === 'typed' ? [] : years;
  if (!text) return years;
  return years.filter((year) => year.startsWith(text));
}

const List = styled.div`
  border: 1px solid var(--color-border);
  border-radius: 12px;
  overflow: hidden;
`;

const ListToggle = styled.button`
  display: flex;
  width: 100%;
  min-height: 48px;
  align-items: center;
  justify-content: space-between;
  padding: ${space(2)} ${space(4)};
  border: 0;
  background: var(--color-bg);
  color: var(--color-brand-ink);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &::after {
    content: '';
    width: 8px;
    height: 8px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform 150ms ease;
  }
  &[aria-expanded='true']::after {
    transform: rotate(-135deg);
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: -2px;
  }
`;

const Items = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    padding: ${space(1)} ${space(2)} ${space(1)} ${space(4)};
    border-top: 1px solid var(--color-border);
  }
  li[aria-current='true'] {
    background: var(--color-selected);
  }
  li > span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  ${media.mobile} {
    li {
      flex-wrap: wrap;
      gap: 0 ${space(2)};
      padding-top: ${space(2)};
    }
    li > span {
      flex-basis: 100%;
      font-weight: 600;
    }
    li > button {
      padding-left: 0;
    }
  }
`;

const EditorActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  justify-content: space-between;
`;

export interface VehiclesStepProps extends QuoteStepProps {
  vehicles: QuoteVehicle[];
  selected: number;
  editorOpen: boolean;
  editingNew: boolean;
  lookups: QuoteLookups;
  requireDetails: boolean;
  onVehicleChange: (patch: Partial<QuoteVehicle>, clear: (keyof QuoteErrors)[]) => void;
  /** The vehicle type's choice: the category (SPEC's four types among them). */
  onCategory: (category: VehicleCategory | '') => void;
  onAdd: () => void;
  onRemove: (index?: number) => void;
  onSelect: (index: number) => void;
  onSaveVehicle: () => void;
}

/**
 * The category choice is SPEC's vehicle type select grown: its field keeps SPEC's name and, for the
 * four SPEC types, SPEC's values (Car, SUV, Pickup, Van); the other categories are their own.
 */
const SPEC_CATEGORIES = new Set<VehicleCategory>(['car', 'suv', 'pickup', 'van']);
const categoryOption = (category: VehicleCategory) => (SPEC_CATEGORIES.has(category) ? specTypeOf(category) : category);
const CATEGORY_OPTIONS = VEHICLE_CATEGORIES.map(categoryOption);
const categoryOfOption = (option: string): VehicleCategory | '' =>
  isVehicleCategory(option) ? option : option ? categoryOf({ type: option }) : '';

/** Examples in the make and model fields, as the category's buyers would write them. */
const EXAMPLES: Partial<Record<VehicleCategory, [make: string, model: string]>> = {
  motorcycle: ['Harley-Davidson', 'Road King'],
  boat: ['Sea Ray', 'Sundancer 320'],
  rv: ['Winnebago', 'Vista 29VE'],
  equipment: ['Caterpillar', '320 excavator'],
  farm: ['John Deere', '6120M'],
  bus: ['Blue Bird', 'Vision'],
  utv: ['Polaris', 'RZR XP 1000'],
  'golf-cart': ['Club Car', 'Onward'],
};

/**
 * Step 2 (SPEC §2 and §4): one or several vehicles, each with its category first (SPEC's vehicle
 * type), then year, make, model, what the category asks, and running state.
 */
export function VehiclesStep(props: VehiclesStepProps) {
  const {
    formId,
    vehicles,
    selected,
    editorOpen,
    editingNew,
    errors,
    labels,
    lookups,
    requireDetails,
    onVehicleChange,
    onCategory,
    onAdd,
    onRemove,
    onSelect,
    onSaveVehicle,
    fieldRef,
  } = props;
  const [listOpen, setListOpen] = useState(true);
  const vehicle = vehicles[selected] ?? vehicles[0];
  const category = vehicle.category || undefined;
  const [makeExample, modelExample] = (category && EXAMPLES[category]) ?? ['Toyota', 'Camry'];
  const several = vehicles.length > 1;
  const showEditor = !several || editorOpen;
  const listId = `${formId}-vehicle-list`;
  const idOf = (field: string) => `${formId}-${field}`;
  const modelYear = Number(vehicle.Year);
  const suggestModels = useMemo(
    () => (input: string) =>
      // The curated builders (boats, machines: ids below 0) have no model catalogue: the model is typed.
      vehicle.MakeID === null || vehicle.MakeID < 0
        ? Promise.resolve<ModelSuggestion[]>([])
        : lookups.model(input, vehicle.MakeID, Number.isInteger(modelYear) ? modelYear : 0),
    [lookups, vehicle.MakeID, modelYear],
  );

  const suggestMakes = useMemo(() => (input: string) => lookups.make(input, category), [lookups, category]);

  const named = vehicle.category !== 'container';
  const onFact = (fact: FactKey, value: string) =>
    onVehicleChange({ facts: { ...vehicle.facts, [fact]: value } }, [fact]);

  return (
    <>
      {several ? (
        <List>
          <ListToggle
            type="button"
            aria-expanded={listOpen}
            aria-controls={listId}
            onClick={() => setListOpen((open) => !open)}
          >
            {`${labels.allVehicles} (${selected + 1}/${vehicles.length})`}
          </ListToggle>
          <Items id={listId} hidden={!listOpen}>
            {vehicles.map((item, index) => (
              <li key={index} aria-current={index === selected && editorOpen ? 'true' : undefined}>
                <span>{vehicleTitle(item, index)}</span>
                <LinkButton
                  type="button"
                  aria-label={`Edit ${vehicleTitle(item, index)}`}
                  onClick={() => onSelect(index)}
                >
                  Edit
                </LinkButton>
                <LinkButton
                  type="button"
                  aria-label={`${labels.deleteVehicle}: ${vehicleTitle(item, index)}`}
                  onClick={() => onRemove(index)}
                >
                  {labels.deleteVehicle}
                </LinkButton>
              </li>
            ))}
          </Items>
        </List>
      ) : null}

      {showEditor ? (
        <>
          <FieldRow>
            <SelectField<string>
              id={idOf('vehicle_type')}
              errorId={`${formId}-Type-error`}
              name="vehicle_type"
              label={labels.vehicleType}
              value={vehicle.category ? categoryOption(vehicle.category) : ''}
              options={CATEGORY_OPTIONS}
              optionLabel={(option) => {
                const chosen = categoryOfOption(option);
                return chosen ? CATEGORY_LABELS[chosen].label : option;
              }}
              // Required only on the booking form (SPEC §4): a chosen category is the chosen type.
              required={requireDetails}
              error={errors.Type}
              selectRef={fieldRef('Type')}
              onChange={(option) => onCategory(categoryOfOption(option))}
            />
            {named ? (
              <SelectField
                id={idOf('vehicle_inop')}
                errorId={`${formId}-Inop-error`}
                name="vehicle_inop"
                label={labels.running}
                value={vehicle.Inop}
                options={RUNNING_STATES}
                required={requireDetails}
                error={errors.Inop}
                selectRef={fieldRef('Inop')}
                onChange={(value) => onVehicleChange({ Inop: value }, ['Inop'])}
              />
            ) : null}
          </FieldRow>
          {named ? (
            <FieldRow $columns={3}>
              <Combobox<string>
                id={idOf('Year')}
                name="Year"
                label={labels.year}
                value={vehicle.Year}
                inputMode="numeric"
                maxLength={4}
                pattern="[0-9]{4}"
                required
                debounceMs={0}
                suggestOnOpen
                inputRef={fieldRef('Year')}
                error={errors.Year}
                onInputChange={(year) => onVehicleChange({ Year: year.replace(/\D/g, '').slice(0, 4) }, ['Year'])}
                onSelect={(year) => onVehicleChange({ Year: year }, ['Year'])}
                suggest={yearOptions}
                optionLabel={(year) => year}
                optionKey={(year) => year}
              />
              <Combobox<MakeSuggestion>
                id={idOf('Make')}
                name="Make"
                label={labels.make}
                value={vehicle.Make}
                required
                maxLength={60}
                placeholder={`e.g. ${makeExample}`}
                inputRef={fieldRef('Make')}
                error={errors.Make}
                onInputChange={(make) => onVehicleChange({ Make: make, MakeID: null }, ['Make'])}
                onSelect={(make) =>
                  onVehicleChange(
                    make.MakeID === vehicle.MakeID
                      ? { Make: make.Make, MakeID: make.MakeID }
                      : { Make: make.Make, MakeID: make.MakeID, Model: '' },
                    ['Make'],
                  )
                }
                suggest={suggestMakes}
                optionLabel={(make) => make.Make}
                optionKey={(make) => String(make.MakeID)}
              />
              <Combobox<ModelSuggestion>
                id={idOf('Model')}
                name="Model"
                label={labels.model}
                value={vehicle.Model}
                required
                maxLength={80}
                placeholder={
                  vehicle.MakeID === null || vehicle.MakeID < 0 ? `e.g. ${modelExample}` : `A ${vehicle.Make} model`
                }
                suggestOnOpen={vehicle.MakeID !== null && vehicle.MakeID >= 0}
                inputRef={fieldRef('Model')}
                error={errors.Model}
                onInputChange={(model) => onVehicleChange({ Model: model }, ['Model'])}
                onSelect={(model) => {
                  // The model's own type comes with it, while the vehicle is one of SPEC's four types.
                  const type = (VEHICLE_TYPES as readonly string[]).includes(model.Type)
                    ? (model.Type as VehicleType)
                    : null;
                  const typed = type && (!vehicle.category || SPEC_CATEGORIES.has(vehicle.category));
                  onVehicleChange(
                    typed ? { Model: model.Model, Type: type, category: categoryOf({ type }) } : { Model: model.Model },
                    ['Model', 'Type'],
                  );
                }}
                suggest={suggestModels}
                optionLabel={(model) => model.Model}
                optionKey={(model, index) => `${model.Model}-${index}`}
              />
            </FieldRow>
          ) : null}
          {vehicle.category ? (
            <VehicleFacts
              formId={formId}
              category={vehicle.category}
              facts={vehicle.facts}
              errors={errors}
              fieldRef={fieldRef}
              onFact={onFact}
            />
          ) : null}
          {several ? (
            <EditorActions>
              <LinkButton type="button" onClick={() => onRemove()}>
                {labels.removeThisVehicle}
              </LinkButton>
              <SecondaryButton type="button" onClick={onSaveVehicle}>
                {editingNew ? labels.addThisVehicle : labels.saveChanges}
              </SecondaryButton>
            </EditorActions>
          ) : null}
        </>
      ) : null}

      {(!several || !editorOpen) && canAddVehicle(vehicles) ? (
        <SecondaryButton type="button" onClick={onAdd}>
          {labels.addMoreVehicles}
        </SecondaryButton>
      ) : null}
    </>
  );
}
