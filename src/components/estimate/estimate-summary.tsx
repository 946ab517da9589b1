import React, { type ReactNode, type Ref } from 'react';
import type { EstimateResult } from '../../pricing/estimate';
import { Alert } from '../alert';
import { dayRange, milesText, money, NOT_A_PRICE_TEXT } from './estimate-format';
import {
  Badge,
  Caveat,
  Details,
  Facts,
  Heading,
  Option,
  OptionLabel,
  Options,
  Price,
  Summary,
  Transit,
} from './estimate-summary.styles';

export interface EstimateSummaryProps {
  estimate: EstimateResult;
  /** Prefixes the element ids. */
  id: string;
  title?: string;
  /** The heading's level where the summary sits: a section of the result (h3) or of a page (h2). */
  headingLevel?: 2 | 3;
  /** Under the heading: what the estimate is for. */
  intro?: ReactNode;
  /** After the prices and before the details: what to do next. */
  actions?: ReactNode;
  /** Given, the heading can take focus (the quote form moves focus to it after a submit). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The instant estimate on one screen: estimated miles, transit and pickup days, each way of
 * shipping side by side as a range (the one asked for marked), what the range depends on and what
 * it leaves out. It never shows a single price.
 */
export function EstimateSummary({
  estimate,
  id,
  title = 'Your instant estimate',
  headingLevel = 3,
  intro,
  actions,
  headingRef,
}: EstimateSummaryProps) {
  const as = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${id}-estimate-heading`;
  const heading = (
    <Heading as={as} id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
      {title}
    </Heading>
  );
  if (estimate.kind === 'by-hand') {
    return (
      <Summary aria-labelledby={headingId} data-testid="estimate">
        {heading}
        {intro}
        <Alert variant="info" title="Your agent prices this one">
          <p>{estimate.reason}</p>
        </Alert>
        {actions}
      </Summary>
    );
  }
  const selected = estimate.options.find((option) => option.id === estimate.selected) ?? estimate.options[0];
  return (
    <Summary aria-labelledby={headingId} data-testid="estimate">
      {heading}
      {intro}
      <Facts>
        <div>
          <dt>Distance</dt>
          <dd>{milesText(estimate.miles)}</dd>
        </div>
        <div>
          <dt>Transit</dt>
          <dd>{dayRange(selected.transitDays)} after pickup</dd>
        </div>
        <div>
          <dt>Pickup</dt>
          <dd>Within {dayRange(estimate.pickupWindow.businessDays, 'business days')}</dd>
        </div>
      </Facts>
      <Options aria-label="Estimated price by way of shipping">
        {estimate.options.map((option) => (
          <Option key={option.id} $selected={option.id === selected.id} data-option={option.id}>
            <OptionLabel>{option.label}</OptionLabel>
            <Price>
              <span>{money(option.price[0])}</span> – <span>{money(option.price[1])}</span>
            </Price>
            <Transit>{dayRange(option.transitDays)} in transit</Transit>
            {option.id === selected.id ? <Badge>Your choice</Badge> : null}
          </Option>
        ))}
      </Options>
      <Caveat>
        {NOT_A_PRICE_TEXT}
        {estimate.vehicleCount > 1 ? ` The ranges cover all ${estimate.vehicleCount} vehicles.` : ''}
      </Caveat>
      {actions}
      <Details>
        <summary>What the range depends on</summary>
        <ul>
          {estimate.factors.map((factor) => (
            <li key={factor.label}>
              <strong>{factor.label}.</strong> {factor.effect}
            </li>
          ))}
        </ul>
        {estimate.notIncluded.length ? (
          <>
            <h4>Not included</h4>
            <ul>
              {estimate.notIncluded.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Details>
    </Summary>
  );
}
