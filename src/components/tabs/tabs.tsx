import React, { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { colorVar, motion, radii, space, typeScale, weights } from '../../styles/theme';

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-bottom: ${space(8)};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: ${space(2)} ${space(4)};
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.pill};
  background: ${colorVar('surface')};
  color: ${colorVar('text')};
  font: inherit;
  font-size: ${typeScale.sm};
  font-weight: ${weights.semibold};
  cursor: pointer;
  transition:
    background ${motion.fast} ease,
    color ${motion.fast} ease;
  &:hover {
    border-color: ${colorVar('borderStrong')};
  }
  &[aria-selected='true'] {
    border-color: ${colorVar('brand')};
    background: ${colorVar('brand')};
    color: ${colorVar('onBrand')};
  }
  &:focus-visible {
    outline: 2px solid ${colorVar('focus')};
    outline-offset: 2px;
  }
`;

export interface TabItem {
  name: string;
  panel: React.ReactNode;
}

interface TabsProps {
  label: string;
  items: TabItem[];
  /** The tab chosen at first (SPEC §2: the vehicles section starts on Trailers). */
  initial?: number;
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern): one chosen at a time; arrow keys, Home and End move between
 * tabs and choose them. Every panel is in the page so crawlers and no-JavaScript visitors have
 * all of them; the others are hidden.
 */
export function Tabs({ label, items, initial = 0, className }: TabsProps) {
  const [chosen, setChosen] = useState(Math.min(Math.max(0, initial), Math.max(0, items.length - 1)));
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    const next = (index + items.length) % items.length;
    setChosen(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: chosen + 1,
      ArrowDown: chosen + 1,
      ArrowLeft: chosen - 1,
      ArrowUp: chosen - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      choose(moves[event.key]);
    }
  };
  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <Tab
            key={item.name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-selected={index === chosen}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === chosen ? 0 : -1}
            onClick={() => setChosen(index)}
          >
            {item.name}
          </Tab>
        ))}
      </TabList>
      {items.map((item, index) => (
        <div
          key={item.name}
          role="tabpanel"
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          hidden={index !== chosen}
          tabIndex={0}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
