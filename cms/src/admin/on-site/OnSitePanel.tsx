import React, { useEffect, useState } from 'react';
import { Badge, Flex, Link, Loader, Typography } from '@strapi/design-system';
import { ExternalLink } from '@strapi/icons';
import { SHOWN_CONTENT_TYPES } from '../../site-paths';
import { useSiteAdminApi, type OnSite } from '../api';
import { ago } from '../format';

/**
 * The edit view's "On the site" panel: after Publish, where the change is. Building while the
 * build that takes it runs, Live with a link to the page once a build that started after the
 * publish succeeded, or the reason a build failed. It asks again every few seconds until the
 * change is live or the build failed.
 */

const POLL_MS = 3000;
/** After this long with no build started since the publish, the panel says so (the cap may hold it back). */
const LONG_WAIT_MS = 2 * 60_000;

interface Props {
  uid: string;
  documentId?: string;
  /** Changes when the entry is saved or published: the panel reads again. */
  version: string;
  hasDraftChanges: boolean;
}

function OnSiteStatus({ uid, documentId, version, hasDraftChanges }: Props) {
  const api = useSiteAdminApi();
  const [answer, setAnswer] = useState<(OnSite & { readAt: number }) | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      api.onSite(uid, documentId).then(
        (next) => {
          if (stopped) return;
          setAnswer({ ...next, readAt: Date.now() });
          setError(null);
          if (next.state === 'waiting' || next.state === 'building') timer = setTimeout(read, POLL_MS);
        },
        (failure: Error) => {
          if (stopped) return;
          setError(failure.message);
          timer = setTimeout(read, POLL_MS * 3);
        },
      );
    read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, uid, documentId, version]);

  if (error && !answer) {
    return (
      <Typography variant="pi" textColor="danger600">
        Cannot tell where this change is: {error}
      </Typography>
    );
  }
  if (!answer) return <Loader small>Reading where this entry is…</Loader>;

  const viewOnSite = answer.url ? (
    <Link href={answer.url} isExternal endIcon={<ExternalLink />}>
      View on site
    </Link>
  ) : null;
  const buildsPage = answer.buildsPage ? (
    <Link href={answer.buildsPage} isExternal endIcon={<ExternalLink />}>
      See the builds
    </Link>
  ) : null;
  const draftNote = hasDraftChanges && answer.state !== 'not-published' && (
    <Typography variant="pi" textColor="neutral600">
      Your latest changes are a draft: the site shows them once you publish.
    </Typography>
  );

  let body: React.ReactNode;
  switch (answer.state) {
    case 'not-published':
      body = (
        <Typography variant="pi" textColor="neutral600">
          Not on the site yet: it goes there when you publish it.
        </Typography>
      );
      break;
    case 'waiting': {
      const waited = answer.publishedAt ? answer.readAt - Date.parse(answer.publishedAt) : 0;
      body =
        waited > LONG_WAIT_MS ? (
          <>
            <Typography variant="pi">
              No build has started since this was published {ago(answer.publishedAt!)}.
            </Typography>
            {buildsPage}
          </>
        ) : (
          <Flex gap={2}>
            <Loader small>Building</Loader>
            <Typography variant="pi">Building… the build starts in a few seconds.</Typography>
          </Flex>
        );
      break;
    }
    case 'building':
      body = (
        <Flex gap={2}>
          <Loader small>Building</Loader>
          <Typography variant="pi">
            Building… started {answer.build ? ago(answer.build.startedAt) : 'just now'}. It usually takes under a
            minute.
          </Typography>
        </Flex>
      );
      break;
    case 'live':
      body = (
        <>
          <Flex gap={2}>
            <Badge variant="success">Live</Badge>
            {answer.build && (
              <Typography variant="pi" textColor="neutral600">
                built {ago(answer.build.startedAt)}
              </Typography>
            )}
          </Flex>
          {viewOnSite ?? (
            <Typography variant="pi" textColor="neutral600">
              {answer.path
                ? 'SITE_URL is not set, so the CMS cannot link to the page.'
                : 'This entry has no page of its own.'}
            </Typography>
          )}
        </>
      );
      break;
    case 'failed':
      body = (
        <>
          <Typography variant="pi" textColor="danger600" fontWeight="bold">
            The build failed: {answer.build?.reason ?? 'no reason was given.'}
          </Typography>
          <Typography variant="pi" textColor="neutral600">
            The site still shows what it showed before this change.
          </Typography>
          {buildsPage}
        </>
      );
      break;
    default:
      body = (
        <>
          <Typography variant="pi" textColor="neutral600">
            {answer.message}
          </Typography>
          {viewOnSite}
        </>
      );
  }
  return (
    <Flex direction="column" alignItems="flex-start" gap={2} width="100%" aria-live="polite">
      {body}
      {draftNote}
    </Flex>
  );
}

interface PanelProps {
  model: string;
  documentId?: string;
  collectionType: string;
  document?: { documentId?: string; status?: string; updatedAt?: string | null; publishedAt?: string | null };
  meta?: { availableStatus?: { publishedAt?: string | null; updatedAt?: string | null }[] };
}

/** The panel as the content-manager's addEditViewSidePanel takes it: a description per edit view. */
export function OnSitePanel({ model, documentId, document, meta }: PanelProps) {
  if (!SHOWN_CONTENT_TYPES.includes(model)) return null;
  const id = documentId ?? document?.documentId;
  if (!id) return null;
  const published = meta?.availableStatus?.find((version) => version.publishedAt);
  const version = [document?.status, document?.updatedAt, document?.publishedAt, published?.publishedAt].join(' ');
  return {
    title: 'On the site',
    content: (
      <OnSiteStatus uid={model} documentId={id} version={version} hasDraftChanges={document?.status === 'modified'} />
    ),
  };
}
