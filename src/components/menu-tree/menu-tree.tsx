import React, { useId, useState } from 'react';
import type { MenuItem } from '../../types/content';
import { Icon, isIconName } from '../icon';
import { MenuLink } from '../site-link';
import { Expand, List, Row } from './menu-tree.styles';

interface MenuTreeProps {
  items: MenuItem[];
  /** The current page, marked with aria-current. */
  path: string;
  level?: number;
}

function Branch({ item, path, level }: { item: MenuItem; path: string; level: number }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const hasChildren = item.children.length > 0;
  return (
    <li>
      <Row $level={level}>
        <MenuLink href={item.href} path={path}>
          {level === 1 && isIconName(item.icon) ? <Icon name={item.icon} /> : null}
          {item.name}
        </MenuLink>
        {hasChildren ? (
          <Expand
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`More in ${item.name}`}
            onClick={() => setOpen((was) => !was)}
          >
            <Icon name="chevron-down" />
          </Expand>
        ) : null}
      </Row>
      {hasChildren ? (
        <div id={listId} hidden={!open}>
          <MenuTree items={item.children} path={path} level={level + 1} />
        </div>
      ) : null}
    </li>
  );
}

/** The menu as nested disclosures: each entry is a link, and a chevron shows the entries under it. */
export function MenuTree({ items, path, level = 1 }: MenuTreeProps) {
  return (
    <List $level={level}>
      {items.map((item) => (
        <Branch key={`${item.name}-${item.href}`} item={item} path={path} level={level} />
      ))}
    </List>
  );
}
