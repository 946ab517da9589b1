/** @jest-environment node */
import { alignedLinks, typesTurnedToDrafts, type Link, type Version } from '../cms/src/bootstrap/drafts-turned-on';

const drafts = { options: { draftAndPublish: true } };
const none = { options: { draftAndPublish: false } };

/** Rows of a type: each document once published (id n) and, where listed, once as a draft (id n + 100). */
const rows = (documents: string[], withDrafts = true): Version[] =>
  documents.flatMap((documentId, index) => [
    { id: index + 1, documentId, locale: null, published: true },
    ...(withDrafts ? [{ id: index + 101, documentId, locale: null, published: false }] : []),
  ]);

/** Applies the changes to the links and lists each as "source>target". */
const after = (links: Link[], changes: { remove: number[]; add: Link[] }) =>
  [...links.filter((link) => !changes.remove.includes(link.id!)), ...changes.add]
    .map((link) => `${link.source}>${link.target}`)
    .sort();

describe('turning draft and publish on for types that have entries (Strapi 5.54 loses draft links)', () => {
  it('names the types this start turns on, and none on a fresh database', () => {
    const contentTypes = { 'api::menu.menu': drafts, 'api::blog.blog': drafts, 'api::pricing-rate.pricing-rate': none };
    expect(
      typesTurnedToDrafts({
        oldContentTypes: { 'api::menu.menu': none, 'api::blog.blog': drafts, 'api::pricing-rate.pricing-rate': none },
        contentTypes,
      }),
    ).toEqual(['api::menu.menu']);
    expect(typesTurnedToDrafts({ contentTypes })).toEqual([]);
    // A type new in this start has nothing to keep.
    expect(typesTurnedToDrafts({ oldContentTypes: {}, contentTypes })).toEqual([]);
  });

  it("gives each fresh draft of a tree its published version's parent, in the same order", () => {
    // Menu items a (top), b and c under a, d under b; Strapi cloned b and d before their parents,
    // so their drafts have no parent link (as a real upgrade showed), and c's draft kept its own.
    const menus = rows(['a', 'b', 'c', 'd']);
    const links: Link[] = [
      { id: 1, source: 2, target: 1, rest: { menu_ord: 1 } },
      { id: 2, source: 3, target: 1, rest: { menu_ord: 2 } },
      { id: 3, source: 4, target: 2, rest: { menu_ord: 1 } },
      { id: 4, source: 103, target: 101, rest: { menu_ord: 2 } },
    ];
    const changes = alignedLinks({
      sources: menus,
      targets: menus,
      links,
      sourceTurned: true,
      sourceHasDrafts: true,
      targetHasDrafts: true,
    });
    expect(after(links, changes)).toEqual(['102>101', '103>101', '104>102', '2>1', '3>1', '4>2'].sort());
    // The order of a child among its parent's children is the published one.
    expect(changes.add.find((link) => link.source === 104)?.rest).toEqual({ menu_ord: 1 });
    // Published links are left as they are.
    expect(changes.remove.filter((id) => id <= 3)).toEqual([]);
  });

  it('joins drafts to drafts and published versions to published ones across types', () => {
    // Posts already had drafts; categories are turned on. Before, both versions of a post pointed
    // to the category's one row, now its published version; Strapi added the draft's link.
    const posts = rows(['p']);
    const categories = rows(['k']);
    const postLinks: Link[] = [
      { id: 1, source: 1, target: 1, rest: {} },
      { id: 2, source: 101, target: 1, rest: {} },
      { id: 3, source: 101, target: 101, rest: {} },
    ];
    const fromPosts = alignedLinks({
      sources: posts,
      targets: categories,
      links: postLinks,
      sourceTurned: false,
      sourceHasDrafts: true,
      targetHasDrafts: true,
    });
    expect(after(postLinks, fromPosts)).toEqual(['1>1', '101>101'].sort());

    // Menu items (turned on) pointed to both versions of a page (pages had drafts): each version
    // of the item now points to the same version of the page.
    const menus = rows(['m']);
    const pages = rows(['g']);
    const menuLinks: Link[] = [
      { id: 1, source: 1, target: 1, rest: {} },
      { id: 2, source: 1, target: 101, rest: {} },
    ];
    const fromMenus = alignedLinks({
      sources: menus,
      targets: pages,
      links: menuLinks,
      sourceTurned: true,
      sourceHasDrafts: true,
      targetHasDrafts: true,
    });
    expect(after(menuLinks, fromMenus)).toEqual(['1>1', '101>101'].sort());
  });

  it('links a draft to nothing where the entry it points to has no draft, and leaves types without drafts alone', () => {
    const menus = rows(['m']);
    const pages: Version[] = [{ id: 1, documentId: 'g', locale: null, published: true }];
    const links: Link[] = [{ id: 1, source: 1, target: 1, rest: {} }];
    expect(
      after(
        links,
        alignedLinks({
          sources: menus,
          targets: pages,
          links,
          sourceTurned: true,
          sourceHasDrafts: true,
          targetHasDrafts: true,
        }),
      ),
    ).toEqual(['1>1']);
    // A type without drafts links to both versions of a target, as Strapi does: nothing changes.
    const users = rows(['u'], false);
    const both: Link[] = [
      { id: 1, source: 1, target: 1, rest: {} },
      { id: 2, source: 1, target: 101, rest: {} },
    ];
    expect(
      alignedLinks({
        sources: users,
        targets: menus,
        links: both,
        sourceTurned: false,
        sourceHasDrafts: false,
        targetHasDrafts: true,
      }),
    ).toEqual({ remove: [], add: [] });
  });
});
