import { render, screen, within } from '@testing-library/react';
import React from 'react';
import type { ContentBlock, Media } from '../../types/content';
import { MISSING_ALT_TEXT } from '../media-image';
import { tableOfContents, titleAnchors } from './anchor';
import { ContentBlocks, groupBlocks } from './content-blocks';
import { MarkdownBlock } from './markdown-block';

const media = (alt: string): Media => ({
  url: 'http://cms.test/uploads/a.jpg',
  alt,
  width: 1600,
  height: 1000,
  mime: 'image/jpeg',
  formats: [{ name: 'small', url: 'http://cms.test/uploads/small_a.jpg', width: 420, height: 263 }],
});

const renderBlocks = (...blocks: ContentBlock[]) => render(<ContentBlocks blocks={blocks} />);
const mainImages = (container: HTMLElement) => [...container.querySelectorAll('.media-image img')];

describe('JSON rich text', () => {
  it('renders headings, paragraphs, bold, italic, links, both lists, quotes and code', () => {
    const block: ContentBlock = {
      kind: 'rich-text',
      id: 'r',
      nodes: [
        { type: 'heading', level: 3, children: [{ type: 'text', text: 'Before you book' }] },
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Plain, ' },
            { type: 'text', text: 'bold', bold: true },
            { type: 'text', text: ' and ' },
            { type: 'text', text: 'italic', italic: true },
            { type: 'text', text: ' with ' },
            { type: 'link', url: '/services', children: [{ type: 'text', text: 'our services' }] },
            { type: 'text', text: ' and ' },
            { type: 'link', url: 'https://www.fmcsa.dot.gov', children: [{ type: 'text', text: 'FMCSA' }] },
          ],
        },
        {
          type: 'list',
          format: 'ordered',
          children: [{ type: 'list-item', children: [{ type: 'text', text: 'First step' }] }],
        },
        {
          type: 'list',
          format: 'unordered',
          children: [{ type: 'list-item', children: [{ type: 'text', text: 'A point' }] }],
        },
        { type: 'quote', children: [{ type: 'text', text: 'Write damage on the bill of lading.' }] },
        { type: 'code', children: [{ type: 'text', text: 'BOL-1234' }] },
      ],
    };
    renderBlocks(block);
    expect(screen.getByRole('heading', { level: 3, name: 'Before you book' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'our services' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'FMCSA' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('First step').closest('ol')).not.toBeNull();
    expect(screen.getByText('A point').closest('ul')).not.toBeNull();
    expect(screen.getByText('Write damage on the bill of lading.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('BOL-1234').closest('pre')).not.toBeNull();
  });

  it('gives an image inside rich text the missing-alt fallback', () => {
    renderBlocks({ kind: 'rich-text', id: 'r', nodes: [{ type: 'image', image: { url: 'http://cms.test/x.jpg' } }] });
    expect(screen.getByRole('img')).toHaveAttribute('alt', MISSING_ALT_TEXT);
  });
});

describe('Title', () => {
  it.each(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const)(
    'renders style %s as that heading, with its subtitle',
    (style) => {
      renderBlocks({ kind: 'title', id: '1', title: 'Transit times', subtitle: 'Door to door', style });
      const heading = screen.getByRole('heading', { level: Number(style[1]), name: 'Transit times' });
      expect(heading.closest('[data-block="title"]')).toHaveAttribute('id', 'transit-times');
      expect(screen.getByText('Door to door').tagName).toBe('P');
    },
  );

  it('leaves the subtitle out when there is none, and numbers repeated anchors', () => {
    const blocks: ContentBlock[] = [
      { kind: 'title', id: '1', title: 'Prices', subtitle: null, style: 'h2' },
      { kind: 'title', id: '2', title: 'Prices', subtitle: null, style: 'h2' },
    ];
    const { container } = renderBlocks(...blocks);
    expect([...container.querySelectorAll('[data-block="title"]')].map((el) => el.id)).toEqual(['prices', 'prices-2']);
    expect(container.querySelectorAll('[data-block="title"] p')).toHaveLength(0);
  });
});

describe('Image', () => {
  it('uses the block’s Alt first, then the media library’s text', () => {
    const { container } = renderBlocks(
      { kind: 'image', id: '1', image: media('From the library'), alt: 'A carrier at dawn' },
      { kind: 'image', id: '2', image: media('From the library'), alt: null },
    );
    expect(mainImages(container).map((img) => img.getAttribute('alt'))).toEqual([
      'A carrier at dawn',
      'From the library',
    ]);
  });

  it('falls back to the text noting missing alt text when neither has one (SPEC §8)', () => {
    const { container } = renderBlocks({ kind: 'image', id: '1', image: media(''), alt: null });
    expect(mainImages(container)[0]).toHaveAttribute('alt', MISSING_ALT_TEXT);
  });

  it('says so in place of an image the CMS no longer has', () => {
    renderBlocks({ kind: 'image', id: '1', image: null, alt: null });
    expect(screen.getByRole('img', { name: MISSING_ALT_TEXT })).toHaveTextContent(MISSING_ALT_TEXT);
  });
});

describe('Content (Markdown)', () => {
  it('renders tables, lists and links, and shows raw HTML as text, never as markup', () => {
    const markdown = [
      'Read [the guide](/shipping-guide).',
      '',
      '| Miles | Days |',
      '| --- | --- |',
      '| 500 | 2-4 |',
      '',
      '- Keys',
      '',
      '<script>window.hacked = true</script>',
    ].join('\n');
    const { container } = renderBlocks({ kind: 'content', id: '1', markdown });
    expect(screen.getByRole('columnheader', { name: 'Miles' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2-4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', '/shipping-guide');
    expect(screen.getByText('Keys').closest('ul')).not.toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('ListItem', () => {
  it('shows each item with its content and the icon it names (Arrow, Person, Link)', () => {
    const blocks: ContentBlock[] = [
      { kind: 'list-item', id: '1', item: 'Door to door', icon: 'Arrow', content: 'We come to you' },
      { kind: 'list-item', id: '2', item: 'Dedicated agent', icon: 'Person', content: null },
      { kind: 'list-item', id: '3', item: 'Live tracking', icon: 'Link', content: 'A link by e-mail' },
    ];
    renderBlocks(...blocks);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-icon'))).toEqual(['Arrow', 'Person', 'Link']);
    expect(items.map((item) => item.querySelector('svg')?.getAttribute('class'))).toEqual([
      expect.stringContaining('lucide-arrow-right'),
      expect.stringContaining('lucide-user'),
      expect.stringContaining('lucide-link'),
    ]);
    expect(items[0]).toHaveTextContent('Door to doorWe come to you');
    expect(items[1]).toHaveTextContent(/^Dedicated agent$/);
  });
});

describe('Checklist', () => {
  it('shows its title, its text and every entry', () => {
    renderBlocks({
      kind: 'checklist',
      id: '1',
      title: 'Before pickup',
      text: 'Ten minutes.',
      items: ['Remove toll tags', 'Wash it'],
    });
    expect(screen.getByRole('heading', { name: 'Before pickup' })).toBeInTheDocument();
    expect(screen.getByText('Ten minutes.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Remove toll tags', 'Wash it']);
  });
});

describe('Card', () => {
  it('shows its image, subtitle and content; cards that follow one another share a grid', () => {
    const { container } = renderBlocks(
      {
        kind: 'card',
        id: '1',
        image: media('An enclosed trailer'),
        subtitle: 'Enclosed',
        content: 'Out of the weather',
      },
      { kind: 'card', id: '2', image: null, subtitle: 'Insured', content: 'Every carrier is insured' },
    );
    expect(container.querySelectorAll('[data-block="card"]')).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Insured' })).toBeInTheDocument();
    expect(screen.getByText('Every carrier is insured')).toBeInTheDocument();
    expect(mainImages(container).map((img) => img.getAttribute('alt'))).toEqual(['An enclosed trailer']);
  });
});

describe('StateCard', () => {
  it('shows from, to, the distance in miles and the route availability of 10/10', () => {
    renderBlocks({ kind: 'state-card', id: '1', from: 'Miami, FL', to: 'Boston, MA', distance: 1504 });
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Miami, FL to Boston, MA' })).toBeInTheDocument();
    expect(within(card).getByText('From').nextSibling).toHaveTextContent('Miami, FL');
    expect(within(card).getByText('To').nextSibling).toHaveTextContent('Boston, MA');
    expect(within(card).getByText('Distance').nextSibling).toHaveTextContent('1,504 miles');
    expect(within(card).getByText('Route availability').nextSibling).toHaveTextContent('10/10');
    expect(within(card).queryByText('Open carrier')).not.toBeInTheDocument();
  });

  it('with the build’s route figures, shows the computed miles, open and enclosed ranges and transit, never as a fixed price', () => {
    renderBlocks({
      kind: 'state-card',
      id: '1',
      from: 'Miami, FL',
      to: 'Boston, MA',
      distance: 1504,
      estimate: {
        miles: 1512,
        open: [990, 1340],
        enclosed: [1340, 1810],
        transitDays: [4, 6],
      },
    });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Distance').nextSibling).toHaveTextContent('About 1,512 miles');
    expect(within(card).getByText('Open carrier').nextSibling).toHaveTextContent('$990 – $1,340');
    expect(within(card).getByText('Enclosed carrier').nextSibling).toHaveTextContent('$1,340 – $1,810');
    expect(within(card).getByText('Transit').nextSibling).toHaveTextContent('4–6 days');
    expect(within(card).getByText('Route availability').nextSibling).toHaveTextContent('10/10');
    expect(card).toHaveTextContent('not a fixed price');
  });

  it('on a category page, says what the figures price and shows no enclosed figure when it travels open', () => {
    renderBlocks({
      kind: 'state-card',
      id: '1',
      from: 'Houston, TX',
      to: 'Atlanta, GA',
      distance: 789,
      estimate: {
        miles: 960,
        open: [2610, 4110],
        transitDays: [3, 6],
        pricedFor: 'a typical 24 ft boat on its own trailer',
      },
    });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Open carrier').nextSibling).toHaveTextContent('$2,610 – $4,110');
    expect(within(card).queryByText('Enclosed carrier')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Estimate for a typical 24 ft boat on its own trailer with a flexible pickup');
  });
});

describe('Qa and Index', () => {
  it('puts questions that follow one another in one accordion, and a new one after other blocks', () => {
    const { container } = renderBlocks(
      { kind: 'qa', id: '1', question: 'How long?', answer: 'A week.' },
      { kind: 'qa', id: '2', question: 'Insured?', answer: 'Yes.' },
      { kind: 'title', id: '3', title: 'More', subtitle: null, style: 'h2' },
      { kind: 'qa', id: '4', question: 'Keys?', answer: 'One set.' },
    );
    expect(
      [...container.querySelectorAll('[data-block="qa"]')].map((el) => el.querySelectorAll('button').length),
    ).toEqual([2, 1]);
  });

  it('renders no text of its own for an Index entry: the table of contents shows it', () => {
    const { container } = renderBlocks({ kind: 'index', id: '1', index: 'Prices' });
    expect(container).toHaveTextContent(/^$/);
  });

  it('points each Index entry at the Title with the same text, leaving out entries with none', () => {
    const blocks: ContentBlock[] = [
      { kind: 'index', id: '1', index: 'Transit times' },
      { kind: 'index', id: '2', index: 'No such section' },
      { kind: 'index', id: '3', index: 'prices' },
      { kind: 'title', id: '4', title: 'Prices', subtitle: null, style: 'h2' },
      { kind: 'title', id: '5', title: 'Transit times', subtitle: null, style: 'h3' },
    ];
    expect(tableOfContents(blocks)).toEqual([
      { label: 'Transit times', anchor: 'transit-times' },
      { label: 'prices', anchor: 'prices' },
    ]);
    expect([...titleAnchors(blocks).values()]).toEqual(['prices', 'transit-times']);
  });
});

describe('grouping', () => {
  it('keeps the editor’s order and groups only runs of cards, list items, questions and state cards', () => {
    const blocks: ContentBlock[] = [
      { kind: 'card', id: '1', image: null, subtitle: 'a', content: 'a' },
      { kind: 'card', id: '2', image: null, subtitle: 'b', content: 'b' },
      { kind: 'checklist', id: '3', title: 'c', text: null, items: [] },
      { kind: 'checklist', id: '4', title: 'd', text: null, items: [] },
      { kind: 'state-card', id: '5', from: 'A', to: 'B', distance: 1 },
    ];
    expect(
      groupBlocks(blocks).map((piece) =>
        piece.kind === 'group' ? `${piece.of}x${piece.blocks.length}` : piece.block.kind,
      ),
    ).toEqual(['cardx2', 'checklist', 'checklist', 'state-cardx1']);
  });
});

describe('Markdown tables', () => {
  it('scroll in a region named by their column headings, so two tables are told apart', () => {
    render(
      <MarkdownBlock
        markdown={
          '| Record | How long |\n| --- | --- |\n| Leads | 2 years |\n\n| Purpose | Why |\n| --- | --- |\n| Quote | You asked |'
        }
      />,
    );
    expect(screen.getByRole('region', { name: 'Table: Record, How long' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Table: Purpose, Why' })).toBeInTheDocument();
  });
});
