import { createRef } from 'react';
import { setRef } from './set-ref';

describe('setRef', () => {
  const element = { tagName: 'INPUT' };

  it('calls a callback ref with the element, and with null when it goes', () => {
    const ref = jest.fn();
    setRef(ref, element);
    setRef(ref, null);
    expect(ref.mock.calls).toEqual([[element], [null]]);
  });

  it('sets an object ref', () => {
    const ref = createRef<typeof element>();
    setRef(ref, element);
    expect(ref.current).toBe(element);
  });

  it('does nothing without a ref', () => {
    expect(() => setRef(undefined, element)).not.toThrow();
    expect(() => setRef(null, element)).not.toThrow();
  });
});
