import { useCallback, useState } from 'react';

/** A header's drawer: its id, whether it is open, and how to open and close it. */
export interface HeaderDrawerState {
  id: string;
  open: boolean;
  show: () => void;
  close: () => void;
}

/** The state every header keeps for its drawer; close is stable, since the drawer's Escape listener depends on it. */
export function useHeaderDrawer(id: string): HeaderDrawerState {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return { id, open, show, close };
}
