/** Gatsby's browser runtime is not available in Jest: Link renders a plain anchor. */
import React from 'react';

export const Link = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function Link({ to, ...rest }, ref) {
    return <a ref={ref} href={to} {...rest} />;
  },
);

export const navigate = jest.fn();
export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
