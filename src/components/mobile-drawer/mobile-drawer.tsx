import React, { useEffect, useRef } from 'react';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { useScrollLock } from '../../hooks/use-scroll-lock';
import { Icon } from '../icon';
import { Body, Head, Panel, RoundButton } from './mobile-drawer.styles';

interface MobileDrawerProps {
  id: string;
  label: string;
  open: boolean;
  onClose: () => void;
  /** What heads the drawer beside its close button (the wordmark). */
  heading: React.ReactNode;
  children: React.ReactNode;
}

/**
 * SPEC §2: the full-screen mobile menu. While open, page scroll is locked and focus stays inside;
 * Escape, the close button or following one of its links closes it, and focus returns to the
 * button that opened it.
 */
export function MobileDrawer({ id, label, open, onClose, heading, children }: MobileDrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useFocusTrap(panel, open);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <Panel
      ref={panel}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      onClick={(event) => {
        if ((event.target as Element).closest('a[href]')) onClose();
      }}
    >
      <Head>
        {heading}
        <RoundButton type="button" onClick={onClose} aria-label="Close the menu">
          <Icon name="close" size={22} />
        </RoundButton>
      </Head>
      <Body>{children}</Body>
    </Panel>
  );
}

interface DrawerButtonProps {
  controls: string;
  open: boolean;
  onOpen: () => void;
}

/** The button that opens a drawer. */
export const DrawerButton = React.forwardRef<HTMLButtonElement, DrawerButtonProps>(function DrawerButton(
  { controls, open, onOpen },
  ref,
) {
  return (
    <RoundButton
      ref={ref}
      type="button"
      aria-label="Menu"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onOpen}
    >
      <Icon name="menu" size={22} />
    </RoundButton>
  );
});
