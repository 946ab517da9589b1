import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import { alertVariants, radii, space, weights, type AlertVariant } from '../../styles/theme';

const GLYPHS: Record<AlertVariant, LucideIcon> = {
  success: CircleCheck,
  info: Info,
  warning: TriangleAlert,
  error: CircleAlert,
};

const Box = styled.div<{ $variant: AlertVariant }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(3)};
  align-items: start;
  padding: ${space(4)} ${space(5)};
  border: 1px solid color-mix(in srgb, ${({ $variant }) => alertVariants[$variant].accent} 35%, transparent);
  border-left: 4px solid ${({ $variant }) => alertVariants[$variant].accent};
  border-radius: ${radii.md};
  background: ${({ $variant }) => alertVariants[$variant].background};
  color: ${({ $variant }) => alertVariants[$variant].color};
  > svg {
    margin-top: 2px;
    color: ${({ $variant }) => alertVariants[$variant].accent};
  }
  p {
    margin: 0;
  }
  strong {
    display: block;
    margin-bottom: ${space(1)};
    font-weight: ${weights.semibold};
  }
`;

interface AlertProps {
  variant: AlertVariant;
  title?: string;
  children: React.ReactNode;
  /** `alert` interrupts (errors that need action now); `status` waits its turn; none is static. */
  role?: 'alert' | 'status';
}

/** SPEC §9's alerts: success, info, warning and error. */
export function Alert({ variant, title, children, role }: AlertProps) {
  const Glyph = GLYPHS[variant];
  return (
    <Box $variant={variant} role={role} data-variant={variant}>
      <Glyph size={20} strokeWidth={2} aria-hidden="true" focusable="false" />
      <div>
        {title ? <strong>{title}</strong> : null}
        {children}
      </div>
    </Box>
  );
}
