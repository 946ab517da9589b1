import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { formFromTable, type RateTable } from '../pricing/rate-rules';
import * as content from './content';
import type { Block, MediaFile, SeedLocation, SeedMenuItem, SeedPage } from './types';

/** Raise when the seed gains content that an already-seeded CMS should also receive. */
const SEED_VERSION = 5;
const SEED_MARKER = { type: 'plugin', name: 'site-seed', key: 'version' } as const;

/**
 * Logos (flat colour and lettering) become PNGs: an SVG picture with text and masks costs a phone
 * a layout of its own, and the home page shows nine. Illustrations become JPEGs so Strapi makes
 * its responsive formats.
 */
const isLogo = (file: MediaFile) => file.startsWith('press-') || file === 'review-badge.svg';

/** Videos are uploaded as they are. */
const isVideo = (file: MediaFile) => file.endsWith('.webm');

const describe = (file: MediaFile) =>
  `Illustration: ${file
    .replace(/\.(svg|webm)$/, '')
    .replace(/^(press|blog|hero)-/, '')
    .replace(/-/g, ' ')}`;

const mimeType = (file: MediaFile) => (isVideo(file) ? 'video/webm' : isLogo(file) ? 'image/png' : 'image/jpeg');

/** The name a seed file is uploaded under: the format it is uploaded in. */
const uploadName = (file: MediaFile) => (isVideo(file) ? file : file.replace(/\.svg$/, isLogo(file) ? '.png' : '.jpg'));

/** Uploads each illustration once through Strapi's upload plugin and remembers its id. */
class MediaLibrary {
  private readonly ids = new Map<MediaFile, number>();

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly sourceDir: string,
  ) {}

  async id(file: MediaFile): Promise<number> {
    const known = this.ids.get(file);
    if (known) return known;
    const name = uploadName(file);
    const existing = await this.strapi.db.query('plugin::upload.file').findOne({ where: { name } });
    const id = existing ? (existing.id as number) : await this.upload(file, name);
    this.ids.set(file, id);
    return id;
  }

  private async upload(file: MediaFile, name: string): Promise<number> {
    const source = path.join(this.sourceDir, file);
    let filepath = source;
    const rasterise = !isVideo(file);
    if (rasterise) {
      filepath = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'seed-media-')), name);
      await (
        isLogo(file)
          ? sharp(source).png({ palette: true, compressionLevel: 9 })
          : sharp(source).resize(1600, 1000).jpeg({ quality: 86, mozjpeg: true })
      ).toFile(filepath);
    }
    const { size } = await fs.stat(filepath);
    const [uploaded] = await this.strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: describe(file), caption: '' } },
        files: { filepath, originalFilename: name, mimetype: mimeType(file), size },
      });
    if (rasterise) await fs.rm(path.dirname(filepath), { recursive: true, force: true });
    return uploaded.id as number;
  }
}

async function blockData(block: Block, media: MediaLibrary): Promise<Record<string, unknown>> {
  switch (block.__component) {
    case 'blocks.image':
      return { ...block, Image: await media.id(block.Image) };
    case 'blocks.card':
      return { ...block, Image: block.Image ? await media.id(block.Image) : null };
    default:
      return { ...block };
  }
}

const blocksData = async (blocks: Block[], media: MediaLibrary) => {
  const data: Record<string, unknown>[] = [];
  for (const block of blocks) data.push(await blockData(block, media));
  return data;
};

/** A filter on a tree's parent relation: the children of `parent`, or the top level. */
const underParent = (parent?: string) => (parent ? { documentId: parent } : { id: { $null: true } });

/**
 * The documentId of the first document of `uid` that `filters` finds, or of a new one made from
 * `data()` — asked for only when there is none, so that its media are uploaded only then.
 */
async function findOrCreate(
  strapi: Core.Strapi,
  uid: 'api::blog-category.blog-category' | 'api::location.location' | 'api::menu.menu',
  filters: Record<string, unknown>,
  data: () => Promise<Record<string, unknown>>,
): Promise<string> {
  const documents = strapi.documents(uid);
  const existing = await documents.findFirst({ filters } as never);
  return (
    existing?.documentId ?? (await documents.create({ data: (await data()) as never, status: 'published' })).documentId
  );
}

/** Creates the page tree; returns each page's documentId by its full path. */
async function seedPages(strapi: Core.Strapi, pages: SeedPage[], media: MediaLibrary) {
  const byPath = new Map<string, string>();
  const documents = strapi.documents('api::page.page');
  const depth = (page: SeedPage) => page.path.split('/').length;
  for (const page of [...pages].sort((x, y) => depth(x) - depth(y))) {
    const segments = page.path.split('/');
    const Slug = segments.pop() as string;
    const parentPath = segments.join('/');
    const parent = parentPath ? byPath.get(parentPath) : undefined;
    if (parentPath && !parent) throw new Error(`Seed page ${page.path} has no parent page ${parentPath}`);
    const existing = await documents.findFirst({
      filters: { Slug, parent: underParent(parent) },
    });
    if (existing) {
      byPath.set(page.path, existing.documentId);
      continue;
    }
    const created = await documents.create({
      data: {
        Title: page.Title,
        Subtitle: page.Subtitle ?? null,
        Description: page.Description,
        Image: page.Image ? await media.id(page.Image) : null,
        Slug,
        layout: page.layout,
        noindex: page.noindex ?? false,
        Content: await blocksData(page.Content, media),
        parent: parent ?? null,
      } as never,
      status: 'published',
    });
    byPath.set(page.path, created.documentId);
  }
  return byPath;
}

