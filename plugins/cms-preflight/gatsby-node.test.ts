/** @jest-environment node */
import { onPreBootstrap } from './gatsby-node';

describe('cms-preflight', () => {
  const env = process.env.CMS_GRAPHQL_URL;
  afterEach(() => {
    process.env.CMS_GRAPHQL_URL = env;
    jest.restoreAllMocks();
  });

  it('stops the build naming the CMS URL it tried and how to start the local one', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.CMS_GRAPHQL_URL = 'http://127.0.0.1:1/graphql';
    const reporter = { panic: jest.fn(), info: jest.fn() };
    const hook = onPreBootstrap as unknown as (args: { reporter: typeof reporter }) => Promise<void>;
    await hook({ reporter });
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    const message = reporter.panic.mock.calls[0][0] as string;
    expect(message).toContain('http://127.0.0.1:1/graphql');
    expect(message).toContain('npm start');
  });
});
