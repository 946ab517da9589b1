import React from 'react';
import styled from 'styled-components';
import type { ButtonSize, ButtonVariant } from '../../styles/theme';
import { SiteLink, type SiteLinkProps } from '../site-link';
import { buttonLook, type ButtonLookProps } from './button.styles';

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the full width of its container. */
  block?: boolean;
}

const StyledButton = styled.button<ButtonLookProps>`
  ${buttonLook}
`;

const StyledLink = styled(SiteLink)<ButtonLookProps>`
  ${buttonLook}
`;

export type ButtonProps = LookProps & React.ButtonHTMLAttributes<HTMLButtonElement>;

export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'medium', block, type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} $variant={variant} $size={size} $block={block} {...rest} />;
});

export type ButtonLinkProps = LookProps & SiteLinkProps;

/** A link that looks like a button: a real link, so it works before and without JavaScript. */
export function ButtonLink({ variant = 'primary', size = 'medium', block, ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} $block={block} {...rest} />;
}
