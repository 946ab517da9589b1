import { flushSync } from 'react-dom';
import { EARLY_ACTIONS_GLOBAL, ISLAND_ATTRIBUTE, PAGE_HYDRATING } from './island-attribute';
import type { NotedAction } from './page-boot/page-boot';

/**
 * What the visitor did before the code that answers it ran, done again in order once it runs: in an
 * island (a button pressed, then typing), noted by the page's boot before the page's code ran
 * (`page-boot/page-boot.ts`) or held by the island itself while its code loaded (island.tsx); and
 * elsewhere on the page (a press of the header's menu button), noted by the boot until the page
 * starts hydrating and pressed again once it has.
 */

export type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type HeldAction = { kind: 'press'; target: HTMLElement } | { kind: 'type'; target: TypedField; value: string };

/** The boot's list of what the visitor did before the page's code ran. */
const notedActions = (): NotedAction[] | null => {
  const noted = (window as unknown as Record<string, unknown>)[EARLY_ACTIONS_GLOBAL];
  return Array.isArray(noted) ? (noted as NotedAction[]) : null;
};

/** The field now in the island that a held action was made on (re-rendering may have replaced it). */
const currentField = (island: HTMLElement, field: TypedField): TypedField | null => {
  if (field.isConnected) return field;
  if (field.id) return island.querySelector<TypedField>(`#${CSS.escape(field.id)}`);
  return field.name ? island.querySelector<TypedField>(`[name="${CSS.escape(field.name)}"]`) : null;
};

/** What the page's boot noted the visitor doing in this island before the page's code ran. */
export function takeEarlyActions(island: HTMLElement): HeldAction[] {
  const noted = notedActions();
  if (!noted) return [];
  const taken: HeldAction[] = [];
  for (let index = 0; index < noted.length;) {
    const action = noted[index] as NotedAction;
    if (!island.contains(action[1])) {
      index += 1;
      continue;
    }
    noted.splice(index, 1);
    taken.push(
      action[0] === 'press'
        ? { kind: 'press', target: action[1] }
        : { kind: 'type', target: action[1] as TypedField, value: action[2] },
    );
  }
  return taken;
}

/** Sets a field's value as typing does, past React's own tracking of it (so React sees a change). */
export const setValue = (field: TypedField, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);

/** Types a value into a field as a visitor would: the value, then the event React listens for. */
const type = (field: TypedField, value: string) => {
  setValue(field, value);
  flushSync(() => {
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
};

/**
 * Does again, in order, what the visitor did while the island's code loaded. A value is set the
 * way typing sets it (the element's own setter, then an input or change event), so React sees it.
 * Text the island already took as it mounted (typed while it hydrated) is typed again after the
 * press before it, so it counts as typed after that press.
 */
export function replay(island: HTMLElement, actions: HeldAction[]) {
  for (const action of actions) {
    if (action.kind === 'press') {
      const button = action.target as HTMLButtonElement;
      if (button.isConnected && !button.disabled) flushSync(() => button.click());
      continue;
    }
    const field = currentField(island, action.target);
    if (!field) continue;
    if (field.value === action.value) {
      if (field instanceof HTMLSelectElement || !action.value) continue;
      type(field, '');
    }
    type(field, action.value);
  }
}

let pagePresses: HTMLButtonElement[] = [];

/**
 * The page's code starts hydrating it (gatsby-browser.tsx): the presses the boot noted outside
 * islands are taken, to be pressed again once the page has hydrated, and the boot notes no more.
 */
export function holdPagePresses(): void {
  (window as unknown as Record<string, unknown>)[PAGE_HYDRATING] = true;
  const noted = notedActions();
  if (!noted) return;
  for (let index = 0; index < noted.length;) {
    const action = noted[index]!;
    if (action[0] === 'press' && !action[1].closest(`[${ISLAND_ATTRIBUTE}]`)) {
      pagePresses.push(action[1]);
      noted.splice(index, 1);
    } else index += 1;
  }
}

/**
 * The page has hydrated its root: each held press outside islands is pressed again, in order, in
 * a task of its own. The page's parts hydrate in steps after the root (site-layout's
 * HydrationSteps); React hydrates the step a press lands in at once, which it cannot do inside
 * the root's effects, where Gatsby calls this (a press there would be dropped).
 */
export function replayPagePresses(): void {
  const presses = pagePresses;
  pagePresses = [];
  if (!presses.length) return;
  setTimeout(() => {
    for (const button of presses) if (button.isConnected && !button.disabled) flushSync(() => button.click());
  });
}
