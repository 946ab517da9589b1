/** @jest-environment node */
import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onPreRenderHTML, onRenderBody } from '../gatsby-ssr';
import { PREVIEW_BANNER_TEXT } from '../src/components/preview-banner';
import { cmsMediaOrigin } from '../src/runtime/cms-config';
import { THEME_PRE_PAINT_SCRIPT } from '../src/color-theme';

type RenderBodyArgs = Parameters<NonNullable<GatsbySSR['onRenderBody']>>[0];
type PreRenderArgs = Parameters<NonNullable<GatsbySSR['onPreRenderHTML']>>[0];

describe('the server-rendered <head> (SPEC §4: no flash of the wrong theme)', () => {
  it('puts the theme script first, ahead of every style and link', () => {
    let head: React.ReactNode[] = [];
    (onRenderBody as (args: RenderBodyArgs) => void)({
      setHeadComponents: (components: React.ReactNode[]) => {
        head = [<style key="styled-components">{'.a{}'}</style>, ...components];
      },
    } as unknown as RenderBodyArgs);
    let replaced: React.ReactNode[] = [];
    (onPreRenderHTML as (args: PreRenderArgs) => void)({
      getHeadComponents: () => head,
      replaceHeadComponents: (components: React.ReactNode[]) => {
        replaced = components;
      },
    } as unknown as PreRenderArgs);
    const [first, ...rest] = replaced as React.ReactElement[];
    expect(first.type).toBe('script');
    expect(first.props.dangerouslySetInnerHTML.__html).toBe(THEME_PRE_PAINT_SCRIPT);
    expect(rest.map((element) => element.type)).toEqual(['style', 'link', 'link', 'link']);
    expect(rest[3].props).toMatchObject({ rel: 'preconnect', href: cmsMediaOrigin() });
  });

  it("opens the connection to the CMS's media host: CMS_MEDIA_URL, else the CMS's own origin", () => {
    const saved = { ...process.env };
    process.env.CMS_MEDIA_URL = '';
    process.env.CMS_GRAPHQL_URL = 'https://cms.velmora-transport.example/graphql';
    expect(cmsMediaOrigin()).toBe('https://cms.velmora-transport.example');
    process.env.CMS_MEDIA_URL = 'https://media.velmora-transport.example/uploads';
    expect(cmsMediaOrigin()).toBe('https://media.velmora-transport.example');
    process.env = saved;
  });
});

describe("the editors' preview's pages (issue 29)", () => {
  const render = () => {
    const head: React.ReactNode[] = [];
    const preBody: React.ReactNode[] = [];
    (onRenderBody as (args: RenderBodyArgs) => void)({
      setHeadComponents: (components: React.ReactNode[]) => head.push(...components),
      setPreBodyComponents: (components: React.ReactNode[]) => preBody.push(...components),
    } as unknown as RenderBodyArgs);
    const html = (nodes: React.ReactNode[]) => renderToStaticMarkup(<>{nodes}</>);
    return { head: html(head), preBody: html(preBody), preBodyCount: preBody.length };
  };
  const saved = process.env.GATSBY_SITE_PREVIEW;
  afterEach(() => {
    if (saved === undefined) delete process.env.GATSBY_SITE_PREVIEW;
    else process.env.GATSBY_SITE_PREVIEW = saved;
  });

  it('carry the notice above the page and robots noindex when built with GATSBY_SITE_PREVIEW=true', () => {
    process.env.GATSBY_SITE_PREVIEW = 'true';
    const { head, preBody } = render();
    expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(preBody).toMatch(/^<aside aria-label="Preview notice" data-site-preview="" style="[^"]+">/);
    expect(preBody).toContain(`<p style="margin:0">${PREVIEW_BANNER_TEXT}</p>`);
    expect(PREVIEW_BANNER_TEXT).toBe('Preview: drafts included. This is not the live site.');
    // Plain HTML: nothing the Content-Security-Policy would block, nothing for the browser to run.
    expect(preBody).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it("are the live site's pages, unchanged, without it", () => {
    for (const value of [undefined, '', 'false', '1']) {
      if (value === undefined) delete process.env.GATSBY_SITE_PREVIEW;
      else process.env.GATSBY_SITE_PREVIEW = value;
      const { head, preBodyCount } = render();
      expect(preBodyCount).toBe(0);
      expect(head).not.toContain('robots');
      expect(head).not.toContain('Preview');
    }
  });
});
