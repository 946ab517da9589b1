import React from 'react';
import styled, { keyframes } from 'styled-components';
import { colorVar, layers, radii, shadows, space, typeScale, weights } from '../../styles/theme';
import { usePageLoading } from './page-loading-store';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const progress = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.85); }
`;

/** Fades in after a beat, so a navigation that is already prefetched never flashes it. */
const Veil = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.loading};
  display: grid;
  place-items: center;
  background: color-mix(in srgb, var(--color-bg) 55%, transparent);
  backdrop-filter: blur(2px);
  opacity: 0;
  animation: ${appear} 180ms ease 150ms forwards;
  &::before {
    content: '';
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    height: 3px;
    background: ${colorVar('accent')};
    transform-origin: left;
    animation: ${progress} 2.5s cubic-bezier(0.1, 0.6, 0.2, 1) forwards;
  }
`;

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3)} ${space(5)};
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.pill};
  background: ${colorVar('surfaceRaised')};
  box-shadow: ${shadows.md};
  color: ${colorVar('text')};
  font-size: ${typeScale.sm};
  font-weight: ${weights.medium};
`;

const Spinner = styled.span`
  width: 20px;
  height: 20px;
  border: 2px solid ${colorVar('border')};
  border-top-color: ${colorVar('accent')};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const LOADING_TEXT = 'Opening the article…';

/** The status region stays in the page, so screen readers announce the text when it appears. */
export function PageLoadingOverlay() {
  const loading = usePageLoading();
  return (
    <>
      <div role="status" className="visually-hidden">
        {loading ? LOADING_TEXT : ''}
      </div>
      {loading ? (
        <Veil data-testid="page-loading" aria-hidden="true">
          <Card>
            <Spinner />
            {LOADING_TEXT}
          </Card>
        </Veil>
      ) : null}
    </>
  );
}
