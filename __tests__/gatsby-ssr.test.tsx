import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { onPreRenderHTML, onRenderBody } from '../gatsby-ssr';
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
