import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { setRef } from '../../hooks/set-ref';
import { media, space } from '../../styles/theme';
import { describedBy as joinIds, FieldBox, FieldError, FieldHint, FieldLabel, TextInput } from '../form-field';

/** Why suggestions are asked for: the visitor typed, or opened the field's list. */
export type SuggestionAsk = 'typed' | 'opened';

/** SPEC §7/§9: suggestions are asked for after a 500 ms pause in typing. */
export const TYPING_DEBOUNCE_MS = 500;

export interface ComboboxProps<T> {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onInputChange: (value: string) => void;
  onSelect: (item: T) => void;
  /**
   * Where suggestions come from, for what was typed or for the field as it is opened (a click, the
   * down arrow); an answer that arrives after newer typing is dropped.
   */
  suggest: (input: string, asked: SuggestionAsk) => Promise<T[]> | T[];
  optionLabel: (item: T) => string;
  optionKey: (item: T, index: number) => string;
  renderOption?: (item: T) => ReactNode;
  debounceMs?: number;
  /** Offer the whole list when the field is clicked or ArrowDown is pressed (years, a make's models). */
  suggestOnOpen?: boolean;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  pattern?: string;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

const Listbox = styled.ul`
  position: absolute;
  z-index: 30;
  top: 100%;
  left: 0;
  right: 0;
  /* On a phone the fields stack: the list opens in the flow, pushing the next field down rather
     than lying over it, where a tap meant for that field would choose an option. */
  ${media.mobile} {
    position: static;
  }
  margin: ${space(1)} 0 0;
  padding: ${space(1)} 0;
  max-height: 10.6rem; /* SPEC §9 */
  overflow-y: auto;
  list-style: none;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: 10px;
  box-shadow: 0 12px 32px rgb(11 31 58 / 18%);
`;

const Option = styled.li`
  min-height: 44px;
  display: flex;
  align-items: center;
  padding: ${space(2)} ${space(3)};
  cursor: pointer;
  color: var(--color-text);
  &[aria-selected='true'] {
    background: var(--color-selected);
    box-shadow: inset 3px 0 0 var(--color-focus);
  }
`;

/**
 * An ARIA 1.2 combobox with a listbox: type, wait 500 ms, pick with the mouse, a finger or the
 * keyboard (arrows, Enter, Escape); what is offered and what was chosen is announced.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const {
    id,
    name,
    label,
    value,
    onInputChange,
    onSelect,
    suggest,
    optionLabel,
    optionKey,
    renderOption,
    debounceMs = TYPING_DEBOUNCE_MS,
    suggestOnOpen = false,
    error,
    hint,
    required,
    disabled,
    placeholder,
    autoComplete = 'off',
    inputMode,
    maxLength,
    pattern,
    onBlur,
    inputRef,
  } = props;
  const listId = `${id}-listbox`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // A message shows once: 'Please click some location' is the hint while typing and the error after Next.
  const shownHint = hint && hint !== error ? hint : undefined;
  // Named from the id, not useId: an island hydrates apart from the page, where useId would differ.
  const statusId = `${id}-status`;
  const [items, setItems] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const asked = useRef(0);
  const focused = useRef(false);

  const inputElement = useRef<HTMLInputElement | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const ask = useCallback(
    (input: string, why: SuggestionAsk) => {
      const ticket = ++asked.current;
      void Promise.resolve(suggest(input, why)).then((found) => {
        // Focus the field has without a focus event React saw (given while its island loaded) counts.
        const inField =
          focused.current || (inputElement.current !== null && document.activeElement === inputElement.current);
        if (ticket !== asked.current || !inField) return;
        setItems(found);
        setActive(-1);
        setOpen(found.length > 0);
        setStatus(
          found.length === 0
            ? input.trim()
              ? 'No suggestions.'
              : ''
            : `${found.length} suggestion${found.length === 1 ? '' : 's'}. Use the up and down arrows to choose, Enter to pick.`,
        );
      });
    },
    [suggest],
  );

  const schedule = (input: string) => {
    clearTimeout(timer.current);
    if (!input.trim() && !suggestOnOpen) {
      asked.current += 1;
      setItems([]);
      setOpen(false);
      return;
    }
    if (debounceMs <= 0) ask(input, 'typed');
    else timer.current = setTimeout(() => ask(input, 'typed'), debounceMs);
  };

  // Typing that reached the server's field before this code ran (an island woken by it) counts.
  useEffect(() => {
    const field = inputElement.current;
    if (!field) return;
    if (document.activeElement === field) focused.current = true;
    if (field.value !== value) {
      onInputChange(field.value);
      schedule(field.value);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: from then on its value is the form's
  }, []);

  const choose = (item: T) => {
    clearTimeout(timer.current);
    asked.current += 1;
    onSelect(item);
    setOpen(false);
    setItems([]);
    setActive(-1);
    setStatus(`${optionLabel(item)} chosen.`);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count) {
          if (suggestOnOpen) {
            event.preventDefault();
            ask(value, 'opened');
          }
          return;
        }
        event.preventDefault();
        setOpen(true);
        setActive((current) => (open ? (current + 1) % count : 0));
        break;
      case 'ArrowUp':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive((current) => (open ? (current <= 0 ? count - 1 : current - 1) : count - 1));
        break;
      case 'Enter':
        if (open && active >= 0 && items[active] !== undefined) {
          event.preventDefault();
          choose(items[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextInput
        ref={(element: HTMLInputElement | null) => {
          inputElement.current = element;
          setRef(inputRef, element);
        }}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(error && errorId, shownHint && hintId)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        pattern={pattern}
        required={required}
        disabled={disabled}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onInputChange(event.target.value);
          schedule(event.target.value);
        }}
        onFocus={() => {
          focused.current = true;
        }}
        onClick={() => {
          if (suggestOnOpen && !open) ask(value, 'opened');
        }}
        onBlur={() => {
          focused.current = false;
          clearTimeout(timer.current);
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <Listbox id={listId} role="listbox" aria-label={typeof label === 'string' ? label : name} hidden={!open}>
        {open
          ? items.map((item, index) => (
              <Option
                key={optionKey(item, index)}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                // Keep focus in the field, so choosing does not blur and close first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
              >
                {renderOption ? renderOption(item) : optionLabel(item)}
              </Option>
            ))
          : null}
      </Listbox>
      <FieldHint id={hintId}>{shownHint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <span id={statusId} role="status" className="visually-hidden">
        {status}
      </span>
    </FieldBox>
  );
}
