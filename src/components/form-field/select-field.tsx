import React, { type Ref } from 'react';
import { describedBy, FieldBox, FieldError, FieldLabel, Select } from './form-field';

interface SelectFieldProps<V extends string> {
  id: string;
  /** The id of the error under the field (aria-describedby points to it while there is an error). */
  errorId: string;
  name: string;
  label: string;
  value: V | '';
  options: readonly V[];
  /** What an option reads as, when not its value ("Boat" for 'boat'). */
  optionLabel?: (option: V) => string;
  /** A required select starts on an empty 'Choose…' option, so nothing is chosen for the visitor. */
  required: boolean;
  error: string | undefined;
  selectRef: Ref<HTMLSelectElement>;
  onChange: (value: V | '') => void;
}

/** A labelled select of the quote form with its error under it (SPEC §5). */
export function SelectField<V extends string>(props: SelectFieldProps<V>) {
  const { id, errorId, name, label, value, options, required, error, selectRef, onChange, optionLabel } = props;
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select
        ref={selectRef}
        id={id}
        name={name}
        required={required}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        // The options are `options` and '': the select can hold nothing else.
        onChange={(event) => onChange(event.target.value as V | '')}
      >
        {required ? <option value="">Choose…</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </Select>
      <FieldError id={errorId}>{error}</FieldError>
    </FieldBox>
  );
}
