import React, { useEffect, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { FLYOUT_DELAY_MS, useFlyout } from '../../hooks/use-flyout';
import { focusableWithin } from '../../hooks/use-focus-trap';
import { isCurrentBranch } from '../../menu/menu-items';
import type { MenuItem } from '../../types/content';
import { Wordmark } from '../brand';
import { Icon, isIconName } from '../icon';
import { MenuLink, SiteLink } from '../site-link';
import { ThemeToggle } from '../theme-toggle';
import {
  EntryButton,
  EntryLink,
  Entries,
  Groups,
  Panel,
  PanelHead,
  Rail,
  RailFoot,
  RailHome,
  Scrim,
} from './icon-rail.styles';

export { FLYOUT_DELAY_MS };

interface IconRailProps {
  /** The side menu (SPEC §2: hidden names already removed). */
  items: MenuItem[];
  path: string;
  siteName: string;
}

/** A tree with more than a handful of groups gets the wide, multi-column panel. */
const isWide = (item: MenuItem) => item.children.length > 6 || item.children.some((child) => child.children.length);

function Tree({ items, path, top = false }: { items: MenuItem[]; path: string; top?: boolean }) {
  const entries = items.map((item) => (
    <li key={`${item.name}-${item.href}`}>
      <MenuLink href={item.href} path={path} data-group={top && item.children.length > 0 ? 'true' : undefined}>
        {item.name}
      </MenuLink>
      {item.children.length > 0 ? <Tree items={item.children} path={path} /> : null}
    </li>
  ));
  return top ? <Groups>{entries}</Groups> : <ul>{entries}</ul>;
}

const move = (list: HTMLElement[], from: Element | null, step: number) => {
  if (list.length === 0) return;
  const index = list.indexOf(from as HTMLElement);
  const next = index === -1 ? (step > 0 ? 0 : list.length - 1) : (index + step + list.length) % list.length;
  list[next].focus();
};

/**
 * SPEC §2: the desktop site header, an 80 px icon rail with fly-out submenus that open after
 * 500 ms of hover, by click or tap, and by keyboard: Enter or Space toggles, ArrowRight opens and
 * goes in, ArrowUp/ArrowDown move, ArrowLeft or Escape closes and comes back to the entry.
 */
export function IconRail({ items, path, siteName }: IconRailProps) {
  const flyout = useFlyout<number>();
  const baseId = useId();
  const rail = useRef<HTMLElement>(null);
  const panelId = (index: number) => `${baseId}-flyout-${index}`;

  const entries = () => Array.from(rail.current?.querySelectorAll<HTMLElement>('[data-rail-entry]') ?? []);
  const entryAt = (index: number) => rail.current?.querySelector<HTMLElement>(`[data-rail-entry="${index}"]`);
  const linksIn = (index: number) => {
    const panel = document.getElementById(panelId(index));
    return panel ? focusableWithin(panel) : [];
  };

  const { open, close } = flyout;
  useEffect(() => {
    if (open === null) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      const item = entryAt(open)?.closest('li');
      if (item && !item.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, close]);

  const openAndEnter = (index: number) => {
    // Shown synchronously, so the very next key press already lands inside the panel.
    flushSync(() => flyout.show(index));
    linksIn(index)[0]?.focus();
  };

  const onEntryKeyDown = (event: React.KeyboardEvent, index: number, hasPanel: boolean) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(entries(), event.currentTarget, 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(entries(), event.currentTarget, -1);
        break;
      case 'Home':
        event.preventDefault();
        entries()[0]?.focus();
        break;
      case 'End':
        event.preventDefault();
        entries().at(-1)?.focus();
        break;
      case 'ArrowRight':
        if (hasPanel) {
          event.preventDefault();
          openAndEnter(index);
        }
        break;
      case 'Escape':
        flyout.close();
        break;
      default:
    }
  };

  const onPanelKeyDown = (event: React.KeyboardEvent, index: number) => {
    const links = linksIn(index);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(links, document.activeElement, 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(links, document.activeElement, -1);
        break;
      case 'Home':
        event.preventDefault();
        links[0]?.focus();
        break;
      case 'End':
        event.preventDefault();
        links.at(-1)?.focus();
        break;
      case 'ArrowLeft':
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        flyout.close();
        entryAt(index)?.focus();
        break;
      default:
    }
  };

  return (
    <Rail ref={rail} aria-label="Main">
      <RailHome>
        <Wordmark siteName={siteName} show="mark" />
      </RailHome>
      <Entries>
        {items.map((item, index) => {
          const current = isCurrentBranch(item, path);
          const label = (
            <>
              <Icon name={isIconName(item.icon) ? item.icon : 'arrow-right'} size={22} />
              <span>{item.name}</span>
            </>
          );
          if (item.children.length === 0) {
            return (
              <li key={`${item.name}-${item.href}`}>
                <EntryLink
                  as={SiteLink}
                  href={item.href}
                  data-rail-entry={index}
                  data-current={current}
                  aria-current={item.href === path ? 'page' : undefined}
                  onKeyDown={(event: React.KeyboardEvent) => onEntryKeyDown(event, index, false)}
                  onMouseEnter={flyout.close}
                >
                  {label}
                </EntryLink>
              </li>
            );
          }
          const isOpen = flyout.open === index;
          return (
            <li
              key={`${item.name}-${item.href}`}
              onMouseEnter={() => flyout.hoverStart(index)}
              onMouseLeave={flyout.hoverEnd}
              onBlur={(event) => {
                if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) flyout.close();
              }}
            >
              <EntryButton
                type="button"
                data-rail-entry={index}
                data-current={current}
                aria-expanded={isOpen}
                aria-controls={panelId(index)}
                onClick={() => flyout.toggle(index)}
                onKeyDown={(event) => onEntryKeyDown(event, index, true)}
              >
                {label}
              </EntryButton>
              <Panel
                id={panelId(index)}
                hidden={!isOpen}
                $wide={isWide(item)}
                onKeyDown={(event) => onPanelKeyDown(event, index)}
              >
                <PanelHead>
                  <h2>{item.name}</h2>
                  <MenuLink href={item.href} path={path}>
                    Overview <Icon name="arrow-right" size={16} />
                  </MenuLink>
                </PanelHead>
                <Tree items={item.children} path={path} top />
              </Panel>
            </li>
          );
        })}
      </Entries>
      <RailFoot>
        <ThemeToggle appearance="icon" />
      </RailFoot>
      {flyout.open !== null ? <Scrim aria-hidden="true" /> : null}
    </Rail>
  );
}
