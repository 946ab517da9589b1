import styled, { keyframes } from 'styled-components';
import { roundIconButton } from '../../styles/patterns';
import { colorVar, layers, layout, media, motion, space } from '../../styles/theme';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-12px); }
  to { opacity: 1; transform: none; }
`;

/** Full screen (SPEC §2), above everything but the page-loading veil. */
export const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.drawer};
  display: flex;
  flex-direction: column;
  background: ${colorVar('surfaceRaised')};
  color: ${colorVar('text')};
  animation: ${slideIn} ${motion.base} ${motion.ease};
  &:focus {
    outline: none;
  }
`;

export const Head = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
  height: ${layout.headerHeight};
  padding: 0 ${space(4)} 0 ${space(5)};
  border-bottom: 1px solid ${colorVar('border')};
  color: ${colorVar('heading')};
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space(5)} ${space(5)} calc(${space(10)} + env(safe-area-inset-bottom));
  > * + * {
    margin-top: ${space(6)};
  }
  ${media.up('sm')} {
    padding-left: ${space(8)};
    padding-right: ${space(8)};
  }
`;

export const RoundButton = styled.button`
  ${roundIconButton}
  flex: none;
`;
