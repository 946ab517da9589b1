import React from 'react';
import { DATA_ATTRIBUTIONS } from '../../lookups/attribution';
import { activeMenu } from '../../menu/menu-items';
import { HOME_ANCHORS, homeAnchor, ROUTES } from '../../routes';
import type { MenuItem, SiteChrome } from '../../types/content';
import { Wordmark } from '../brand';
import { ButtonLink } from '../button';
import { ContactBlock } from '../contact-block';
import { Icon, SocialIcon } from '../icon';
import { LinkItems, type LabelledLink } from '../site-link';
import {
  About,
  Columns,
  ContactColumn,
  Credentials,
  Credits,
  Cta,
  CtaActions,
  Footer,
  Legal,
  LegalLine,
  LinkList,
  Social,
} from './site-footer.styles';

/** SPEC §2's footer links: why us, support, privacy policy, services, contact us, blog, terms. */
export const COMPANY_LINKS = [
  { label: 'Why us', href: homeAnchor(HOME_ANCHORS.whyUs) },
  { label: 'Services', href: ROUTES.services },
  { label: 'Support', href: ROUTES.shippingGuide },
  { label: 'Contact us', href: homeAnchor(HOME_ANCHORS.contactUs) },
  { label: 'Blog', href: ROUTES.blog },
] as const;

export const LEGAL_LINKS = [
  { label: 'Privacy policy', href: ROUTES.privacyPolicy },
  { label: 'Terms', href: ROUTES.terms },
] as const;

const networkName = (network: string) => network.charAt(0).toUpperCase() + network.slice(1);

/** One column of the footer's links, under its heading. */
function LinkColumn({ id, title, links }: { id: string; title: string; links: readonly LabelledLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <LinkList>
        <LinkItems links={links} />
      </LinkList>
    </nav>
  );
}

const menuLinks = (items: MenuItem[]): LabelledLink[] => items.map((item) => ({ label: item.name, href: item.href }));

/** The menu as plain links (services two levels deep): reachable without JavaScript. The pages
 *  linked here list the pages under them. */
function MenuColumns({ menu }: { menu: MenuItem[] }) {
  const services = menu.find((item) => item.href === ROUTES.services);
  const others = menu.filter((item) => item !== services);
  return (
    <>
      {services ? <LinkColumn id="footer-services" title={services.name} links={menuLinks(services.children)} /> : null}
      <LinkColumn id="footer-explore" title="Explore" links={menuLinks(others)} />
    </>
  );
}

export interface SiteFooterProps {
  chrome: SiteChrome;
}

/** SPEC §2: the footer, with the contact details and the broker's credentials from the CMS and the data
 *  licences' credits. */
export function SiteFooter({ chrome }: SiteFooterProps) {
  const { settings } = chrome;
  const [phone] = settings.phones;
  const year = new Date().getFullYear();
  return (
    <Footer>
      <Cta>
        <div>
          <div>
            <h2>Ready when your vehicle is</h2>
            <p>A free, no-obligation quote in three steps. You pay nothing until a carrier is confirmed.</p>
          </div>
          <CtaActions>
            <ButtonLink href={ROUTES.quoteForm} size="large">
              Get a quote
            </ButtonLink>
            {phone ? (
              <ButtonLink href={phone.href} variant="secondary" size="large">
                <Icon name="phone" size={18} />
                {phone.number}
              </ButtonLink>
            ) : null}
          </CtaActions>
        </div>
      </Cta>
      <Columns>
        <About>
          <Wordmark siteName={settings.siteName} />
          <p>
            Door-to-door vehicle shipping across the USA, to and from Canada, Alaska and Hawaii, and overseas, with
            licensed, insured carriers.
          </p>
          <Credentials credentials={settings.credentials} />
          <Social aria-label="Social networks">
            {settings.socialLinks.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  rel="noopener noreferrer"
                  aria-label={`${settings.siteName} on ${networkName(link.network)}`}
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </Social>
        </About>
        <LinkColumn id="footer-company" title="Company" links={COMPANY_LINKS} />
        <MenuColumns menu={activeMenu(chrome.menu)} />
        <ContactColumn>
          <h2>Contact us</h2>
          <ContactBlock contact={settings} chatOpens="up" onChrome />
        </ContactColumn>
      </Columns>
      <Legal>
        <div>
          <LegalLine>
            <p>
              © {year} {settings.siteName}. All rights reserved.
            </p>
            <ul>
              <LinkItems links={LEGAL_LINKS} />
            </ul>
          </LegalLine>
          <Credits>
            {DATA_ATTRIBUTIONS.map((credit) => (
              <React.Fragment key={credit.source}>{credit.text} </React.Fragment>
            ))}
          </Credits>
        </div>
      </Legal>
    </Footer>
  );
}
