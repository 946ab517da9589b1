import styled from 'styled-components';
import { breakpoints, colorVar, fonts, layout, media, space, typeScale, weights } from '../../styles/theme';
import { stackedList } from '../../styles/patterns';
import { CredentialsLine } from '../broker-proof';

export const Footer = styled.footer`
  margin-top: ${space(20)};
  /*
   * Last on every page: laid out when it comes near the screen, so the first paint does not wait
   * for it. Until then it keeps about its real height, so a jump to a section just above it
   * (#support) can scroll as far as it would with the footer laid out.
   */
  content-visibility: auto;
  contain-intrinsic-size: auto 850px;
  @media (max-width: ${breakpoints.lg}px) {
    contain-intrinsic-size: auto 1300px;
  }
  ${media.mobile} {
    contain-intrinsic-size: auto 2100px;
  }
  --color-focus: ${colorVar('accent')};
  /* In the dark theme the band is barely darker than the page: the rule marks where it begins. */
  border-top: 1px solid color-mix(in srgb, ${colorVar('onChrome')} 10%, transparent);
  background: ${colorVar('chrome')};
  color: ${colorVar('onChromeMuted')};
  a {
    color: ${colorVar('onChrome')};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const Cta = styled.div`
  border-bottom: 1px solid color-mix(in srgb, ${colorVar('onChrome')} 10%, transparent);
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space(6)};
    max-width: ${layout.contentWidth};
    margin: 0 auto;
    padding: ${space(12)} ${space(5)};
  }
  h2 {
    margin: 0 0 ${space(2)};
    color: ${colorVar('onChrome')};
    font-size: ${typeScale.xxl};
  }
  p {
    margin: 0;
    max-width: 34rem;
  }
  ${media.mobile} {
    > div {
      padding: ${space(10)} ${space(5)};
    }
  }
`;

export const CtaActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  color: ${colorVar('onChrome')};
`;

export const Columns = styled.div`
  display: grid;
  gap: ${space(10)} ${space(8)};
  grid-template-columns: 1fr;
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space(14)} ${space(5)} ${space(10)};
  ${media.gridUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.gridUp('md')} {
    grid-template-columns: minmax(0, 1.4fr) repeat(3, minmax(0, 1fr));
  }
  ${media.gridUp('lg')} {
    grid-template-columns: minmax(0, 1.3fr) repeat(3, minmax(0, 1fr)) minmax(0, 1.3fr);
  }
  h2 {
    margin: 0 0 ${space(4)};
    color: ${colorVar('onChrome')};
    font-family: ${fonts.sans};
    font-size: ${typeScale.xs};
    font-weight: ${weights.semibold};
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }
`;

export const LinkList = styled.ul`
  ${stackedList(space(2.5))}
  font-size: ${typeScale.sm};
`;

export const About = styled.div`
  color: ${colorVar('onChrome')};
  p {
    margin: ${space(4)} 0 ${space(5)};
    color: ${colorVar('onChromeMuted')};
    font-size: ${typeScale.sm};
    max-width: 22rem;
  }
  ${media.gridUp('md')} {
    grid-row: span 2;
  }
  ${media.gridUp('lg')} {
    grid-row: auto;
  }
`;

/** The broker's USDOT and MC numbers under the about text, above the social links. */
export const Credentials = styled(CredentialsLine)`
  && {
    margin: 0 0 ${space(5)};
  }
`;

export const Social = styled.ul`
  display: flex;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid color-mix(in srgb, ${colorVar('onChrome')} 22%, transparent);
    border-radius: 50%;
  }
  a:hover {
    background: ${colorVar('chromeRaised')};
  }
`;

export const ContactColumn = styled.div`
  color: ${colorVar('onChrome')};
`;

export const Legal = styled.div`
  border-top: 1px solid color-mix(in srgb, ${colorVar('onChrome')} 10%, transparent);
  > div {
    display: grid;
    gap: ${space(3)};
    max-width: ${layout.contentWidth};
    margin: 0 auto;
    padding: ${space(6)} ${space(5)} ${space(8)};
    font-size: ${typeScale.xs};
  }
  p {
    margin: 0;
  }
`;

export const LegalLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space(2)} ${space(6)};
  font-size: ${typeScale.sm};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)} ${space(5)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Credits = styled.p`
  line-height: 1.5;
  a {
    color: inherit;
    text-decoration: underline;
  }
`;
