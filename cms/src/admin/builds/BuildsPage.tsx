import React from 'react';
import { Box } from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';
import { BuildList } from './BuildList';

/** The Site builds page: the left menu's way to the builds where the admin has no home page widgets. */
export function BuildsPage() {
  return (
    <Page.Main>
      <Page.Title>Site builds</Page.Title>
      <Layouts.Header
        title="Site builds"
        subtitle="Each change you publish rebuilds the site; the last builds are here."
      />
      <Layouts.Content>
        <Box background="neutral0" hasRadius shadow="tableShadow" padding={6}>
          <BuildList limit={20} />
        </Box>
      </Layouts.Content>
    </Page.Main>
  );
}

export default BuildsPage;
