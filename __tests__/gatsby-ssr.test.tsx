import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { onPreRenderHTML, onRenderBody } from '../gatsby-ssr';
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
    expect(rest.map((element) => element.type)).toEqual(['style', 'link', 'link']);
  });
});
