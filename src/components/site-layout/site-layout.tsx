import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { ROUTES } from '../../routes';
import { GlobalStyle } from '../../styles/global-style';
import { layout, media, space } from '../../styles/theme';
import type { MenuItem, SiteChrome } from '../../types/content';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  min-height: ${layout.headerHeight};
  background: var(--color-brand);
  color: #fff;
  ${media.mobile} {
    position: static;
  }
`;

const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(6)};
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space(3)} ${space(4)};
  ${media.mobile} {
    flex-wrap: wrap;
    gap: ${space(2)} ${space(4)};
  }
`;

const Phone = styled.a`
  color: #fff;
  white-space: nowrap;
  ${media.mobile} {
    margin-left: auto;
  }
`;

const Brand = styled(Link)`
  color: #fff;
  font-weight: 700;
  font-size: 1.15rem;
  text-decoration: none;
  white-space: nowrap;
`;

const Nav = styled.nav`
  flex: 1;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)} ${space(4)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: #fff;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
  ${media.mobile} {
    order: 3;
    flex-basis: 100%;
    overflow-x: auto;
    ul {
      flex-wrap: nowrap;
      white-space: nowrap;
      padding-bottom: ${space(1)};
    }
  }
`;

const QuoteLink = styled(Link)`
  padding: ${space(2)} ${space(4)};
  border-radius: 999px;
  background: var(--color-accent);
  color: var(--color-brand);
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

const Main = styled.main`
  min-height: 60vh;
`;

const Footer = styled.footer`
  margin-top: ${space(16)};
  padding: ${space(10)} ${space(4)};
  background: var(--color-brand);
  color: #dfe7f2;
  a {
    color: #fff;
  }
`;

const FooterInner = styled.div`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const visibleItems = (items: MenuItem[]) => items.filter((item) => item.active);

const FOOTER_LINKS = [
  { label: 'Services', href: '/services' },
  { label: 'Blog', href: ROUTES.blog },
  { label: 'Support', href: ROUTES.faq },
  { label: 'Privacy policy', href: '/privacy-policy' },
  { label: 'Terms', href: '/velmora-terms' },
];

interface SiteLayoutProps {
  chrome: SiteChrome;
  children: React.ReactNode;
}

export function SiteLayout({ chrome, children }: SiteLayoutProps) {
  const { settings, menu } = chrome;
  const [mainPhone] = settings.phones;
  return (
    <>
      <GlobalStyle />
      <Header>
        <HeaderInner>
          <Brand to={ROUTES.home}>{settings.siteName}</Brand>
          <Nav aria-label="Main">
            <ul>
              {visibleItems(menu).map((item) => (
                <li key={`${item.name}-${item.href}`}>
                  <Link to={item.href}>{item.name}</Link>
                </li>
              ))}
            </ul>
          </Nav>
          {mainPhone ? <Phone href={mainPhone.href}>{mainPhone.number}</Phone> : null}
          <QuoteLink to={ROUTES.quoteForm}>Get a quote</QuoteLink>
        </HeaderInner>
      </Header>
      <Main id="main">{children}</Main>
      <Footer>
        <FooterInner>
          <div>
            <strong>{settings.siteName}</strong>
            {settings.streetAddress ? (
              <address style={{ fontStyle: 'normal' }}>{settings.streetAddress}</address>
            ) : null}
            <p>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
              {settings.phones.map((phone) => (
                <React.Fragment key={phone.number}>
                  <br />
                  {phone.label}: <a href={phone.href}>{phone.number}</a>
                </React.Fragment>
              ))}
            </p>
          </div>
          <nav aria-label="Footer">
            <ul>
              {FOOTER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <ul>
              {settings.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer">
                    {link.network[0].toUpperCase() + link.network.slice(1)}
                  </a>
                </li>
              ))}
            </ul>
            <p>
              © {new Date().getFullYear()} {settings.siteName}. All rights reserved.
            </p>
          </div>
        </FooterInner>
      </Footer>
    </>
  );
}
