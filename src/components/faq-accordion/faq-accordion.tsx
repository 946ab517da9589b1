import { ChevronDown } from 'lucide-react';
import React, { useId, useState } from 'react';
import styled from 'styled-components';
import { accordionButton } from '../../styles/patterns';
import { colorVar, radii, space, typeScale } from '../../styles/theme';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

const List = styled.div`
  margin: ${space(6)} 0;
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.lg};
  background: ${colorVar('surface')};
  font-size: ${typeScale.base};
  overflow: hidden;
`;

const Item = styled.div`
  & + & {
    border-top: 1px solid ${colorVar('border')};
  }
  h3 {
    margin: 0;
    font-family: inherit;
    font-size: ${typeScale.base};
    letter-spacing: 0;
  }
`;

const Question = styled.button`
  ${accordionButton}
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  min-height: 3.5rem;
  padding: ${space(4)} ${space(5)};
  text-align: left;
  &:hover {
    background: ${colorVar('surfaceSunken')};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  svg {
    color: ${colorVar('muted')};
  }
`;

/** Closed answers are hidden only where JavaScript runs (the pre-paint script sets a theme
 *  class on <html>); without it every answer stays readable. */
const Answer = styled.div`
  padding: 0 ${space(5)} ${space(5)};
  color: ${colorVar('text')};
  p {
    margin: 0;
  }
  :root.light &[data-open='false'],
  :root.dark &[data-open='false'] {
    display: none;
  }
`;

interface FaqAccordionProps {
  entries: FaqEntry[];
  /** The heading level of the questions, under the section they sit in. */
  headingLevel?: 2 | 3 | 4;
}

/** SPEC §2 and §4's FAQ accordion: one question open at a time; clicking the open one closes it. */
export function FaqAccordion({ entries, headingLevel = 3 }: FaqAccordionProps) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <List data-block="qa">
      {entries.map((entry, position) => {
        const expanded = open === entry.id;
        const buttonId = `${baseId}-q${position}`;
        const panelId = `${baseId}-a${position}`;
        return (
          <Item key={entry.id}>
            <Heading>
              <Question
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : entry.id)}
              >
                <span>{entry.question}</span>
                <ChevronDown size={20} strokeWidth={1.75} aria-hidden="true" focusable="false" />
              </Question>
            </Heading>
            <Answer id={panelId} role="region" aria-labelledby={buttonId} data-open={expanded}>
              <p>{entry.answer}</p>
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}
