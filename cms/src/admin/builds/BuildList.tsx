import React, { useEffect, useState } from 'react';
import { Badge, Box, Flex, Link, Loader, Typography } from '@strapi/design-system';
import { ExternalLink } from '@strapi/icons';
import styled from 'styled-components';
import { useSiteAdminApi, type BuildsFeed } from '../api';
import { ago, duration, plainTrigger } from '../format';
import type { BuildSummary } from '../../site-admin/build-state';

/**
 * The site's last builds as the home page's "Site builds" widget (and, where the admin has no
 * widgets, the Site builds page) shows them, read again every few seconds.
 */

const REFRESH_MS = 5000;

const RESULT: Record<BuildSummary['result'], { label: string; variant: 'secondary' | 'success' | 'danger' }> = {
  building: { label: 'Building…', variant: 'secondary' },
  succeeded: { label: 'Live', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.neutral150};
  }
`;

/** The receiver's word for now, as a sentence. */
const NOW: Record<string, string> = {
  idle: 'No build is running.',
  building: 'A build is running.',
  waiting: 'Changes are waiting for the next build.',
};

function BuildItem({ build }: { build: BuildSummary }) {
  const result = RESULT[build.result];
  const triggers = build.triggers.map(plainTrigger);
  const took = duration(build.durationMs);
  return (
    <li>
      <Flex direction="column" alignItems="stretch" gap={1} paddingTop={2} paddingBottom={2}>
        <Flex gap={2} style={{ minWidth: 0 }}>
          <Badge variant={result.variant}>{result.label}</Badge>
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Typography variant="omega" ellipsis tag="p" title={triggers.join('\n')}>
              {triggers[0] ?? 'A build'}
              {triggers.length > 1 ? ` and ${triggers.length - 1} more` : ''}
            </Typography>
          </Box>
        </Flex>
        <Typography variant="pi" textColor="neutral600">
          Started{' '}
          <time dateTime={build.startedAt} title={new Date(build.startedAt).toLocaleString()}>
            {ago(build.startedAt)}
          </time>
          {took ? `, took ${took}` : ', still running'}
        </Typography>
        {build.result === 'failed' && build.reason && (
          <Typography variant="pi" textColor="danger600">
            {build.reason}
          </Typography>
        )}
      </Flex>
    </li>
  );
}

export function BuildList({ limit }: { limit: number }) {
  const api = useSiteAdminApi();
  const [feed, setFeed] = useState<BuildsFeed | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      api.builds().then(
        (answer) => {
          if (stopped) return;
          setFeed(answer);
          setError(null);
          if (answer.reported) timer = setTimeout(read, REFRESH_MS);
        },
        (failure: Error) => {
          if (stopped) return;
          setError(failure.message);
          timer = setTimeout(read, REFRESH_MS * 2);
        },
      );
    read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api]);

  if (error && !feed) {
    return (
      <Typography variant="omega" textColor="danger600">
        The builds cannot be read: {error}
      </Typography>
    );
  }
  if (!feed) return <Loader small>Reading the builds…</Loader>;
  if (!feed.reported) {
    return (
      <Typography variant="omega" textColor="neutral600">
        {feed.message}
      </Typography>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <Flex justifyContent="space-between" gap={2} wrap="wrap">
        <Typography variant="pi" textColor={feed.error ? 'danger600' : 'neutral600'} role="status">
          {feed.error ?? (feed.state ? (NOW[feed.state] ?? `Now: ${feed.state}.`) : '')}
        </Typography>
        <Link href={feed.buildsPage} isExternal endIcon={<ExternalLink />}>
          All builds, with details
        </Link>
      </Flex>
      {feed.builds.length === 0 && !feed.error ? (
        <Box paddingTop={2}>
          <Typography variant="omega" textColor="neutral600">
            No builds yet.
          </Typography>
        </Box>
      ) : (
        <List aria-label="Last builds">
          {feed.builds.slice(0, limit).map((build) => (
            <BuildItem key={build.id} build={build} />
          ))}
        </List>
      )}
    </Flex>
  );
}
