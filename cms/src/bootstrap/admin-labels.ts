import type { Core } from '@strapi/strapi';
import { RATE_COMPONENT_LABELS, RATE_CONTENT_TYPE_LABELS } from './rate-form-admin';

/** What an editor reads above a field in the admin, and the one line under it. */
export interface FieldLabel {
  label: string;
  description: string;
}

/** The admin's words for one content type or component; `list` are the list view's columns. */
export interface ModelLabels {
  fields: Record<string, FieldLabel>;
  mainField?: string;
  list?: string[];
  /** Fields the site does not read: kept in the API (SPEC's shape), left out of the edit view. */
  hidden?: string[];
}

const f = (label: string, description: string): FieldLabel => ({ label, description });

const heading = f('Heading', 'The title of this section.');
const intro = f('Introduction', 'A short paragraph under the heading (optional).');
const updatedAt = f('Last changed', 'When this entry was last saved.');

/** Content types by uid. The keys are SPEC's API names, which stay; only the admin's words change. */
export const CONTENT_TYPE_LABELS: Record<string, ModelLabels> = {
  'api::blog.blog': {
    mainField: 'Name',
    list: ['Name', 'Slug', 'Category', 'updatedAt'],
    fields: {
      Name: f('Post title', 'The headline of the post, shown on its page and in the blog lists.'),
      Slug: f('Web address', 'The end of the post address: /blog/{this}. Lower case words joined by dashes.'),
      Description: f('Summary', 'One or two sentences shown on the post card and to search engines.'),
      FeaturedImage: f('Cover image', 'The picture on the post card and at the top of the post.'),
      Category: f('Category', 'The blog category the post is listed under.'),
      Content: f('Post body', 'The blocks of the post, in the order they show.'),
    },
  },
  'api::blog-category.blog-category': {
    mainField: 'name',
    list: ['name', 'slug', 'updatedAt'],
    fields: {
      name: f('Category name', 'The name shown on the category page and on its posts.'),
      slug: f('Web address', 'The end of the category address: /blog/category/{this}.'),
      Description: f('Summary', 'A sentence shown on the category page and to search engines.'),
      FeaturedImage: f('Cover image', 'The picture at the top of the category page.'),
      blogs: f('Posts', 'The posts in this category (set from each post as well).'),
    },
  },
  'api::home-page.home-page': {
    mainField: 'title',
    // SPEC keeps `styles` in the API; the site reads nothing from it, so an editor is not shown a JSON box.
    hidden: ['styles'],
    fields: {
      title: f('Hero title', 'The big headline at the top of the home page.'),
      subtitle: f('Hero subtitle', 'The line under the hero title.'),
      bg_image: f('Hero video (desktop)', 'The video (or picture) behind the hero on wide screens.'),
      mobile_image: f('Hero background (phones)', 'The picture behind the hero on phones.'),
      styles: f('Hero display settings', 'Advanced, as JSON; the site does not read it today. Leave it as it is.'),
      sections: f('Sections', 'The sections of the home page below the hero, in the order they show.'),
    },
  },
  'api::international-page.international-page': {
    mainField: 'title',
    fields: {
      title: f('Hero title', 'The big headline at the top of the international page.'),
      subtitle: f('Hero subtitle', 'The line under the hero title.'),
      image: f('Hero image', 'The picture behind the hero.'),
      sections: f('Sections', 'The sections of the page below the hero, in the order they show.'),
    },
  },
  'api::location.location': {
    mainField: 'name',
    list: ['name', 'slug', 'parent', 'order', 'updatedAt'],
    fields: {
      name: f('Name', 'The region, country or port as shown on the locations map and lists.'),
      lat: f('Latitude', 'Where the map pin sits, north-south (e.g. 40.71).'),
      lng: f('Longitude', 'Where the map pin sits, east-west (e.g. -74.00).'),
      slug: f('Web address', 'A short lower-case name for this location, used in its link.'),
      url: f('Link', 'The page this location links to (e.g. /international/germany).'),
      image: f('Image', 'The picture shown for this location.'),
      iconType: f('Map icon', 'The icon drawn for this location on the map.'),
      isSubtitle: f('Show as a subtitle', 'On: shown as a heading that groups the locations under it.'),
      order: f('Position', 'Lower numbers show first among locations of the same parent.'),
      parent: f('Inside', 'The region or country this location belongs to (empty for a top region).'),
      children: f('Locations inside', 'The locations that belong to this one.'),
    },
  },
  'api::menu.menu': {
    mainField: 'name',
    list: ['name', 'parent', 'page', 'order', 'updatedAt'],
    fields: {
      name: f('Menu label', 'The words shown in the menu.'),
      active: f('Shown', 'Off hides this item (and what is under it) from the menu.'),
      order: f('Position', 'Lower numbers show first among items of the same parent.'),
      icon: f('Icon', 'The small picture next to the label in the side menu.'),
      page: f('Page', 'The page this item opens. Leave empty to use the web address below.'),
      slug: f('Web address', 'The address this item opens when no page is chosen (e.g. /quote).'),
      parent: f('Under', 'The menu item this one sits under (empty for the top level).'),
      menus: f('Items under it', 'The menu items that sit under this one.'),
    },
  },
  'api::order-term.order-term': {
    mainField: 'title',
    fields: {
      version: f('Version', 'Give a new version each time the text changes; signed orders keep it.'),
      title: f('Title', 'The heading of the terms shown when booking.'),
      body: f('Terms text', 'The full terms the customer reads and signs.'),
    },
  },
  'api::page.page': {
    mainField: 'Title',
    list: ['Title', 'Slug', 'parent', 'layout', 'updatedAt'],
    fields: {
      Title: f('Page title', 'The headline of the page, also its name in menus and browser tabs.'),
      Subtitle: f('Subtitle', 'The line under the page title.'),
      Description: f('Summary', 'One or two sentences shown to search engines and on link previews.'),
      Image: f('Hero image', 'The picture at the top of the page.'),
      Slug: f('Web address', "This page's part of the address; the parents' parts come before it."),
      parent: f('Parent page', "The page this one sits under; its address starts with the parent's."),
      children: f('Pages under it', 'The pages that sit under this one.'),
      layout: f('Page layout', 'How the page is laid out (standard, service, guide, ...).'),
      noindex: f('Hide from search engines', 'On: search engines are asked not to list this page.'),
      Content: f('Page body', 'The blocks of the page, in the order they show.'),
    },
  },
  'api::press-logo.press-logo': {
    mainField: 'name',
    list: ['name', 'logo', 'order', 'updatedAt'],
    fields: {
      name: f('Publication', 'The name of the newspaper or site (read aloud for the logo).'),
      logo: f('Logo', 'The logo shown in the press strip.'),
      url: f('Link', 'The article the logo links to (optional).'),
      order: f('Position', 'Lower numbers show first in the strip.'),
    },
  },
  'api::pricing-rate.pricing-rate': RATE_CONTENT_TYPE_LABELS,
  'api::review.review': {
    mainField: 'name',
    list: ['name', 'stars', 'source', 'date', 'updatedAt'],
    fields: {
      name: f('Customer name', 'Who wrote the review, as shown on the card.'),
      stars: f('Stars', 'The rating, from 1 to 5.'),
      text: f('Review text', 'What the customer wrote.'),
      date: f('Date', 'When the review was written.'),
      url: f('Link', 'Where the review can be read (optional).'),
      source: f('Source', 'Where it was posted (e.g. Google, Trustpilot).'),
      logo: f('Source logo', 'The logo of the source, shown on the card.'),
    },
  },
  'api::site-setting.site-setting': {
    mainField: 'siteName',
    fields: {
      siteName: f('Site name', 'The company name shown in the header, footer and browser tabs.'),
      phones: f('Phone numbers', 'The numbers shown in the header, footer and contact sections.'),
      email: f('E-mail', 'The address customers write to.'),
      streetAddress: f('Street address', 'The office address shown in the footer.'),
      socialLinks: f('Social links', 'The social network icons of the footer.'),
      stats: f('Stats', 'The figures shown in the stats banners (e.g. "15,000 cars shipped").'),
      phoneHours: f('Phone hours', 'When the phones are answered (e.g. Mon-Fri 8am-8pm ET).'),
      usdotNumber: f('USDOT number', "The broker's USDOT number, shown in the footer."),
      mcNumber: f('MC number', "The broker's MC number, shown in the footer."),
      ratingAverage: f('Average rating', 'The average star rating shown across the site (e.g. 4.8).'),
      ratingCount: f('Number of ratings', 'How many ratings the average is based on.'),
      ratingSource: f('Rating source', 'Where the ratings come from (e.g. Google).'),
      ratingUrl: f('Rating link', 'The page where the ratings can be read.'),
      cargoInsurance: f('Cargo insurance (USD)', 'The cargo insurance amount shown to customers, in dollars.'),
      proofPlaceholders: f(
        'Show placeholder proofs',
        'On while the real credentials and ratings are not yet filled in.',
      ),
    },
  },
};

