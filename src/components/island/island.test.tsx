import { act, fireEvent, render, screen } from '@testing-library/react';
import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { TextEncoder } from 'node:util';
import { ClientIsland, ServerIsland, VISIBLE_MARGIN, type IslandWake } from './island';
import { EARLY_ACTIONS_GLOBAL } from './island-attribute';
import { builtPageBoot } from './page-boot';

// React's server renderer (the browser build, under jsdom) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an import is hoisted above the TextEncoder it needs
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

type FormProps = { label: string; onSend: (text: string) => void };

/** A small form that, like the quote form, takes what was typed before its code ran. */
function EarlyForm({ label, onSend }: FormProps) {
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (field.current && field.current.value !== text) setText(field.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: takes what was typed before the code ran
  }, []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(text);
      }}
    >
      <label>
        {label}
        <input ref={field} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

/** Like the quote form's Domestic/International switch: pressing it clears what was typed. */
function ModeForm({ label }: { label: string; onSend: (text: string) => void }) {
  const [mode, setMode] = useState('domestic');
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (field.current && field.current.value !== text) setText(field.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: takes what was typed before the code ran
  }, []);
  return (
    <form>
      <button
        type="button"
        onClick={() => {
          setMode('international');
          setText('');
        }}
      >
        International
      </button>
      <output>{mode}</output>
      <label>
        {label}
        <input id="place" ref={field} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
    </form>
  );
}

/** A switch that keeps what was typed but changes what it means (the quote form's ports vs ZIPs). */
function MeaningForm({ label }: { label: string; onSend: (text: string) => void }) {
  const [mode, setMode] = useState('domestic');
  const [text, setText] = useState('');
  const [meant, setMeant] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const typed = (value: string) => {
    setText(value);
    setMeant(`${mode}: ${value}`);
  };
  useEffect(() => {
    if (field.current && field.current.value !== text) typed(field.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: takes what was typed before the code ran
  }, []);
  return (
    <form>
      <button type="button" onClick={() => setMode('international')}>
        International
      </button>
      <output>{meant}</output>
      <label>
        {label}
        <input id="place" ref={field} value={text} onChange={(event) => typed(event.target.value)} />
      </label>
    </form>
  );
}

/** The quote form's race: the visitor types as the island hydrates, before its held press is replayed. */
function TypedWhileHydrating(props: { label: string; onSend: (text: string) => void }) {
  useLayoutEffect(() => {
    const field = document.getElementById('place') as HTMLInputElement;
    field.value = 'port of newa';
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, []);
  return <MeaningForm {...props} />;
}

/** The same race a moment later: typed once the island runs, before its held press is replayed. */
function TypedJustAfterHydrating(props: { label: string; onSend: (text: string) => void }) {
  useEffect(() => {
    setTimeout(() => {
      const field = document.getElementById('place') as HTMLInputElement;
      fireEvent.change(field, { target: { value: 'port of newa' } });
    }, 0);
  }, []);
  return <MeaningForm {...props} />;
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** The page as the server sent it, hydrated with the island's browser rendering. */
async function hydratedPage(
  props: FormProps,
  load: () => Promise<React.ComponentType<FormProps>>,
  wake: IslandWake = 'reach',
  server: React.ComponentType<FormProps> = EarlyForm,
) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ServerIsland name="early" component={server} props={props} />);
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <ClientIsland name="early" load={load} props={props} wake={wake} />);
  });
  return { container, unmount: () => act(() => root?.unmount()) };
}

