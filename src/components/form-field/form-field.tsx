import React, { type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media, space } from '../../styles/theme';

/** The look every quote input shares: 48 px tall (44 px touch targets and then some), clear focus. */
export const fieldInputStyles = css`
  width: 100%;
  min-height: 48px;
  padding: ${space(2.5)} ${space(3)};
  border: 1px solid var(--color-field-border);
  border-radius: 10px;
  background: var(--color-field);
  color: var(--color-text);
  font: inherit;
  font-size: 1rem;
  line-height: 1.3;
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;
  &::placeholder {
    color: var(--color-muted);
    opacity: 0.85;
  }
  &:focus {
    outline: none;
    border-color: var(--color-focus);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--color-focus) 28%, transparent);
  }
  &[aria-invalid='true'] {
    border-color: var(--color-danger);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const TextInput = styled.input`
  ${fieldInputStyles}
`;

export const Select = styled.select`
  ${fieldInputStyles}
  appearance: none;
  padding-right: ${space(9)};
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 12px) 50%;
  background-size: 6px 6px;
  background-repeat: no-repeat;
`;

/** A fieldset that only groups its fields: no frame or padding, and it may shrink below its content's width. */
export const bareFieldset = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/** A group's legend, set like a field's label. */
export const legendAsLabel = css`
  padding: 0;
  margin-bottom: ${space(1)};
  font-weight: 600;
  font-size: 0.9rem;
`;

export const FieldBox = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.9rem;
  color: var(--color-text);
`;

const Message = styled.p<{ $tone: 'error' | 'hint' }>`
  margin: 0;
  min-height: 0;
  font-size: 0.85rem;
  line-height: 1.35;
  color: ${({ $tone }) => ($tone === 'error' ? 'var(--color-danger)' : 'var(--color-muted)')};
  &:empty {
    display: none;
  }
`;

/** SPEC §5: errors show in red under the field; always in the page so a change is announced. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <Message id={id} $tone="error" aria-live="polite">
      {children}
    </Message>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <Message id={id} $tone="hint">
      {children}
    </Message>
  );
}

/** Two or three fields side by side on wide screens, stacked on phones. */
export const FieldRow = styled.div<{ $columns?: number }>`
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

/** The ids of what describes a field, for aria-describedby. */
export const describedBy = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;