async function seedBlog(strapi: Core.Strapi, media: MediaLibrary) {
  const categoryIds = new Map<string, string>();
  for (const category of content.blogCategories) {
    const documentId = await findOrCreate(
      strapi,
      'api::blog-category.blog-category',
      { slug: category.slug },
      async () => ({
        name: category.name,
        slug: category.slug,
        Description: category.Description,
        FeaturedImage: await media.id(category.FeaturedImage),
      }),
    );
    categoryIds.set(category.slug, documentId);
  }

  const posts = strapi.documents('api::blog.blog');
  for (const post of content.blogPosts) {
    if (await posts.findFirst({ filters: { Slug: post.Slug } })) continue;
    const Category = categoryIds.get(post.category);
    if (!Category) throw new Error(`Seed post ${post.Slug} names an unknown category ${post.category}`);
    const created = await posts.create({
      data: {
        Name: post.Name,
        Slug: post.Slug,
        Description: post.Description,
        FeaturedImage: await media.id(post.FeaturedImage),
        Category,
        Content: await blocksData(post.Content, media),
      } as never,
      status: 'published',
    });
    // The seeded posts carry their own publication dates, so the blog reads in its real order: the
    // date a post first went live (firstPublishedAt, kept on the draft and copied on each publish)
    // and the published version's publishedAt.
    const date = new Date(`${post.publishedAt}T09:00:00.000Z`);
    await strapi.db.query('api::blog.blog').updateMany({
      where: { documentId: created.documentId },
      data: { firstPublishedAt: date },
    });
    await strapi.db.query('api::blog.blog').updateMany({
      where: { documentId: created.documentId, publishedAt: { $notNull: true } },
      data: { publishedAt: date },
    });
  }
}

async function seedLocations(strapi: Core.Strapi, nodes: SeedLocation[], media: MediaLibrary, parent?: string) {
  for (const [order, node] of nodes.entries()) {
    const documentId = await findOrCreate(strapi, 'api::location.location', { slug: node.slug }, async () => ({
      name: node.name,
      lat: node.lat,
      lng: node.lng,
      slug: node.slug,
      url: node.url ?? null,
      image: node.image ? await media.id(node.image) : null,
      iconType: node.iconType,
      isSubtitle: node.isSubtitle ?? false,
      order,
      parent: parent ?? null,
    }));
    if (node.children) await seedLocations(strapi, node.children, media, documentId);
  }
}

async function seedMenus(strapi: Core.Strapi, items: SeedMenuItem[], pages: Map<string, string>, parent?: string) {
  for (const [order, item] of items.entries()) {
    const page = item.page ? pages.get(item.page) : undefined;
    if (item.page && !page) throw new Error(`Seed menu item ${item.name} links to a missing page ${item.page}`);
    const documentId = await findOrCreate(
      strapi,
      'api::menu.menu',
      { name: item.name, parent: underParent(parent) },
      async () => ({
        name: item.name,
        active: item.active ?? true,
        order,
        icon: item.icon ?? null,
        page: page ?? null,
        slug: item.slug ?? null,
        parent: parent ?? null,
      }),
    );
    if (item.children) await seedMenus(strapi, item.children, pages, documentId);
  }
}

/** The media fields of the single types' sections: their values name a file in `media/`. */
const MEDIA_KEYS = new Set(['image', 'bg_image', 'mobile_image']);

/** Copies seed data, uploading each file a media field names and putting its id in its place. */
async function withMediaIds(value: unknown, media: MediaLibrary, key = ''): Promise<unknown> {
  if (typeof value === 'string' && MEDIA_KEYS.has(key)) return media.id(value as MediaFile);
  if (Array.isArray(value)) {
    const out = [];
    for (const item of value) out.push(await withMediaIds(item, media));
    return out;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) out[name] = await withMediaIds(field, media, name);
    return out;
  }
  return value;
}

/**
 * The site's built-in rate table (src/pricing/default-rates.json beside this app), so the Pricing
 * rates entry starts with every figure the estimate uses. Version 3 added it. A CMS deployed
 * without the site's folder beside it starts without the entry, and the site keeps its built-in
 * table until an editor makes one.
 */
