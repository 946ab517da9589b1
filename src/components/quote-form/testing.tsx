import { act, fireEvent, render, screen, within } from '@testing-library/react';
import React from 'react';
import { cityPortLookup } from '../../lookups/city-port-lookup';
import { cityZipLookup } from '../../lookups/city-zip-lookup';
import { makeLookup } from '../../lookups/make-lookup';
import { modelLookup } from '../../lookups/model-lookup';
import type { QuoteOutcome } from '../../quote/quote-outcome';
import { QuoteForm } from './quote-form';
import type { QuoteFormProps, QuoteLookups } from './types';

/** The real lookup modules (the datasets the `/api` Functions answer from), as a host passes them in. */
export const datasetLookups: QuoteLookups = {
  location: async (input, { international }) => (international ? cityPortLookup(input) : cityZipLookup(input)),
  make: async (input, category) => makeLookup(input, undefined, category),
  model: async (input, makeId, year) => modelLookup(input, makeId, year),
};

export const acceptedOutcome: QuoteOutcome = {
  kind: 'accepted',
  status: 201,
  requestId: 'VLM-TEST',
  leadNumber: '7K3-M9Q',
  url: null,
};

export function renderQuoteForm(props: Partial<QuoteFormProps> = {}) {
  const onSubmit = props.onSubmit ?? jest.fn(async () => acceptedOutcome);
  const view = render(<QuoteForm id="quote" lookups={datasetLookups} {...props} onSubmit={onSubmit} />);
  return { ...view, onSubmit };
}

/** Lets the 500 ms typing pause pass (the tests run on Jest's fake timers). */
export const pause = (ms = 500) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

export const field = (name: string | RegExp) => screen.getByRole('combobox', { name });

export async function typeInto(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await pause();
}

export async function choose(name: string | RegExp, text: string, option: string | RegExp) {
  const input = field(name);
  await typeInto(input, text);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

export async function chooseToday() {
  fireEvent.click(screen.getByRole('button', { name: /Ship date/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Date' });
  const today = await within(dialog).findByText((_, element) =>
    Boolean(element?.classList.contains('react-datepicker__day--today')),
  );
  fireEvent.click(today);
}

/** Formik submits asynchronously: let it settle. */
export const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

export const next = () => click(screen.getByRole('button', { name: /^Next step/ }));
export const submit = () => click(screen.getByRole('button', { name: 'Submit' }));

/** Step 1 done: Beverly Hills to New York, today, open transport. */
export async function fillDomesticRoute() {
  await choose('Pickup location', '90210', /Beverly Hills, CA 90210/);
  await choose('Delivery location', '10001', /New York, NY 10001/);
  await chooseToday();
  fireEvent.click(screen.getByRole('radio', { name: 'Open' }));
}

export async function fillVehicle(year: string, make: [string, RegExp], model: [string, RegExp]) {
  const yearInput = field('Year');
  fireEvent.focus(yearInput);
  fireEvent.change(yearInput, { target: { value: year } });
  fireEvent.blur(yearInput);
  await choose('Make', make[0], make[1]);
  await choose('Model', model[0], model[1]);
}

export function fillContact(name = 'Maria Lopez', email = 'maria@example.com', phone = '(310) 555-0199') {
  fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: phone } });
}

export const errorOf = (input: HTMLElement) => {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.id.endsWith('-error'))
    .map((element) => element?.textContent ?? '')
    .join('');
};
