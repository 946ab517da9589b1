/** @jest-environment node */
import { onPreInit } from './gatsby-node';

describe('production-preflight', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const hook = onPreInit as unknown as (args: { reporter: { panic: jest.Mock } }) => void;

  it('stops a production build without DATABASE_URL, naming the variable', () => {
    process.env = {
      ...saved,
      GATSBY_ADAPTER: 'netlify',
      DATABASE_URL: '',
      LEAD_LINK_SECRET: 'a',
      RATE_LIMIT_SALT: 'b',
    };
    const reporter = { panic: jest.fn() };
    hook({ reporter });
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    expect(reporter.panic.mock.calls[0][0]).toMatch(/^DATABASE_URL is not set: /);
  });

  it('names every missing setting on Netlify (NETLIFY=true)', () => {
    process.env = {
      ...saved,
      GATSBY_ADAPTER: '',
      NETLIFY: 'true',
      DATABASE_URL: 'postgres://x/y',
      LEAD_LINK_SECRET: '',
      RATE_LIMIT_SALT: '',
    };
    const reporter = { panic: jest.fn() };
    hook({ reporter });
    const message = reporter.panic.mock.calls[0][0] as string;
    expect(message).toContain('LEAD_LINK_SECRET is not set');
    expect(message).toContain('RATE_LIMIT_SALT is not set');
  });

  it('lets every other build through: the local default needs none of them', () => {
    process.env = { ...saved, GATSBY_ADAPTER: '', NETLIFY: '', DATABASE_URL: '' };
    const reporter = { panic: jest.fn() };
    hook({ reporter });
    expect(reporter.panic).not.toHaveBeenCalled();
  });
});