const section = (extra: Record<string, FieldLabel> = {}): ModelLabels => ({
  mainField: 'heading',
  fields: { heading, intro, ...extra },
});
const howMany = f('How many', 'How many to show.');
const features = (what: string) => f(what, `The ${what.toLowerCase()}, in the order they show.`);

/** Components by uid (the rate form's come from its spec: rate-form-admin.ts). */
export const COMPONENT_LABELS: Record<string, ModelLabels> = {
  ...RATE_COMPONENT_LABELS,
  'blocks.card': {
    mainField: 'Subtitle',
    fields: {
      Image: f('Image', 'The picture at the top of the card.'),
      Subtitle: f('Card title', 'The heading of the card.'),
      Content: f('Card text', 'The text of the card.'),
    },
  },
  'blocks.checklist': {
    mainField: 'Title',
    fields: {
      Title: f('Heading', 'The heading above the checklist.'),
      ContentChecklist: f('Introduction', 'A paragraph above the checklist (optional).'),
      List: f('Checklist entries', 'The ticked lines, in the order they show.'),
    },
  },
  'blocks.content': {
    fields: { Content: f('Text', 'Formatted text (Markdown): headings, lists, links, bold.') },
  },
  'blocks.image': {
    mainField: 'Alt',
    fields: {
      Image: f('Image', 'The picture to show.'),
      Alt: f('Description for screen readers', 'Says what the picture shows, for people who cannot see it.'),
    },
  },
  'blocks.index': {
    mainField: 'Index',
    fields: { Index: f('Entry', 'One line of the table of contents.') },
  },
  'blocks.list-item': {
    mainField: 'Item',
    fields: {
      Item: f('Item title', 'The bold first words of the item.'),
      Icon: f('Icon', 'The small picture before the item.'),
      Content: f('Item text', 'The text of the item.'),
    },
  },
  'blocks.qa': {
    mainField: 'Question',
    fields: {
      Question: f('Question', 'The question as a customer would ask it.'),
      Answer: f('Answer', 'The answer, shown when the question is opened.'),
    },
  },
  'blocks.rich-text': {
    fields: { JSONContent: f('Text', 'Formatted text: headings, lists, links, bold.') },
  },
  'blocks.state-card': {
    mainField: 'From',
    fields: {
      From: f('From', 'Where the route starts (a state or city).'),
      To: f('To', 'Where the route ends (a state or city).'),
      Distance: f('Distance (miles)', "The route's length in miles."),
    },
  },
  'blocks.title': {
    mainField: 'Title',
    fields: {
      Title: f('Heading', 'The heading text.'),
      SubTitle: f('Subheading', 'A line under the heading (optional).'),
      Style: f('Heading size', 'How large the heading shows.'),
    },
  },
  'home.blog-card': section({ count: f('How many posts', 'How many of the newest posts to show.') }),
  'home.booking': section(),
  'home.contact-banner': section({ button_label: f('Button text', "The words on the banner's button.") }),
  'home.contact-us': section({ hours: f('Opening hours', 'When customers can call (e.g. Mon-Fri 8am-8pm ET).') }),
  'home.faq': section({ questions: features('Questions') }),
  'home.our-process': section({ steps: features('Steps') }),
  'home.press-strip': section(),
  'home.reviews-carousel': section({ count: f('How many reviews', 'How many reviews the carousel shows.') }),
  'home.service-card': {
    mainField: 'title',
    fields: {
      title: f('Card title', 'The heading of the card.'),
      text: f('Card text', 'The text of the card.'),
      image: f('Image', 'The picture of the card.'),
      url: f('Link', 'The page the card opens (e.g. /services/open-transport).'),
    },
  },
  'home.service-tab': {
    mainField: 'name',
    fields: {
      name: f('Tab label', 'The words on the tab.'),
      image: f('Image', 'The picture shown when the tab is open.'),
      description: f('Tab text', 'The titled paragraphs shown when the tab is open.'),
      background: f('Background colour', 'The colour behind the open tab (e.g. #0B1F3A).'),
    },
  },
  'home.services-grid': section({
    cards: features('Cards'),
    explore_label: f('Button text', 'The words of the button under the cards.'),
    explore_url: f('Button link', 'The page the button opens.'),
  }),
  'home.services-tabs': section({ tabs: features('Tabs') }),
  'home.ship-country': {
    mainField: 'name',
    fields: {
      name: f('Country', 'The country name shown as a column heading.'),
      regions: f('Regions', 'The regions of the country, each with its links.'),
    },
  },
  'home.ship-region': {
    mainField: 'name',
    fields: {
      name: f('Region', 'The region name shown above its links.'),
      links: f('Links', 'The places of the region, each with its page.'),
    },
  },
  'home.stats-banner': section(),
  'home.tab-description': {
    mainField: 'title',
    fields: {
      title: f('Title', 'The heading of the paragraph.'),
      description: f('Text', 'The paragraph.'),
    },
  },
  'home.where-we-ship': section({ countries: features('Countries') }),
  'home.why-us': section({
    image: f('Image', 'The picture beside the points.'),
    points: features('Points'),
  }),
  'landing.benefits': section({ items: features('Benefits') }),
  'landing.feature': {
    mainField: 'title',
    fields: {
      title: f('Title', 'The heading of this item.'),
      text: f('Text', 'The text of this item.'),
      image: f('Image or icon', 'The picture of this item (optional).'),
    },
  },
  'landing.reviews': section({ count: howMany }),
  'landing.ship-group': {
    mainField: 'name',
    fields: {
      name: f('Group name', 'The heading of the group (e.g. Europe).'),
      countries: f('Countries', 'The country names of the group, as a JSON list (e.g. ["Germany", "France"]).'),
      image: f('Image', 'The picture of the group.'),
    },
  },
  'landing.shipping-process': section({ steps: features('Steps') }),
  'landing.transport-types': section({ items: features('Transport types') }),
  'landing.vehicle-tab': {
    mainField: 'name',
    fields: {
      name: f('Tab label', 'The kind of vehicle on the tab.'),
      image: f('Image', 'The picture shown when the tab is open.'),
      isDefault: f('Open first', 'On: this tab is open when the page loads.'),
    },
  },
  'landing.vehicles': section({ tabs: features('Tabs') }),
  'landing.where-we-ship': section({ groups: features('Groups') }),
  'shared.checklist-entry': {
    mainField: 'Text',
    fields: { Text: f('Line', 'One ticked line of the checklist.') },
  },
  'shared.link': {
    mainField: 'label',
    fields: {
      label: f('Link text', 'The words shown.'),
      url: f('Link', 'The page it opens (e.g. /locations/texas or https://...).'),
    },
  },
  'shared.phone': {
    mainField: 'label',
    fields: {
      label: f('Label', 'What the number is for (e.g. Sales).'),
      number: f('Number', 'The phone number as customers dial it (e.g. +1 555 010 0000).'),
    },
  },
  'shared.social-link': {
    mainField: 'url',
    fields: {
      network: f('Network', 'Which social network, for its icon.'),
      url: f('Link', "The address of the company's page there."),
    },
  },
  'shared.stat': {
    mainField: 'label',
    fields: {
      value: f('Figure', 'The big number (e.g. 15,000+).'),
      label: f('Caption', 'What the figure counts (e.g. cars shipped).'),
    },
  },
};

