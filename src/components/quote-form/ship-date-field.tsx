import React, { Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { setRef } from '../../hooks/set-ref';
import { media, space } from '../../styles/theme';
import { describedBy, FieldBox, FieldError, fieldInputStyles, FieldLabel } from '../form-field';
import { longDate } from './ship-date';

const loadCalendar = () => import('./ship-date-calendar');
const ShipDateCalendar = React.lazy(loadCalendar);

const DateButton = styled.button`
  ${fieldInputStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  text-align: left;
  cursor: pointer;
  &[data-empty='true'] {
    color: var(--color-muted);
  }
  svg {
    flex: none;
    color: var(--color-link);
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(5)};
  background: rgb(6 16 31 / 55%);
`;

/** SPEC §9: a 700 px modal on desktop; 728 px wide at 768 px (20 px each side). */
const Dialog = styled.div`
  width: min(700px, calc(100vw - 40px));
  max-height: calc(100vh - 40px);
  overflow: auto;
  padding: ${space(5)};
  border-radius: 16px;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: 0 24px 64px rgb(6 16 31 / 35%);
  ${media.mobile} {
    width: min(728px, calc(100vw - 24px));
    padding: ${space(4)} ${space(3)};
  }
`;

const DialogHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${space(3)};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const CloseButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: var(--color-bg);
  color: var(--color-text);
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-focus);
  }
`;

const Loading = styled.p`
  min-height: 18rem;
  display: grid;
  place-items: center;
  color: var(--color-muted);
`;

function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
      />
    </svg>
  );
}

export interface ShipDateFieldProps {
  id: string;
  label: string;
  dialogTitle: string;
  value: string;
  error?: string;
  onChoose: (isoDate: string) => void;
  buttonRef?: React.Ref<HTMLButtonElement>;
}

/** The ship date: a button that opens the 'Select Date' calendar popup (SPEC §2), today the earliest day. */
export function ShipDateField({ id, label, dialogTitle, value, error, onChoose, buttonRef }: ShipDateFieldProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = `${id}-dialog-title`;
  const errorId = `${id}-error`;

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onDialogKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    // Keep focus inside the popup while it is open.
    const focusable = Array.from(
      dialog.current.querySelectorAll<HTMLElement>('button:not([disabled]), [tabindex="0"]'),
    ).filter((element) => element.offsetParent !== null || element === document.activeElement);
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <FieldBox>
      <FieldLabel id={`${id}-label`} htmlFor={id}>
        {label}
      </FieldLabel>
      <DateButton
        ref={(element) => {
          opener.current = element;
          setRef(buttonRef, element);
        }}
        id={id}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        data-empty={!value}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => setOpen(true)}
      >
        <span>{value ? longDate(value) : 'Choose a date'}</span>
        <CalendarIcon />
      </DateButton>
      <input type="hidden" name="ship_date" value={value} />
      <FieldError id={errorId}>{error}</FieldError>
      {open
        ? createPortal(
            <Backdrop
              onMouseDown={(event) => {
                if (event.target === event.currentTarget) close();
              }}
            >
              <Dialog
                ref={dialog}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                onKeyDown={onDialogKeyDown}
              >
                <DialogHeader>
                  <h2 id={titleId}>{dialogTitle}</h2>
                  <CloseButton type="button" aria-label="Close" onClick={close}>
                    ×
                  </CloseButton>
                </DialogHeader>
                <Suspense fallback={<Loading>Loading the calendar…</Loading>}>
                  <ShipDateCalendar
                    value={value}
                    labelledBy={titleId}
                    onChoose={(date) => {
                      onChoose(date);
                      close();
                    }}
                  />
                </Suspense>
              </Dialog>
            </Backdrop>,
            document.body,
          )
        : null}
    </FieldBox>
  );
}
