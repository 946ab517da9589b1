import type { StrapiBlock, StrapiMedia } from '../schema';
import { normalizeBlocks } from './blocks';
import { normalizeMedia } from './media';

const BASE = 'http://cms.test';
const image: StrapiMedia = {
  url: '/uploads/truck.jpg',
  alternativeText: 'A car carrier',
  width: 1600,
  height: 1000,
  mime: 'image/jpeg',
  formats: {
    small: { url: '/uploads/small_truck.jpg', width: 420, height: 263 },
    thumbnail: { url: '/uploads/thumbnail_truck.jpg', width: 245, height: 153 },
  },
};

describe('content blocks', () => {
  it('turns every block type of SPEC §3 into a site block', () => {
    const raw: StrapiBlock[] = [
      {
        __typename: 'STRAPI_ComponentBlocksRichText',
        id: '1',
        JSONContent: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi' }] }],
      },
      { __typename: 'STRAPI_ComponentBlocksTitle', id: '2', Title: 'Prices', SubTitle: 'What moves them', Style: 'h3' },
      { __typename: 'STRAPI_ComponentBlocksImage', id: '3', blockImage: image, Alt: '' },
      { __typename: 'STRAPI_ComponentBlocksContent', id: '4', markdown: '| a | b |' },
      { __typename: 'STRAPI_ComponentBlocksListItem', id: '5', Item: 'Call us', Icon: 'Person', listContent: null },
      {
        __typename: 'STRAPI_ComponentBlocksChecklist',
        id: '6',
        Title: 'Before pickup',
        ContentChecklist: null,
        List: [{ Text: 'Wash it' }],
      },
      {
        __typename: 'STRAPI_ComponentBlocksCard',
        id: '7',
        cardImage: null,
        Subtitle: 'Door to door',
        cardContent: 'We come to you',
      },
      { __typename: 'STRAPI_ComponentBlocksStateCard', id: '8', From: 'Miami, FL', To: 'Boston, MA', Distance: 1504 },
      { __typename: 'STRAPI_ComponentBlocksQa', id: '9', Question: 'How long?', Answer: 'A week' },
      { __typename: 'STRAPI_ComponentBlocksIndex', id: '10', Index: 'Prices' },
    ];
    const { blocks, skipped } = normalizeBlocks(raw, BASE);
    expect(skipped).toEqual([]);
    expect(blocks.map((block) => block.kind)).toEqual([
      'rich-text',
      'title',
      'image',
      'content',
      'list-item',
      'checklist',
      'card',
      'state-card',
      'qa',
      'index',
    ]);
    expect(blocks[1]).toEqual({ kind: 'title', id: '2', title: 'Prices', subtitle: 'What moves them', style: 'h3' });
    expect(blocks[2]).toMatchObject({
      kind: 'image',
      alt: null,
      image: { url: `${BASE}/uploads/truck.jpg`, alt: 'A car carrier' },
    });
    expect(blocks[5]).toMatchObject({ kind: 'checklist', items: ['Wash it'] });
    expect(blocks[7]).toMatchObject({ from: 'Miami, FL', to: 'Boston, MA', distance: 1504 });
  });

  it('skips a block type it does not know and reports it', () => {
    const { blocks, skipped } = normalizeBlocks(
      [
        { __typename: 'STRAPI_ComponentBlocksVideo', id: '1' },
        { __typename: 'STRAPI_ComponentBlocksQa', id: '2', Question: 'Q', Answer: 'A' },
      ],
      BASE,
    );
    expect(blocks).toHaveLength(1);
    expect(skipped).toEqual(['ComponentBlocksVideo']);
  });

  it('keeps a title style inside h1 to h6', () => {
    const { blocks } = normalizeBlocks(
      [{ __typename: 'STRAPI_ComponentBlocksTitle', id: '1', Title: 'T', SubTitle: null, Style: 'h9' }],
      BASE,
    );
    expect(blocks[0]).toMatchObject({ style: 'h2' });
  });
});

describe('media', () => {
  it('makes upload URLs absolute and lists formats smallest first', () => {
    const media = normalizeMedia(image, `${BASE}/`);
    expect(media?.formats.map((format) => format.name)).toEqual(['thumbnail', 'small']);
    expect(media?.formats[0].url).toBe(`${BASE}/uploads/thumbnail_truck.jpg`);
  });

  it('leaves URLs from a media host alone', () => {
    expect(normalizeMedia({ ...image, url: 'https://media.example/truck.jpg', formats: null }, BASE)?.url).toBe(
      'https://media.example/truck.jpg',
    );
  });
});
