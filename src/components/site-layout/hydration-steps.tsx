import React, { Suspense } from 'react';

/**
 * React hydrates a boundary the server rendered in a pass of its own, after the content around
 * it, and a boundary nested in it in the pass after that; each pass ends in a commit of its own
 * (its layout effects, refs and the links' viewport observers). Steps nested one in another cut
 * the page's one long commit on a phone into a few short tasks, the first part of the page
 * first. Nothing in a step suspends (the calendar and the carousel have boundaries of their
 * own), so on the server and in a client-side navigation the steps render at once, as if they
 * were not there.
 */
export function HydrationSteps({ steps }: { steps: React.ReactNode[] }) {
  return steps.reduceRight<React.ReactNode>(
    (later, step) => (
      <Suspense fallback={null}>
        {step}
        {later}
      </Suspense>
    ),
    null,
  );
}
