import React, { startTransition, useLayoutEffect } from 'react';
import { TextEncoder } from 'node:util';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydrationSteps } from './hydration-steps';

// React's server renderer (the browser build, under jsdom) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an import is hoisted above the TextEncoder it needs
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

/**
 * A part of the page that notes when its commit's layout effects run, and the end of that task's
 * microtasks. Its commit takes 8 ms, as a page's part does on a phone: React's scheduler gives
 * the main thread back after 5 ms, so a commit after it runs in a task of its own.
 */
function Part({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    const until = performance.now() + 8;
    while (performance.now() < until);
    log.push(`${name} committed`);
    queueMicrotask(() => log.push(`after ${name}'s commit`));
  }, [name, log]);
  return <p id={name}>{name}</p>;
}

const page = (log: string[]) => (
  <div>
    <HydrationSteps
      steps={[
        <Part key="header" name="header" log={log} />,
        <Part key="main" name="main" log={log} />,
        <Part key="footer" name="footer" log={log} />,
      ]}
    />
  </div>
);

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the page hydrated in steps', () => {
  it('renders every step on the server, in order, with nothing but boundary markers around them', () => {
    const html = renderToString(page([]));
    expect(html.replace(/<!--\/?\$-->/g, '')).toBe(
      '<div><p id="header">header</p><p id="main">main</p><p id="footer">footer</p></div>',
    );
    expect(html.match(/<!--\$-->/g)).toHaveLength(3);
  });

  it('commits each step in a task of its own, header first, keeping the server nodes and without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page([]));
    document.body.append(container);
    const serverMain = container.querySelector('#main');
    const log: string[] = [];
    const recoverable: unknown[] = [];
    startTransition(() => {
      hydrateRoot(container, page(log), { onRecoverableError: (error) => recoverable.push(error) });
    });
    await settle();
    expect(log).toEqual([
      'header committed',
      "after header's commit",
      'main committed',
      "after main's commit",
      'footer committed',
      "after footer's commit",
    ]);
    expect(container.querySelector('#main')).toBe(serverMain);
    expect(recoverable).toEqual([]);
    container.remove();
  });

  it('renders all steps in one go when there is no server HTML (a client-side navigation)', async () => {
    const container = document.createElement('div');
    const log: string[] = [];
    createRoot(container).render(page(log));
    await settle();
    expect(log.slice(0, 3)).toEqual(['header committed', 'main committed', 'footer committed']);
    expect(container.textContent).toBe('headermainfooter');
  });
});
