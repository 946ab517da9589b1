import React, { useEffect, useRef, useState } from 'react';
import DatePicker from 'react-datepicker';
import styled from 'styled-components';
import { media, space } from '../../styles/theme';
import { fromIsoDate, startOfToday, toIsoDate } from './ship-date';

/** react-datepicker's markup, styled with the site's tokens (its own stylesheet is not shipped). */
const CalendarFrame = styled.div`
  .react-datepicker {
    display: flex;
    gap: ${space(6)};
    justify-content: center;
    position: relative;
    font: inherit;
    ${media.mobile} {
      gap: 0;
    }
  }
  .react-datepicker__aria-live,
  .react-datepicker__sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  .react-datepicker__navigation {
    position: absolute;
    top: 0;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: var(--color-brand-ink);
    cursor: pointer;
    z-index: 1;
    &:hover {
      background: var(--color-selected);
    }
    &:focus-visible {
      outline: 2px solid var(--color-focus);
    }
  }
  .react-datepicker__navigation--previous {
    left: 0;
  }
  .react-datepicker__navigation--next {
    right: 0;
  }
  .react-datepicker__navigation-icon {
    font-size: 0;
    &::before {
      content: '';
      display: inline-block;
      width: 10px;
      height: 10px;
      border-top: 2px solid currentColor;
      border-right: 2px solid currentColor;
    }
  }
  .react-datepicker__navigation-icon--previous::before {
    transform: rotate(-135deg);
  }
  .react-datepicker__navigation-icon--next::before {
    transform: rotate(45deg);
  }
  .react-datepicker__month-container {
    flex: 0 1 19rem;
    min-width: 0;
  }
  .react-datepicker__header {
    text-align: center;
  }
  .react-datepicker__current-month {
    margin: 0;
    height: 44px;
    line-height: 44px;
    font-size: 1rem;
    color: var(--color-brand-ink);
  }
  .react-datepicker__day-names,
  .react-datepicker__week {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr)); /* SPEC §9: a 7-column grid */
  }
  .react-datepicker__day-name {
    padding: ${space(1)} 0;
    color: var(--color-muted);
    font-size: 0.8rem;
    font-weight: 600;
  }
  .react-datepicker__day {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 44px;
    margin: 1px;
    border-radius: 50%;
    cursor: pointer;
    color: var(--color-text);
    &:hover {
      background: var(--color-selected);
    }
    &:focus-visible {
      outline: 2px solid var(--color-focus);
      outline-offset: -2px;
    }
  }
  .react-datepicker__day--today {
    font-weight: 700;
    box-shadow: inset 0 0 0 1px var(--color-field-border);
  }
  .react-datepicker__day--selected,
  .react-datepicker__day--keyboard-selected {
    background: var(--color-brand);
    color: var(--color-on-brand);
    &:hover {
      background: var(--color-brand);
    }
  }
  .react-datepicker__day--disabled {
    color: var(--color-muted);
    opacity: 0.45;
    cursor: not-allowed;
    text-decoration: line-through;
    &:hover {
      background: transparent;
    }
  }
  .react-datepicker__day--outside-month {
    visibility: hidden;
  }
`;

export interface ShipDateCalendarProps {
  value: string;
  onChoose: (isoDate: string) => void;
  labelledBy: string;
}

/** Loaded only when the calendar opens: the date picker stays out of the first page load. */
export default function ShipDateCalendar({ value, onChoose, labelledBy }: ShipDateCalendarProps) {
  const frame = useRef<HTMLDivElement>(null);
  // Rendered only in the browser, once the calendar opens: the screen's width is known at once.
  const [wide] = useState(() => Boolean(window.matchMedia?.('(min-width: 769px)')?.matches));
  const today = startOfToday();
  const selected = fromIsoDate(value);

  useEffect(() => {
    // Keyboard users land on the chosen day (or today) and move with the arrow keys.
    const day = frame.current?.querySelector<HTMLElement>('.react-datepicker__day[tabindex="0"]');
    day?.focus();
  }, []);

  return (
    <CalendarFrame ref={frame}>
      <DatePicker
        inline
        selected={selected}
        minDate={today}
        maxDate={new Date(today.getFullYear() + 1, today.getMonth(), today.getDate())}
        monthsShown={wide ? 2 : 1}
        onChange={(date: Date | null) => {
          if (date) onChoose(toIsoDate(date));
        }}
        ariaLabelledBy={labelledBy}
      />
    </CalendarFrame>
  );
}