async function defaultPricingRates(strapi: Core.Strapi): Promise<RateTable | null> {
  const file = path.join(strapi.dirs.app.root, '..', 'src', 'pricing', 'default-rates.json');
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as RateTable;
  } catch (error) {
    strapi.log.warn(`No Pricing rates seeded: ${(error as Error).message}`);
    return null;
  }
}

/** Version 2 gave the home and international pages their sections: a CMS seeded at version 1
 *  has the pages without them and receives the seed's sections (and nothing else). */
const SECTIONS_SINCE = 2;
/** Version 4 gave the site settings the broker's proof (phone hours, USDOT and MC, rating,
 *  cargo insurance): a CMS seeded before it receives the seed's placeholders where a field is empty. */
const PROOF_SINCE = 4;
const PROOF_FIELDS = [
  'phoneHours',
  'usdotNumber',
  'mcNumber',
  'ratingAverage',
  'ratingCount',
  'ratingSource',
  'cargoInsurance',
] as const;

async function seedProof(strapi: Core.Strapi) {
  const settings = strapi.documents('api::site-setting.site-setting');
  const existing = (await settings.findFirst()) as Record<string, unknown> | null;
  if (!existing) return;
  const missing = PROOF_FIELDS.filter((field) => existing[field] === null || existing[field] === undefined);
  if (!missing.length) return;
  const data = Object.fromEntries(missing.map((field) => [field, content.siteSettings[field]]));
  await settings.update({
    documentId: existing.documentId as string,
    data: { ...data, proofPlaceholders: true } as never,
    status: 'published',
  });
}

/** The built-in table in the Pricing rates form, published (the site reads the published figures). */
async function seedPricingRates(strapi: Core.Strapi) {
  const documents = strapi.documents('api::pricing-rate.pricing-rate');
  if (await documents.findFirst()) return;
  const rates = await defaultPricingRates(strapi);
  if (rates) await documents.create({ data: formFromTable(rates) as never, status: 'published' });
}

async function seedSingleTypes(strapi: Core.Strapi, media: MediaLibrary, seededVersion: number) {
  await seedPricingRates(strapi);
  const singles: [string, unknown][] = [
    // Version 5 added the Order terms: a CMS seeded before it receives them, being without the entry.
    ['api::order-term.order-term', content.orderTerms],
    ['api::site-setting.site-setting', content.siteSettings],
    ['api::home-page.home-page', content.homePage],
    ['api::international-page.international-page', content.internationalPage],
  ];
  for (const [uid, data] of singles) {
    const documents = strapi.documents(uid as 'api::site-setting.site-setting');
    const existing = await documents.findFirst();
    // Published as they are made (the Pricing rates have no draft: the option is ignored there).
    if (!existing) {
      await documents.create({ data: (await withMediaIds(data, media)) as never, status: 'published' });
    } else if (seededVersion < SECTIONS_SINCE && data && typeof data === 'object' && 'sections' in data) {
      const sections = await withMediaIds((data as { sections: unknown }).sections, media);
      await documents.update({ documentId: existing.documentId, data: { sections } as never, status: 'published' });
    }
  }
}

async function seedCollections(strapi: Core.Strapi, media: MediaLibrary) {
  const reviews = strapi.documents('api::review.review');
  for (const review of content.reviews) {
    if (await reviews.findFirst({ filters: { name: review.name, date: review.date } })) continue;
    await reviews.create({
      data: { ...review, url: review.url ?? null, logo: review.logo ? await media.id(review.logo) : null } as never,
      status: 'published',
    });
  }
  const logos = strapi.documents('api::press-logo.press-logo');
  for (const [order, logo] of content.pressLogos.entries()) {
    if (await logos.findFirst({ filters: { name: logo.name } })) continue;
    await logos.create({
      data: { name: logo.name, url: logo.url ?? null, order, logo: await media.id(logo.logo) } as never,
      status: 'published',
    });
  }
}

/** Loads the project's seed content on first start; a seeded CMS is left as its editors made it. */
export async function seedContent(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store as unknown as {
    get(params: typeof SEED_MARKER): Promise<unknown>;
    set(params: typeof SEED_MARKER & { value: unknown }): Promise<void>;
  };
  const seeded = Number((await store.get(SEED_MARKER)) ?? 0);
  if (seeded >= SEED_VERSION) return;
  const started = Date.now();
  strapi.log.info('Seeding the site content (first start)...');
  const media = new MediaLibrary(strapi, path.join(strapi.dirs.app.root, 'src', 'seed', 'media'));
  const pages = await seedPages(strapi, content.allPages, media);
  await seedBlog(strapi, media);
  await seedLocations(strapi, content.locationTree, media);
  await seedMenus(strapi, content.menuTree, pages);
  await seedCollections(strapi, media);
  await seedSingleTypes(strapi, media, seeded);
  if (seeded > 0 && seeded < PROOF_SINCE) await seedProof(strapi);
  await store.set({ ...SEED_MARKER, value: SEED_VERSION });
  strapi.log.info(`Seeded ${pages.size} pages and ${content.blogPosts.length} posts in ${Date.now() - started} ms`);
}
