import { BulletList, Rocket } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { OnSitePanel } from './on-site/OnSitePanel';

/**
 * The admin's customization (Strapi builds it into the admin bundle; scripts/dev/cms.ts builds
 * again when these files change). Editors who never saw Strapi get the menu as a tree they can
 * rearrange, the site's builds on the home page, and where a published change is in each entry's
 * edit view. Their server side is cms/src/site-admin.
 */

const label = (id: string, defaultMessage: string) => ({ id: `site-admin.${id}`, defaultMessage });

/** Who may open the Site menu page: whoever may read menu items in the content manager. */
const READ_MENU = [{ action: 'plugin::content-manager.explorer.read', subject: 'api::menu.menu' }];

export default {
  config: {
    locales: [],
  },

  register(app: StrapiApp) {
    app.addMenuLink({
      to: 'site-menu',
      icon: BulletList,
      intlLabel: label('menu.link', 'Site menu'),
      permissions: READ_MENU as never,
      Component: () => import('./site-menu/SiteMenuPage'),
      position: 3,
    });
    // The home page's widgets arrived in Strapi 5.13; without them the builds get a page of their own.
    if (app.widgets && typeof app.widgets.register === 'function') {
      app.widgets.register({
        id: 'site-builds',
        icon: Rocket,
        title: label('builds.title', 'Site builds'),
        component: () => import('./builds/BuildsWidget').then((module) => module.BuildsWidget),
      });
    } else {
      app.addMenuLink({
        to: 'site-builds',
        icon: Rocket,
        intlLabel: label('builds.link', 'Site builds'),
        permissions: [],
        Component: () => import('./builds/BuildsPage'),
      });
    }
  },

  bootstrap(app: StrapiApp) {
    const contentManager = app.getPlugin('content-manager') as unknown as {
      apis: { addEditViewSidePanel(panels: unknown[]): void };
    };
    contentManager.apis.addEditViewSidePanel([OnSitePanel]);
  },
};
