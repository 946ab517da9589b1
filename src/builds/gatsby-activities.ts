import type { BuildStep } from './build-status';

/** Terminal colour and cursor codes, which Gatsby writes even when its output goes to a file. */
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const TERMINAL_CODES = /\u001b\[[0-9;?]*[A-Za-z]/g;

/**
 * The steps Gatsby reports as it builds ("success compile gatsby files - 3.162s", "success
 * Building static HTML for pages - 0.234s - 5/5 21.37/s", "info bootstrap finished - 12.79s"), in
 * the order it reports them, with "Done building" as the whole: where a build's time went.
 */
export function gatsbyActivities(output: string): BuildStep[] {
  const steps: BuildStep[] = [];
  for (const raw of output.replace(TERMINAL_CODES, '').split(/\r?\n/)) {
    const line = raw.trim();
    const activity = /^(?:success|info) (.+?) - (\d+(?:\.\d+)?)s\b/.exec(line);
    if (activity) {
      steps.push({ name: activity[1]!, ms: Math.round(Number(activity[2]) * 1000) });
      continue;
    }
    const done = /^info Done building in (\d+(?:\.\d+)?) sec/.exec(line);
    if (done) steps.push({ name: 'Done building', ms: Math.round(Number(done[1]) * 1000) });
  }
  return steps;
}
