import type React from 'react';

/**
 * Gives an element to a ref its component was handed (a callback or an object), alongside the
 * component's own: one element, two refs.
 */
export function setRef<T>(ref: React.Ref<T> | undefined, element: T | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) (ref as React.MutableRefObject<T | null>).current = element;
}
