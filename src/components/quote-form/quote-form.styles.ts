import styled, { css } from 'styled-components';
import { media, space } from '../../styles/theme';
import { bareFieldset, legendAsLabel } from '../form-field';

export const FormCard = styled.div<{ $busy: boolean }>`
  position: relative;
  width: 100%;
  max-width: 34rem;
  padding: ${space(6)};
  border-radius: 18px;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow:
    0 1px 2px rgb(11 31 58 / 8%),
    0 18px 48px rgb(11 31 58 / 16%);
  ${media.mobile} {
    padding: ${space(5)} ${space(4)};
    border-radius: 14px;
  }
  form {
    transition: opacity 160ms ease;
    ${({ $busy }) =>
      $busy &&
      css`
        opacity: 0.55;
      `}
  }
`;

export const Fieldset = styled.fieldset`
  ${bareFieldset}
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

export const FormTitle = styled.h2`
  margin: 0 0 ${space(2)};
  font-size: 1.45rem;
  span {
    color: var(--color-link);
  }
`;

export const StepTitle = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 4px;
  }
`;

export const Description = styled.p`
  margin: 0;
  color: var(--color-muted);
  font-size: 0.95rem;
`;

export const ModeSwitch = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(1)};
  padding: ${space(1)};
  border-radius: 12px;
  background: var(--color-bg);
  border: 1px solid var(--color-border);
`;

export const ModeButton = styled.button`
  min-height: 44px;
  border: 0;
  border-radius: 9px;
  background: transparent;
  color: var(--color-muted);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: var(--color-surface);
    color: var(--color-brand-ink);
    box-shadow: 0 1px 4px rgb(11 31 58 / 16%);
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

export const ChoiceGroup = styled.fieldset`
  ${bareFieldset}
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  legend {
    ${legendAsLabel}
  }
`;

export const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(2)};
`;

export const Choice = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 48px;
  padding: ${space(2)} ${space(3)};
  border: 1px solid var(--color-field-border);
  border-radius: 10px;
  background: var(--color-field);
  cursor: pointer;
  font-weight: 600;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: var(--color-focus);
    background: var(--color-selected);
    color: var(--color-brand-ink);
  }
  &:has(input:focus-visible) {
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--color-focus) 35%, transparent);
  }
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 48px;
  padding: ${space(2)} ${space(5)};
  border-radius: 10px;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  text-decoration: none;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

export const PrimaryButton = styled.button`
  ${buttonBase}
  border: 0;
  background: var(--color-accent);
  color: #1a1206;
  &:hover:not(:disabled) {
    filter: brightness(1.05);
  }
`;

export const SecondaryButton = styled.button`
  ${buttonBase}
  border: 1px solid var(--color-field-border);
  background: transparent;
  color: var(--color-text);
`;

export const LinkButton = styled.button`
  ${buttonBase}
  min-height: 44px;
  padding: ${space(1)} ${space(2)};
  border: 0;
  background: none;
  color: var(--color-link);
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-top: ${space(2)};
  > :last-child {
    margin-left: auto;
  }
  ${media.mobile} {
    flex-wrap: wrap;
    > button {
      flex: 1 1 8rem;
    }
  }
`;

export const Counter = styled.span`
  ${media.mobile} {
    order: -1;
    flex-basis: 100%;
    text-align: center;
  }
  color: var(--color-muted);
  font-variant-numeric: tabular-nums;
  font-size: 0.9rem;
`;

export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const Alert = styled.div<{ $tone: 'error' | 'success' }>`
  padding: ${space(4)};
  border-radius: 12px;
  border: 1px solid ${({ $tone }) => ($tone === 'error' ? 'var(--color-danger)' : 'var(--color-success)')};
  background: ${({ $tone }) =>
    $tone === 'error'
      ? 'color-mix(in srgb, var(--color-danger) 7%, var(--color-surface))'
      : 'color-mix(in srgb, var(--color-success) 7%, var(--color-surface))'};
  p {
    margin: 0 0 ${space(2)};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export const AlertActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(3)};
`;
