import React, { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { focusableWithin } from '../../hooks/use-focus-trap';
import { useFlyout } from '../../hooks/use-flyout';
import { activeMenu } from '../../menu/menu-items';
import { HOME_ANCHORS, homeAnchor, ROUTES } from '../../routes';
import type { MenuItem, SiteChrome } from '../../types/content';
import { Wordmark } from '../brand';
import { ContactBlock } from '../contact-block';
import { GET_A_QUOTE, HeaderActions, HeaderDrawer, useHeaderDrawer } from '../header-menu';
import { Icon } from '../icon';
import { MenuTree } from '../menu-tree';
import { DrawerLinks } from '../mobile-drawer';
import { LinkItems, MenuLink, SiteLink } from '../site-link';
import { Above, Bar, Inner, NavLinks, StickyHeader } from '../top-bar';
import { Aside, ContactPanel, Groups, Item, MegaPanel } from './mega-menu-header.styles';

type PanelKey = 'services' | 'contact';

/** SPEC §2's mega menu: services, FAQ, support, contact us, blog (then the phone and Get a quote). */
export const MEGA_LINKS = [
  { label: 'FAQ', href: ROUTES.faq },
  { label: 'Support', href: ROUTES.shippingGuide },
] as const;

/** One entry of the services sheet, with what is listed under it. */
function ServiceEntry({ item, path, children }: { item: MenuItem; path: string; children?: React.ReactNode }) {
  return (
    <li>
      <MenuLink href={item.href} path={path}>
        {item.name}
      </MenuLink>
      {children}
    </li>
  );
}

function ServiceGroups({ services, path }: { services: MenuItem; path: string }) {
  return (
    <Groups>
      {services.children.map((group) => (
        <ServiceEntry key={`${group.name}-${group.href}`} item={group} path={path}>
          {group.children.length > 0 ? (
            <ul>
              {group.children.map((item) => (
                <ServiceEntry key={`${item.name}-${item.href}`} item={item} path={path} />
              ))}
            </ul>
          ) : null}
        </ServiceEntry>
      ))}
    </Groups>
  );
}

interface MegaMenuHeaderProps {
  chrome: SiteChrome;
  path: string;
}

/**
 * SPEC §2's alternative header with the mega menu. Services and Contact us open panels, after
 * 500 ms of hover or at once by click, Enter or Space; ArrowDown goes into a panel, Escape
 * closes it and comes back. Below 1024 px everything moves into the drawer.
 */
export function MegaMenuHeader({ chrome, path }: MegaMenuHeaderProps) {
  const { settings } = chrome;
  const drawer = useHeaderDrawer('mega-menu-drawer');
  const services = activeMenu(chrome.menu).find((item) => item.href === ROUTES.services);
  const flyout = useFlyout<PanelKey>();
  const nav = useRef<HTMLElement>(null);
  const panelId = (key: PanelKey) => `mega-${key}`;

  const { open, close } = flyout;
  useEffect(() => {
    if (open === null) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!nav.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, close]);

  const trigger = (key: PanelKey, label: string) => ({
    item: {
      onMouseEnter: () => flyout.hoverStart(key),
      onMouseLeave: flyout.hoverEnd,
      onBlur: (event: React.FocusEvent<HTMLLIElement>) => {
        if (flyout.open === key && !event.currentTarget.contains(event.relatedTarget as Node | null)) flyout.close();
      },
      onKeyDown: (event: React.KeyboardEvent<HTMLLIElement>) => {
        if (event.key === 'Escape' && flyout.open === key) {
          event.preventDefault();
          flyout.close();
          event.currentTarget.querySelector('button')?.focus();
        }
      },
    },
    button: (
      <button
        type="button"
        aria-expanded={flyout.open === key}
        aria-controls={panelId(key)}
        onClick={() => flyout.toggle(key)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          // Shown synchronously, so the very next key press already lands inside the panel.
          flushSync(() => flyout.show(key));
          const panel = document.getElementById(panelId(key));
          if (panel) focusableWithin(panel)[0]?.focus();
        }}
      >
        {label}
        <Icon name="chevron-down" size={16} />
      </button>
    ),
  });

  const servicesTrigger = trigger('services', services?.name ?? 'Services');
  const contactTrigger = trigger('contact', 'Contact us');

  return (
    <StickyHeader>
      <Bar>
        <Inner>
          <Wordmark siteName={settings.siteName} />
          <Above $from="lg">
            <nav ref={nav} aria-label="Main">
              <NavLinks>
                {services ? (
                  <Item {...servicesTrigger.item}>
                    {servicesTrigger.button}
                    <MegaPanel id={panelId('services')} hidden={flyout.open !== 'services'}>
                      <div>
                        <ServiceGroups services={services} path={path} />
                        <Aside>
                          <h2>Talk to a shipping advisor</h2>
                          <ContactBlock contact={settings} />
                        </Aside>
                      </div>
                    </MegaPanel>
                  </Item>
                ) : null}
                {MEGA_LINKS.map((link) => (
                  <li key={link.href}>
                    <MenuLink href={link.href} path={path}>
                      {link.label}
                    </MenuLink>
                  </li>
                ))}
                <Item $anchor {...contactTrigger.item}>
                  {contactTrigger.button}
                  <ContactPanel id={panelId('contact')} hidden={flyout.open !== 'contact'}>
                    <h2>We are here around the clock</h2>
                    <p>A shipping advisor can price your route and book a carrier, by phone, e-mail or chat.</p>
                    <ContactBlock contact={settings} />
                  </ContactPanel>
                </Item>
                <li>
                  <SiteLink href={ROUTES.blog} aria-current={path.startsWith(ROUTES.blog) ? 'page' : undefined}>
                    Blog
                  </SiteLink>
                </li>
              </NavLinks>
            </nav>
          </Above>
          <HeaderActions contact={settings} quote={GET_A_QUOTE} drawer={drawer} drawerBelow="lg" themeToggle />
        </Inner>
      </Bar>
      <HeaderDrawer drawer={drawer} settings={settings} quote={GET_A_QUOTE} menuId="mega-drawer-title" menuTitle="Menu">
        {services ? <MenuTree items={[services]} path={path} /> : null}
        <DrawerLinks>
          <LinkItems
            links={[
              ...MEGA_LINKS,
              { label: 'Contact us', href: homeAnchor(HOME_ANCHORS.contactUs) },
              { label: 'Blog', href: ROUTES.blog },
            ]}
          />
        </DrawerLinks>
      </HeaderDrawer>
    </StickyHeader>
  );
}