/** The quote form's case: International pressed while the island's code loads, which `arrive` then brings. */
async function pressedWhileLoading(server: React.ComponentType<FormProps>) {
  let deliver: (component: React.ComponentType<FormProps>) => void = () => undefined;
  const load = jest.fn(() => new Promise<React.ComponentType<FormProps>>((resolve) => (deliver = resolve)));
  const page = await hydratedPage({ label: 'Pickup', onSend: jest.fn() }, load, 'reach', server);
  const button = screen.getByRole('button', { name: 'International' });
  fireEvent.pointerDown(button);
  fireEvent.click(button);
  const arrive = (component: React.ComponentType<FormProps>) => act(async () => deliver(component));
  return { ...page, arrive };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('an island hydrated from the server HTML', () => {
  it('keeps the server HTML and sends no code until the visitor reaches for it', async () => {
    const load = jest.fn(async () => EarlyForm);
    const { container, unmount } = await hydratedPage({ label: 'Where from', onSend: jest.fn() }, load);
    expect(container.querySelector('[data-island="early"] input')).not.toBeNull();
    expect(screen.getByLabelText('Where from')).toBeInTheDocument();
    await flush();
    expect(load).not.toHaveBeenCalled();
    await unmount();
  });

  it('wakes on focus, keeps what was typed, and presses again the button pressed while it loaded', async () => {
    const onSend = jest.fn();
    let arrive: (component: typeof EarlyForm) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof EarlyForm>((resolve) => (arrive = resolve)));
    const { unmount } = await hydratedPage({ label: 'Where from', onSend }, load);

    const field = screen.getByLabelText('Where from') as HTMLInputElement;
    fireEvent.focusIn(field);
    field.value = 'Miami';
    const sendButton = screen.getByRole('button', { name: 'Send' });
    // The browser's own submission is held: nothing leaves the page before the form's code runs.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    sendButton.click();
    sendButton.closest('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onSend).not.toHaveBeenCalled();

    await act(async () => arrive(EarlyForm));
    await flush();
    // The same field (focus and text kept), the text now the form's, the held press sent it.
    expect(screen.getByLabelText('Where from')).toBe(field);
    expect(field.value).toBe('Miami');
    expect(onSend).toHaveBeenCalledWith('Miami');

    fireEvent.change(field, { target: { value: 'Miami, FL' } });
    fireEvent.click(sendButton);
    expect(onSend).toHaveBeenLastCalledWith('Miami, FL');
    await unmount();
  });

  it('does what the visitor did while it loaded in their order: a press, then typing after it', async () => {
    const { unmount, arrive } = await pressedWhileLoading(ModeForm);
    const field = screen.getByLabelText('Pickup') as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'port of newa' } });
    await arrive(ModeForm);
    await flush();
    // Pressed first (which clears the field), then typed: the text stays, in the new mode.
    expect(screen.getByText('international')).toBeInTheDocument();
    expect((screen.getByLabelText('Pickup') as HTMLInputElement).value).toBe('port of newa');
    fireEvent.change(screen.getByLabelText('Pickup'), { target: { value: 'port of newark' } });
    expect((screen.getByLabelText('Pickup') as HTMLInputElement).value).toBe('port of newark');
    await unmount();
  });

  it('takes typing after a held press only after the press, though the press keeps the text', async () => {
    const { unmount, arrive } = await pressedWhileLoading(MeaningForm);
    const field = screen.getByLabelText('Pickup') as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'port of newa' } });
    await arrive(MeaningForm);
    await flush();
    // The text was typed in the international mode, as the visitor typed it.
    expect(screen.getByRole('status')).toHaveTextContent('international: port of newa');
    expect(screen.getByLabelText('Pickup')).toBe(field);
    expect(field.value).toBe('port of newa');
    await unmount();
  });

  it('takes typing after a held press after the press, even when it came while the island hydrated', async () => {
    const { unmount, arrive } = await pressedWhileLoading(MeaningForm);
    await arrive(TypedWhileHydrating);
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent('international: port of newa');
    expect((screen.getByLabelText('Pickup') as HTMLInputElement).value).toBe('port of newa');
    await unmount();
  });

  it('takes typing after a held press after the press, when it came just after the island hydrated', async () => {
    const { unmount, arrive } = await pressedWhileLoading(MeaningForm);
    await arrive(TypedJustAfterHydrating);
    await flush();
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent('international: port of newa');
    await unmount();
  });

  it("does again what the page's first script noted before the page's code ran: a press, then typing", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerIsland name="early" component={MeaningForm} props={{ label: 'Pickup', onSend: jest.fn() }} />,
    );
    document.body.appendChild(container);
    new Function(builtPageBoot())();
    // The page as painted, before its code: a tap on International, then a place typed.
    const button = screen.getByRole('button', { name: 'International' });
    button.click();
    const field = screen.getByLabelText('Pickup') as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'port of newa' } });
    const load = jest.fn(async () => MeaningForm);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <ClientIsland name="early" load={load} props={{ label: 'Pickup', onSend: jest.fn() }} />,
      );
    });
    await flush();
    await flush();
    // Woken at once by the noted press, which is pressed again; the text counts after it.
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('international: port of newa');
    // From then on the island's own code holds what is done there: nothing more is noted.
    button.click();
    expect((window as unknown as Record<string, unknown[]>)[EARLY_ACTIONS_GLOBAL]).toEqual([]);
    await act(async () => root?.unmount());
  });

  it('tries again at the next reach when its code could not be fetched', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(EarlyForm);
    const onSend = jest.fn();
    const { unmount } = await hydratedPage({ label: 'Where to', onSend }, load);
    const field = screen.getByLabelText('Where to');
    fireEvent.pointerDown(field);
    await flush();
    fireEvent.keyDown(field, { key: 'a' });
    await flush();
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    fireEvent.change(field, { target: { value: 'Denver' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Denver');
    await unmount();
  });
});

