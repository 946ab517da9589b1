/** @jest-environment node */
import webpack from 'webpack';
import { configShape, keepsUnchangedBundles } from 'gatsby/dist/utils/kept-bundles';
import { valuesDigest } from 'gatsby/dist/utils/unchanged-inputs';

/**
 * Gatsby keeps its browser bundles and HTML renderer when nothing they are made from changed, for
 * the editors' builds (patches/gatsby+5.16.1.patch adds gatsby/dist/utils/kept-bundles.js). Its
 * record holds the webpack configuration as data; these are the changes it must see. The files a
 * compilation read are checked by the same record as the Functions' (gatsby-unchanged-inputs.test.ts),
 * and the whole path by the e2e builds spec (a publish's build keeps both compilations).
 */
describe("the webpack configuration in Gatsby's kept-bundles record", () => {
  const config = (changes: { define?: Record<string, string>; test?: RegExp; filename?: () => string } = {}) => ({
    mode: 'production',
    entry: { app: '/site/.cache/production-app' },
    output: { path: '/site/public', filename: changes.filename ?? (() => '[name]-[contenthash].js') },
    module: {
      rules: [
        { test: changes.test ?? /\.tsx?$/, use: [{ loader: 'babel-loader', options: { stage: 'build-javascript' } }] },
      ],
    },
    plugins: [new webpack.DefinePlugin(changes.define ?? { 'process.env.GATSBY_SITE_PREVIEW': '"false"' })],
  });
  const digest = (value: unknown) => valuesDigest(configShape(value));

  it('is the same for the same configuration made twice', () => {
    expect(digest(config())).toBe(digest(config()));
  });

  it('changes with an inlined environment value, a rule, or a function in it', () => {
    const base = digest(config());
    expect(digest(config({ define: { 'process.env.GATSBY_SITE_PREVIEW': '"true"' } }))).not.toBe(base);
    expect(digest(config({ test: /\.jsx?$/ }))).not.toBe(base);
    expect(digest(config({ filename: () => '[name].js' }))).not.toBe(base);
  });

  it('names class instances and survives objects that refer to themselves', () => {
    const looped: Record<string, unknown> = { name: 'loop' };
    looped.self = looped;
    expect(configShape({ plugins: [new webpack.DefinePlugin({ a: '1' })], looped })).toEqual({
      plugins: [{ class: 'DefinePlugin', definitions: { a: '1' } }],
      looped: { name: 'loop', self: '[seen]' },
    });
  });

  it('is used only by builds that ask for it (the build receiver sets KEEP_UNCHANGED_BUNDLES=1)', () => {
    expect(keepsUnchangedBundles({ KEEP_UNCHANGED_BUNDLES: '1' })).toBe(true);
    expect(keepsUnchangedBundles({})).toBe(false);
    expect(keepsUnchangedBundles({ KEEP_UNCHANGED_BUNDLES: '0' })).toBe(false);
  });
});
