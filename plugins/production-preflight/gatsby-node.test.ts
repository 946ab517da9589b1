/** @jest-environment node */
import { onPreInit } from './gatsby-node';

describe('production-preflight', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const hook = onPreInit as unknown as (args: { reporter: { panic: jest.Mock } }) => void;
  /** Runs the hook with these settings over the saved ones; answers its reporter's `panic`. */
  const preflight = (settings: NodeJS.ProcessEnv) => {
    process.env = { ...saved, ...settings };
    const reporter = { panic: jest.fn() };
    hook({ reporter });
    return reporter.panic;
  };
  /** Every setting a production build needs, each test blanking what it is about. */
  const ready = { DATABASE_URL: 'postgres://x/y', LEAD_LINK_SECRET: 'a', RATE_LIMIT_SALT: 'b' };

  it('stops a production build without DATABASE_URL, naming the variable', () => {
    const panic = preflight({ ...ready, GATSBY_ADAPTER: 'netlify', DATABASE_URL: '' });
    expect(panic).toHaveBeenCalledTimes(1);
    expect(panic.mock.calls[0][0]).toMatch(/^DATABASE_URL is not set: /);
  });

  it('names every missing setting on Netlify (NETLIFY=true)', () => {
    const panic = preflight({
      ...ready,
      GATSBY_ADAPTER: '',
      NETLIFY: 'true',
      LEAD_LINK_SECRET: '',
      RATE_LIMIT_SALT: '',
    });
    const message = panic.mock.calls[0][0] as string;
    expect(message).toContain('LEAD_LINK_SECRET is not set');
    expect(message).toContain('RATE_LIMIT_SALT is not set');
  });

  it('lets every other build through: the local default needs none of them', () => {
    expect(preflight({ GATSBY_ADAPTER: '', NETLIFY: '', DATABASE_URL: '' })).not.toHaveBeenCalled();
  });
});