describe('an island that never wakes (content with nothing to run)', () => {
  it('stays the server HTML whatever the visitor does, and its code is never fetched', async () => {
    const load = jest.fn(async () => EarlyForm);
    const { container, unmount } = await hydratedPage({ label: 'Where from', onSend: jest.fn() }, load, 'never');
    const field = screen.getByLabelText('Where from');
    fireEvent.pointerDown(field);
    fireEvent.focusIn(field);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('[data-island="early"] input')).toBe(field);
    await unmount();
  });
});

/** A stand-in for the browser's IntersectionObserver: the test says when content comes near the screen. */
class NearScreen {
  static made: NearScreen[] = [];
  watched: Element[] = [];
  disconnected = false;
  constructor(
    private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    NearScreen.made.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  comes(isIntersecting: boolean) {
    act(() => this.report(this.watched.map((target) => ({ target, isIntersecting }))));
  }
}

describe('an island that wakes near the screen (below-the-fold content with controls)', () => {
  const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  beforeEach(() => {
    NearScreen.made = [];
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = NearScreen;
  });
  afterEach(() => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('sends no code while its content is off screen, then hydrates it in place once near', async () => {
    const load = jest.fn(async () => EarlyForm);
    const onSend = jest.fn();
    const { container, unmount } = await hydratedPage({ label: 'Where from', onSend }, load, 'visible');
    const [observer] = NearScreen.made;
    // The box takes no room (display: contents): its content is what is watched, with a margin.
    expect(observer.watched).toEqual([container.querySelector('[data-island="early"] form')]);
    expect(observer.options.rootMargin).toBe(VISIBLE_MARGIN);
    const field = screen.getByLabelText('Where from');
    observer.comes(false);
    await flush();
    expect(load).not.toHaveBeenCalled();

    observer.comes(true);
    await flush();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    // Hydrated in place: the same field, now the form's own.
    expect(screen.getByLabelText('Where from')).toBe(field);
    fireEvent.change(field, { target: { value: 'Tampa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Tampa');
    await unmount();
  });

  it('wakes as one that waits for a reach when the visitor reaches for it first', async () => {
    const load = jest.fn(async () => EarlyForm);
    const onSend = jest.fn();
    const { unmount } = await hydratedPage({ label: 'Where to', onSend }, load, 'visible');
    const field = screen.getByLabelText('Where to');
    fireEvent.focusIn(field);
    (field as HTMLInputElement).value = 'Boise';
    screen.getByRole('button', { name: 'Send' }).click();
    await flush();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(NearScreen.made[0].disconnected).toBe(true);
    // The press held while the code loaded is pressed again.
    expect(onSend).toHaveBeenCalledWith('Boise');
    await unmount();
  });

  it('wakes at once where the browser cannot say what is near the screen', async () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    const load = jest.fn(async () => EarlyForm);
    const { unmount } = await hydratedPage({ label: 'Where from', onSend: jest.fn() }, load, 'visible');
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    await unmount();
  });
});

describe('an island rendered in the browser (a client-side navigation)', () => {
  it('loads its code at once and renders it', async () => {
    const load = jest.fn(async () => EarlyForm);
    render(<ClientIsland name="early" load={load} props={{ label: 'Where from', onSend: jest.fn() }} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByLabelText('Where from')).toBeInTheDocument();
  });
});
