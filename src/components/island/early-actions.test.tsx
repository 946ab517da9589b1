import { act, screen } from '@testing-library/react';
import React, { startTransition, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { TextEncoder } from 'node:util';
import { HydrationSteps } from '../site-layout/hydration-steps';
import { holdPagePresses, replayPagePresses } from './early-actions';
import { EARLY_ACTIONS_GLOBAL, PAGE_HYDRATING } from './island-attribute';
import { builtPageBoot } from './page-boot';

// React's server renderer (the browser build, under jsdom) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an import is hoisted above the TextEncoder it needs
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

/** The presses React handled on the menu button, in order. */
let menuPresses = 0;

/** A header's menu button: it does nothing until the page's code runs. */
function Header() {
  const [open, setOpen] = useState(false);
  return (
    <header>
      <button
        type="button"
        onClick={() => {
          menuPresses += 1;
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        Menu
      </button>
      <form>
        <button>Search</button>
      </form>
      {open ? <div role="dialog">Drawer</div> : null}
    </header>
  );
}

/**
 * The page as the site lays it out (the header a hydration step of its own, after the root) and as
 * Gatsby runs it: onInitialClientRender, which replays the presses, is called from the root's effect.
 */
function Page({ onInitialClientRender = () => {} }: { onInitialClientRender?: () => void }) {
  useEffect(onInitialClientRender, [onInitialClientRender]);
  return <HydrationSteps steps={[<Header key="header" />]} />;
}

const globals = window as unknown as Record<string, unknown>;
let root: Root | null = null;

/** The page as painted from its server HTML, with the built boot run: the page's code has not come. */
function paintedPage() {
  menuPresses = 0;
  delete globals[PAGE_HYDRATING];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.appendChild(container);
  new Function(builtPageBoot())();
  return container;
}

/** The page's code comes as gatsby-browser.tsx runs it: presses held, the page hydrated, then replayed. */
async function pageHydrates(container: HTMLElement, betweenHoldAndRender: () => void = () => {}) {
  holdPagePresses();
  betweenHoldAndRender();
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, <Page onInitialClientRender={replayPagePresses} />);
    });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('a press outside islands before the page could answer it', () => {
  it('is pressed again once the page has hydrated: the menu opens', async () => {
    const container = paintedPage();
    screen.getByRole('button', { name: 'Menu' }).click();
    expect(screen.queryByRole('dialog')).toBeNull();
    await pageHydrates(container);
    expect(screen.getByRole('dialog')).toHaveTextContent('Drawer');
  });

  it('is pressed again as often as it came, in order: two taps open and close the menu', async () => {
    const container = paintedPage();
    screen.getByRole('button', { name: 'Menu' }).click();
    screen.getByRole('button', { name: 'Menu' }).click();
    await pageHydrates(container);
    expect(menuPresses).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is left to React once the page has started hydrating (no second press)', async () => {
    const container = paintedPage();
    await pageHydrates(container, () => screen.getByRole('button', { name: 'Menu' }).click());
    expect(globals[EARLY_ACTIONS_GLOBAL]).toEqual([]);
  });

  it("is not noted on a button that works without script (a form's submit button)", async () => {
    paintedPage();
    const search = screen.getByRole('button', { name: 'Search' });
    search.closest('form')!.addEventListener('submit', (event) => event.preventDefault());
    search.click();
    expect(globals[EARLY_ACTIONS_GLOBAL]).toEqual([]);
  });
});