/** The timestamps every content type has, labelled too (the list views show "Last changed"). */
export const TIMESTAMP_LABELS: Record<string, FieldLabel> = {
  updatedAt,
  createdAt: f('Created', 'When this entry was first saved.'),
  publishedAt: f('Published', 'When this entry was last published.'),
};

interface Metadata {
  edit?: Record<string, unknown>;
  list?: Record<string, unknown>;
}
interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: unknown[] };
}
interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<Configuration>;
  updateConfiguration(model: { uid: string }, configuration: Partial<Configuration>): Promise<unknown>;
}

/** The edit layout's rows without the named fields (a row left empty goes). */
const withoutFields = (rows: unknown[], names: string[]): unknown[] =>
  rows
    .map((row) =>
      Array.isArray(row) ? row.filter((cell: { name?: string }) => !names.includes(cell?.name ?? '')) : row,
    )
    .filter((row) => !Array.isArray(row) || row.length > 0);

/** Only labels, descriptions, main field, list columns and hidden fields: an editor's own layout is kept. */
export const withLabels = (
  configuration: Configuration,
  { fields, mainField, list, hidden = [] }: ModelLabels,
  extra: Record<string, FieldLabel> = {},
): Partial<Configuration> => {
  const metadatas = { ...configuration.metadatas };
  for (const [name, { label, description }] of Object.entries({ ...extra, ...fields })) {
    if (!metadatas[name]) continue;
    const { edit = {}, list: listMeta = {} } = metadatas[name];
    const visible = hidden.includes(name) ? { visible: false } : {};
    metadatas[name] = {
      ...metadatas[name],
      edit: { ...edit, label, description, ...visible },
      list: { ...listMeta, label },
    };
  }
  const layouts = list ? { ...configuration.layouts, list } : configuration.layouts;
  return {
    settings: mainField ? { ...configuration.settings, mainField } : configuration.settings,
    metadatas,
    layouts: hidden.length ? { ...layouts, edit: withoutFields(layouts.edit, hidden) } : layouts,
  };
};

/**
 * Gives the admin plain words, on every start: the content-manager keeps each model's layout in its
 * core store (created by its own bootstrap, which runs before ours) and we rewrite only our parts.
 */
export async function applyAdminLabels(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  const apply = async (
    service: ConfigurationService,
    table: Record<string, ModelLabels>,
    extra?: Record<string, FieldLabel>,
  ) => {
    for (const [uid, labels] of Object.entries(table)) {
      const model = { uid };
      const configuration = await service.findConfiguration(model);
      await service.updateConfiguration(model, withLabels(configuration, labels, extra));
    }
  };
  await apply(contentManager.service('content-types') as ConfigurationService, CONTENT_TYPE_LABELS, TIMESTAMP_LABELS);
  await apply(contentManager.service('components') as ConfigurationService, COMPONENT_LABELS);
}
