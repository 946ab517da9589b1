import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Flex, IconButton, Typography } from '@strapi/design-system';
import { ArrowDown, ArrowUp } from '@strapi/icons';
import { Layouts, Page, useNotification } from '@strapi/strapi/admin';
import styled from 'styled-components';
import { childrenOf, descendantsOf, heightOf, MAX_MENU_DEPTH } from '../../site-admin/menu-tree';
import { useSiteAdminApi, type MenuAnswer, type MenuItemView } from '../api';

/**
 * The Site menu page: the menu items as the tree the site shows (six levels, each in its order),
 * each movable up and down among its siblings or under another item without reading any id. The
 * tree rules are the server's own (site-admin/menu-tree.ts): the choices offered are the moves the
 * server accepts, and the server checks again.
 */

const EDIT_VIEW = '/content-manager/collection-types/api::menu.menu';

const TOP = '__top__';

/** A native select: labelled, keyboard-usable everywhere, and simple for a test to drive. */
const MoveSelect = styled.select`
  min-width: 16rem;
  max-width: 20rem;
  height: 3.2rem;
  padding: 0 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.neutral200};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colors.neutral0};
  color: ${({ theme }) => theme.colors.neutral800};
  font-size: 1.3rem;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary600};
    outline-offset: 2px;
  }
`;

const Tree = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ul {
    list-style: none;
    margin: 0 0 0 1.2rem;
    padding: 0 0 0 1.6rem;
    border-left: 1px solid ${({ theme }) => theme.colors.neutral200};
  }
`;

const Row = styled(Flex)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.neutral150};
  &:hover {
    background: ${({ theme }) => theme.colors.neutral100};
  }
`;

const ItemLink = styled(RouterLink)`
  color: ${({ theme }) => theme.colors.neutral800};
  font-weight: 600;
  font-size: 1.4rem;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary600};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary600};
    outline-offset: 2px;
  }
`;

