import { CircleCheck } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import { colorVar, radii, space, typeScale } from '../../styles/theme';

const Panel = styled.section`
  margin: ${space(8)} 0;
  padding: ${space(6)};
  border: 1px solid ${colorVar('border')};
  border-left: 4px solid ${colorVar('success')};
  border-radius: ${radii.md};
  background: ${colorVar('surface')};
  h3 {
    margin: 0 0 ${space(2)};
    font-size: ${typeScale.lg};
  }
  > p {
    margin: 0 0 ${space(4)};
    color: ${colorVar('muted')};
  }
  ul {
    display: grid;
    gap: ${space(2.5)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space(3)};
    align-items: start;
  }
  svg {
    margin-top: 0.2em;
    color: ${colorVar('success')};
  }
`;

interface ChecklistBlockProps {
  title: string;
  text: string | null;
  items: string[];
}

/** SPEC §3's Checklist: a title, an optional text (ContentChecklist) and the list, ticked. */
export function ChecklistBlock({ title, text, items }: ChecklistBlockProps) {
  return (
    <Panel data-block="checklist">
      <h3>{title}</h3>
      {text ? <p>{text}</p> : null}
      <ul>
        {items.map((entry, position) => (
          <li key={`${position}-${entry}`}>
            <CircleCheck size={20} strokeWidth={1.75} aria-hidden="true" focusable="false" />
            <span>{entry}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
