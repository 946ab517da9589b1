import { act, fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { TextEncoder } from 'node:util';
import { QuoteForm } from './quote-form';
import { acceptedOutcome, datasetLookups, pause } from './testing';
import type { QuoteFormProps } from './types';

// React's server renderer (the browser build, under jsdom) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an import is hoisted above the TextEncoder it needs
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

/**
 * The form's island wakes when the visitor reaches for it, so what they typed or picked in the
 * server's HTML before its code ran must become the form's: the route step takes it when it mounts.
 */
describe('what the visitor gave the server-rendered form before its code ran', () => {
  let root: Root | undefined;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  async function hydrateAfter(prepare: (container: HTMLElement) => void, props: Partial<QuoteFormProps> = {}) {
    const formProps: QuoteFormProps = {
      id: 'quote',
      lookups: datasetLookups,
      onSubmit: jest.fn(async () => acceptedOutcome),
      ...props,
    };
    const container = document.createElement('div');
    // The server's rendering (React warns there that Formik uses a layout effect: expected on a server).
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(<QuoteForm {...formProps} />);
    quiet.mockRestore();
    document.body.appendChild(container);
    prepare(container);
    await act(async () => {
      root = hydrateRoot(container, <QuoteForm {...formProps} />);
    });
    return container;
  }

  it('keeps the typed origin, offers its suggestions, and counts the picked transport type', async () => {
    const container = await hydrateAfter((page) => {
      const origin = page.querySelector<HTMLInputElement>('input[name="origin_postal_code"]');
      origin!.focus();
      origin!.value = 'Miami';
      page.querySelector<HTMLInputElement>('input[name="quote-transport_type"][value="Enclosed"]')!.click();
    });
    const origin = container.querySelector<HTMLInputElement>('input[name="origin_postal_code"]')!;
    expect(origin.value).toBe('Miami');
    expect(document.activeElement).toBe(origin);
    await pause();
    const options = await screen.findAllByRole('option', { name: /Miami/ });
    expect(options.length).toBeGreaterThan(0);
    fireEvent.click(options[0]);
    expect(origin.value).toMatch(/^Miami/);
    expect(screen.getByRole('radio', { name: 'Enclosed' })).toBeChecked();

    // Next finds the origin chosen and the transport type given; only the destination and date are asked for.
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await act(async () => undefined);
    expect(
      screen.queryByText(/Please enter the pickup location|origin/i, { selector: '[id$="origin-error"]' }),
    ).toBeNull();
    expect(container.querySelector('[id="quote-transport_type-error"]')?.textContent).toBe('');
    expect(container.querySelector('[id="quote-destination-error"]')?.textContent).not.toBe('');
  });

  it('offers suggestions to a field that has focus React did not see arrive (given while the island loaded)', async () => {
    const container = await hydrateAfter(() => undefined);
    const origin = container.querySelector<HTMLInputElement>('input[name="origin_postal_code"]')!;
    const unseen = (event: Event) => event.stopPropagation();
    window.addEventListener('focusin', unseen, true);
    window.addEventListener('focus', unseen, true);
    origin.focus();
    window.removeEventListener('focusin', unseen, true);
    window.removeEventListener('focus', unseen, true);
    expect(document.activeElement).toBe(origin);
    fireEvent.change(origin, { target: { value: 'Miami' } });
    await pause();
    expect((await screen.findAllByRole('option', { name: /Miami/ })).length).toBeGreaterThan(0);
  });
});
