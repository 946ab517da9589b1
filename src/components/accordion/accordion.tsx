import { ChevronDown } from 'lucide-react';
import React, { useId, useState } from 'react';
import styled from 'styled-components';
import { accordionButton } from '../../styles/patterns';
import { colorVar, space, typeScale } from '../../styles/theme';

const List = styled.div`
  border-top: 1px solid ${colorVar('border')};
`;

const Item = styled.div`
  border-bottom: 1px solid ${colorVar('border')};
  h3 {
    margin: 0;
    font-size: ${typeScale.md};
  }
`;

const Trigger = styled.button`
  ${accordionButton}
  display: flex;
  min-height: 56px;
  align-items: center;
  justify-content: space-between;
  padding: ${space(4)} 0;
  text-align: start;
  svg {
    flex: none;
  }
  &:focus-visible {
    outline: 2px solid ${colorVar('focus')};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  padding: 0 0 ${space(5)};
  color: ${colorVar('text')};
`;

export interface AccordionItem {
  title: string;
  content: React.ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Open at first; null starts with all closed. */
  initial?: number | null;
  /** False keeps one always open (choosing a group); true lets the open one close (the FAQ rule). */
  collapsible?: boolean;
  /** Called with the open item's index (or null) whenever it changes. */
  onChange?: (open: number | null) => void;
  headingLevel?: 3 | 4;
  className?: string;
}

/**
 * An accordion with one item open at a time (SPEC §4): opening one closes the others, and,
 * when collapsible, clicking the open one closes it.
 */
export function Accordion({
  items,
  initial = null,
  collapsible = true,
  onChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [open, setOpen] = useState<number | null>(initial);
  const base = useId();
  const Heading = `h${headingLevel}` as 'h3';
  const toggle = (index: number) => {
    const next = open === index ? (collapsible ? null : index) : index;
    setOpen(next);
    if (next !== open) onChange?.(next);
  };
  return (
    <List className={className}>
      {items.map((item, index) => (
        <Item key={item.title}>
          <Heading>
            <Trigger
              type="button"
              id={`${base}-trigger-${index}`}
              aria-expanded={open === index}
              aria-controls={`${base}-panel-${index}`}
              onClick={() => toggle(index)}
            >
              {item.title}
              <ChevronDown aria-hidden="true" size={20} />
            </Trigger>
          </Heading>
          <Panel
            id={`${base}-panel-${index}`}
            role="region"
            aria-labelledby={`${base}-trigger-${index}`}
            hidden={open !== index}
          >
            {item.content}
          </Panel>
        </Item>
      ))}
    </List>
  );
}