/** An arrow that cannot move the item further is faded, not a filled grey box that looks pressed. */
const Arrow = styled(IconButton)`
  &:disabled,
  &[aria-disabled='true'] {
    background: transparent;
    border-color: transparent;
    opacity: 0.3;
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const quoted = (item: MenuItemView) => `“${item.name}”`;

/** What an item opens, in words. */
function destination(item: MenuItemView): string {
  if (item.page) return `Opens the page ${item.page.title ? `“${item.page.title}”` : `/${item.page.slug ?? ''}`}`;
  if (item.slug) return `Opens ${item.slug}`;
  return 'Opens the home page (no page chosen)';
}

interface Targets {
  /** Where the item may go: the top level (when it is not there) and every item it may go under, in tree order. */
  options: { value: string; label: string }[];
}

/** Every item in tree order with its level, and the items not reachable from the top (a circle of parents). */
function flatten(items: MenuItemView[]): {
  ordered: { item: MenuItemView; level: number }[];
  unplaced: MenuItemView[];
} {
  const ordered: { item: MenuItemView; level: number }[] = [];
  const visit = (parentId: string | null, level: number) => {
    for (const child of childrenOf(items, parentId) as MenuItemView[]) {
      ordered.push({ item: child, level });
      visit(child.documentId, level + 1);
    }
  };
  visit(null, 1);
  const placed = new Set(ordered.map(({ item }) => item.documentId));
  return { ordered, unplaced: items.filter((item) => !placed.has(item.documentId)) };
}

function targetsFor(
  item: MenuItemView,
  items: MenuItemView[],
  ordered: { item: MenuItemView; level: number }[],
): Targets {
  const inside = descendantsOf(items, item.documentId);
  const height = heightOf(items, item.documentId);
  const options = item.parentId === null ? [] : [{ value: TOP, label: 'The top level' }];
  for (const { item: target, level } of ordered) {
    if (target.documentId === item.documentId || inside.has(target.documentId) || target.documentId === item.parentId) {
      continue;
    }
    if (level + height > MAX_MENU_DEPTH) continue;
    options.push({ value: target.documentId, label: `${'– '.repeat(level - 1)}${target.name}` });
  }
  return { options };
}

interface ItemProps {
  item: MenuItemView;
  level: number;
  index: number;
  siblings: number;
  answer: MenuAnswer;
  ordered: { item: MenuItemView; level: number }[];
  busy: boolean;
  onMove: (item: MenuItemView, parent: string | null, position: number) => void;
  children?: React.ReactNode;
}

function MenuItemRow({ item, level, index, siblings, answer, ordered, busy, onMove, children }: ItemProps) {
  const [target, setTarget] = useState('');
  const { options } = useMemo(() => targetsFor(item, answer.items, ordered), [item, answer.items, ordered]);
  const selectId = `move-under-${item.documentId}`;
  const move = () => {
    if (!target) return;
    const parent = target === TOP ? null : target;
    const position = childrenOf(answer.items, parent).length;
    setTarget('');
    onMove(item, parent, position);
  };
  return (
    <li aria-label={`${item.name}, level ${level}`}>
      <Row gap={3} paddingTop={2} paddingBottom={2} paddingLeft={2} paddingRight={2} wrap="wrap">
        {answer.canMove && (
          <Flex gap={1}>
            <Arrow
              label={`Move ${quoted(item)} up`}
              variant="ghost"
              disabled={busy || index === 0}
              onClick={() => onMove(item, item.parentId, index - 1)}
            >
              <ArrowUp />
            </Arrow>
            <Arrow
              label={`Move ${quoted(item)} down`}
              variant="ghost"
              disabled={busy || index === siblings - 1}
              onClick={() => onMove(item, item.parentId, index + 1)}
            >
              <ArrowDown />
            </Arrow>
          </Flex>
        )}
        <Flex direction="column" alignItems="flex-start" gap={1} style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <Flex gap={2} wrap="wrap">
            <ItemLink
              id={`menu-item-${item.documentId}`}
              to={`${EDIT_VIEW}/${item.documentId}`}
              title={`Edit ${quoted(item)}`}
            >
              {item.name || '(no label)'}
            </ItemLink>
            {!item.active && (
              <Badge variant="warning" title="Hidden from the site's menu, with what is under it">
                Hidden
              </Badge>
            )}
            {!item.published && <Badge variant="secondary">Not published</Badge>}
            {level > 1 && <VisuallyHidden>level {level}</VisuallyHidden>}
          </Flex>
          <Typography variant="pi" textColor="neutral600">
            {destination(item)}
            {item.icon ? ` · icon: ${item.icon}` : ''}
          </Typography>
        </Flex>
        {answer.canMove && options.length > 0 && (
          <Flex gap={2}>
            <label htmlFor={selectId}>
              <VisuallyHidden>Move {quoted(item)} under</VisuallyHidden>
            </label>
            <MoveSelect
              id={selectId}
              value={target}
              disabled={busy}
              onChange={(event) => setTarget(event.target.value)}
            >
              <option value="">Move under…</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </MoveSelect>
            {/* Shown once a place is chosen: 66 greyed-out buttons would only add noise. */}
            {target && (
              <Button variant="default" size="S" disabled={busy} onClick={move}>
                Move
                <VisuallyHidden> {quoted(item)}</VisuallyHidden>
              </Button>
            )}
          </Flex>
        )}
      </Row>
      {children}
    </li>
  );
}

export function SiteMenuPage() {
  const api = useSiteAdminApi();
  const { toggleNotification } = useNotification();
  const [answer, setAnswer] = useState<MenuAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    api.menu().then(setAnswer, (failure: Error) => setError(failure.message));
  }, [api]);

  // After a move the moved item keeps the focus, wherever it went.
  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(`menu-item-${focusAfter.current}`)?.focus();
    focusAfter.current = null;
  }, [answer]);

  const onMove = useCallback(
    async (item: MenuItemView, parent: string | null, position: number) => {
      setBusy(true);
      try {
        const result = await api.move(item.documentId, parent, position);
        setSaid(result.message);
        if (result.ok) {
          focusAfter.current = item.documentId;
          setAnswer((previous) => (previous ? { ...previous, items: result.items } : previous));
          toggleNotification({ type: 'success', message: result.message });
        } else {
          toggleNotification({ type: 'danger', message: result.message });
        }
      } catch (failure) {
        const message = `The move was not saved: ${(failure as Error).message}`;
        setSaid(message);
        toggleNotification({ type: 'danger', message });
      } finally {
        setBusy(false);
      }
    },
    [api, toggleNotification],
  );

  const flat = useMemo(() => (answer ? flatten(answer.items) : null), [answer]);

  if (error) return <Page.Error content={error} />;
  if (!answer || !flat) return <Page.Loading />;

  const hidden = answer.items.filter((item) => !item.active).length;
  const renderLevel = (parentId: string | null, level: number): React.ReactNode => {
    const children = childrenOf(answer.items, parentId) as MenuItemView[];
    if (children.length === 0) return null;
    const list = children.map((item, index) => (
      <MenuItemRow
        key={item.documentId}
        item={item}
        level={level}
        index={index}
        siblings={children.length}
        answer={answer}
        ordered={flat.ordered}
        busy={busy}
        onMove={onMove}
      >
        {renderLevel(item.documentId, level + 1)}
      </MenuItemRow>
    ));
    return level === 1 ? list : <ul>{list}</ul>;
  };

  return (
    <Page.Main aria-busy={busy}>
      <Page.Title>Site menu</Page.Title>
      <Layouts.Header
        title="Site menu"
        subtitle={`The menu as the site shows it: ${answer.items.length} items${hidden ? `, ${hidden} hidden` : ''}, at most ${MAX_MENU_DEPTH} levels. Click an item to edit it.`}
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Typography variant="omega" textColor="neutral700">
            {answer.canMove
              ? `Use the arrows to move an item up or down among its neighbours, or “Move under…” to put it under another item. ${
                  answer.draftAndPublish
                    ? 'A move is published at once, and the site is rebuilt.'
                    : 'Each move rebuilds the site.'
                }`
              : 'You may read the menu but not change it.'}
          </Typography>
          <Box role="status" aria-live="polite">
            {said && (
              <Typography variant="pi" textColor="neutral600">
                {said}
              </Typography>
            )}
          </Box>
          <Box background="neutral0" hasRadius shadow="tableShadow" padding={4}>
            {answer.items.length === 0 ? (
              <Typography>The menu has no items yet.</Typography>
            ) : (
              <Tree aria-label="Site menu">{renderLevel(null, 1)}</Tree>
            )}
          </Box>
          {flat.unplaced.length > 0 && (
            <Box background="neutral0" hasRadius shadow="tableShadow" padding={4}>
              <Typography variant="delta" tag="h2">
                Not in the menu
              </Typography>
              <Typography variant="pi" textColor="neutral600" tag="p">
                These items sit under one another in a circle, or under an item that is gone, so the site cannot show
                them. Move them to the top level.
              </Typography>
              <Tree aria-label="Items not in the menu">
                {flat.unplaced.map((item) => (
                  <MenuItemRow
                    key={item.documentId}
                    item={item}
                    level={1}
                    index={0}
                    siblings={1}
                    answer={answer}
                    ordered={flat.ordered}
                    busy={busy}
                    onMove={onMove}
                  />
                ))}
              </Tree>
            </Box>
          )}
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}

export default SiteMenuPage;
