import { useEffect } from 'react';

/**
 * SPEC §4: on the international page the form's second block is clicked automatically on load.
 * Clicks the element the selector names once, after the page has hydrated.
 */
export function useAutoClick(selector: string): void {
  useEffect(() => {
    document.querySelector<HTMLElement>(selector)?.click();
  }, [selector]);
}

/** The international side form's second block: its International choice. */
export const SIDEFORM_SECOND_BLOCK = '#international-sideform [role="group"] button:nth-of-type(2)';
