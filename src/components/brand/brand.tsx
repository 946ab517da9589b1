import React from 'react';
import styled from 'styled-components';
import { ROUTES } from '../../routes';
import { colorVar, fonts, media, space, weights } from '../../styles/theme';
import { SiteLink } from '../site-link';
import { BRAND_MARK } from './brand-mark';

/** The Velmora mark: the V of the favicon over a dashed road. */
export function BrandMark({ size = 40 }: { size?: number }) {
  const { viewBox, cornerRadius, v, road, roadWidth, roadDashes, ink } = BRAND_MARK;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${viewBox} ${viewBox}`} aria-hidden="true" focusable="false">
      <rect width={viewBox} height={viewBox} rx={cornerRadius} fill={colorVar('accent')} />
      <path d={v} fill={ink} />
      <path d={road} stroke={ink} strokeWidth={roadWidth} strokeLinecap="round" strokeDasharray={roadDashes} />
    </svg>
  );
}

const Home = styled(SiteLink)`
  flex: none;
  display: inline-flex;
  white-space: nowrap;
  align-items: center;
  gap: ${space(3)};
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: none;
  }
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1;
  strong {
    font-family: ${fonts.display};
    font-size: 1.45rem;
    font-weight: ${weights.semibold};
    letter-spacing: -0.01em;
    ${media.mobile} {
      font-size: 1.25rem;
    }
  }
  small {
    margin-top: ${space(1)};
    font-size: 0.625rem;
    font-weight: ${weights.semibold};
    letter-spacing: 0.22em;
    text-transform: uppercase;
    opacity: 0.78;
    ${media.mobile} {
      font-size: 0.5625rem;
      letter-spacing: 0.14em;
    }
  }
`;

/** Beside the icon rail, which carries the mark, the desktop bar shows the words alone. */
const Mark = styled.span<{ $desktop: boolean }>`
  display: flex;
  ${media.desktop} {
    display: ${({ $desktop }) => ($desktop ? 'flex' : 'none')};
  }
  ${media.mobile} {
    svg {
      width: 34px;
      height: 34px;
    }
  }
`;

interface WordmarkProps {
  siteName: string;
  /** `mark` for the icon rail; `words-on-desktop` for the bar beside it. */
  show?: 'both' | 'mark' | 'words-on-desktop';
}

/** The site's name as the CMS gives it: the first word set large, the rest as a small line. */
export function Wordmark({ siteName, show = 'both' }: WordmarkProps) {
  const [first, ...rest] = siteName.trim().split(/\s+/);
  const markOnly = show === 'mark';
  return (
    <Home href={ROUTES.home} aria-label={`${siteName}, home`}>
      <Mark $desktop={show !== 'words-on-desktop'}>
        <BrandMark size={markOnly ? 44 : 38} />
      </Mark>
      {markOnly ? null : (
        <Words aria-hidden="true" data-words>
          <strong>{first}</strong>
          {/* The words read as the link's name begins ("Velmora Auto Transport, home"), not run together. */}
          {rest.length > 0 ? (
            <>
              {' '}
              <small>{rest.join(' ')}</small>
            </>
          ) : null}
        </Words>
      )}
    </Home>
  );
}
