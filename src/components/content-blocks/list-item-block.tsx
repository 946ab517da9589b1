import { ArrowRight, Link2, UserRound, type LucideIcon } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import { colorVar, radii, space, typeScale, weights } from '../../styles/theme';
import type { ContentBlock } from '../../types/content';

type ListItem = Extract<ContentBlock, { kind: 'list-item' }>;

/** SPEC §3: a list item's icon is Arrow, Person or Link. */
export const LIST_ITEM_ICONS: Record<ListItem['icon'], LucideIcon> = {
  Arrow: ArrowRight,
  Person: UserRound,
  Link: Link2,
};

const List = styled.ul`
  display: grid;
  gap: ${space(3)};
  margin: ${space(6)} 0;
  padding: 0;
  font-size: ${typeScale.base};
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(4)};
  align-items: start;
  padding: ${space(4)};
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.md};
  background: ${colorVar('surface')};
  strong {
    display: block;
    color: ${colorVar('heading')};
    font-weight: ${weights.semibold};
  }
  p {
    margin: ${space(1)} 0 0;
    color: ${colorVar('muted')};
  }
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${radii.pill};
  background: color-mix(in srgb, ${colorVar('accent')} 22%, transparent);
  color: ${colorVar('heading')};
`;

/** Consecutive List item blocks, as one list. */
export function ListItemBlocks({ items }: { items: ListItem[] }) {
  return (
    <List data-block="list-item">
      {items.map((entry) => {
        const Glyph = LIST_ITEM_ICONS[entry.icon];
        return (
          <Entry key={entry.id} data-icon={entry.icon}>
            <Badge>
              <Glyph size={20} strokeWidth={1.75} aria-hidden="true" focusable="false" />
            </Badge>
            <div>
              <strong>{entry.item}</strong>
              {entry.content ? <p>{entry.content}</p> : null}
            </div>
          </Entry>
        );
      })}
    </List>
  );
}
