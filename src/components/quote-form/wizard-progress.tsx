import React from 'react';
import styled from 'styled-components';
import { STEP_COUNT, type StepNumber } from '../../quote/step-schemas';
import { space } from '../../styles/theme';

export const STEP_TITLES: Record<StepNumber, string> = {
  1: 'Route and date',
  2: 'Your vehicles',
  3: 'Your contact details',
};

const Dots = styled.ol`
  display: flex;
  gap: ${space(2)};
  justify-content: center;
  margin: ${space(3)} 0 0;
  padding: 0;
  list-style: none;
  button {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 2px solid var(--color-border);
    background: var(--color-surface);
    color: var(--color-muted);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-current='step'] {
    border-color: var(--color-brand);
    background: var(--color-brand);
    color: var(--color-on-brand);
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  button:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

/** Numbered pagination dots: a reached step can be gone back to (SPEC §2, §4 next-step flags). */
export function PaginationDots(props: { current: StepNumber; reached: StepNumber; onGo: (step: StepNumber) => void }) {
  const steps = Array.from({ length: STEP_COUNT }, (_, i) => (i + 1) as StepNumber);
  return (
    <nav aria-label="Quote steps">
      <Dots>
        {steps.map((step) => (
          <li key={step}>
            <button
              type="button"
              aria-current={step === props.current ? 'step' : undefined}
              aria-label={`Step ${step} of ${STEP_COUNT}: ${STEP_TITLES[step]}`}
              disabled={step > props.reached}
              onClick={() => props.onGo(step)}
            >
              {step}
            </button>
          </li>
        ))}
      </Dots>
    </nav>
  );
}

const Numbered = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    font-size: 0.85rem;
    color: var(--color-muted);
    counter-increment: step;
    line-height: 1.2;
  }
  li::before {
    content: counter(step);
    flex: none;
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    border: 2px solid var(--color-border);
    font-weight: 700;
  }
  li[aria-current='step'] {
    color: var(--color-brand-ink);
    font-weight: 700;
  }
  li[aria-current='step']::before,
  li[data-done='true']::before {
    border-color: var(--color-brand);
    background: var(--color-brand);
    color: var(--color-on-brand);
  }
`;

/** The booking variant's numbered steps (SPEC §2): where the visitor is, no pagination. */
const SHORT_TITLES: Record<StepNumber, string> = { 1: 'Route', 2: 'Vehicles', 3: 'Contact' };

export function NumberedSteps({ current }: { current: StepNumber }) {
  const steps = Array.from({ length: STEP_COUNT }, (_, i) => (i + 1) as StepNumber);
  return (
    <Numbered aria-label="Quote steps">
      {steps.map((step) => (
        <li key={step} aria-current={step === current ? 'step' : undefined} data-done={step < current}>
          {SHORT_TITLES[step]}
        </li>
      ))}
    </Numbered>
  );
}
