/** @jest-environment node */
import { hookAuthorized, readHook } from './build-hook';

describe('the build hook', () => {
  it('accepts only the shared secret as a bearer token, and nothing when no secret is set', () => {
    expect(hookAuthorized('Bearer s3cret-value', 's3cret-value')).toBe(true);
    expect(hookAuthorized('Bearer s3cret-valuE', 's3cret-value')).toBe(false);
    expect(hookAuthorized('s3cret-value', 's3cret-value')).toBe(false);
    expect(hookAuthorized(undefined, 's3cret-value')).toBe(false);
    expect(hookAuthorized('Bearer ', '')).toBe(false);
    expect(hookAuthorized('Bearer anything', '')).toBe(false);
  });

  it('builds for entry and media events, naming what changed', () => {
    expect(
      readHook({
        event: 'entry.publish',
        model: 'blog',
        uid: 'api::blog.blog',
        entry: { documentId: 'x1', Name: 'Open vs enclosed', publishedAt: '2026-11-23' },
      }),
    ).toEqual({ build: true, trigger: 'entry.publish blog “Open vs enclosed”' });
    expect(
      readHook({ event: 'entry.update', model: 'menu', uid: 'api::menu.menu', entry: { documentId: 'm9' } }),
    ).toEqual({
      build: true,
      trigger: 'entry.update menu m9',
    });
    expect(readHook({ event: 'media.create', media: { name: 'hero.jpg' } })).toEqual({
      build: true,
      trigger: 'media.create hero.jpg',
    });
    expect(
      readHook({ event: 'entry.unpublish', model: 'page', uid: 'api::page.page', entry: { Title: 'Boat Shipping' } }),
    ).toMatchObject({
      build: true,
    });
  });

  it('builds nothing for a saved draft, other events or a body that is not an event', () => {
    expect(
      readHook({
        event: 'entry.update',
        model: 'blog',
        uid: 'api::blog.blog',
        entry: { Name: 'Draft', publishedAt: null },
      }),
    ).toEqual({
      build: false,
      reason: 'A draft was saved: the site changes when it is published.',
    });
    expect(readHook({ event: 'trigger-test' })).toEqual({
      build: false,
      reason: 'trigger-test changes nothing the site shows.',
    });
    expect(readHook('entry.publish')).toMatchObject({ build: false });
    expect(readHook({})).toMatchObject({ build: false, reason: 'The event is missing.' });
  });

  it('builds nothing for entries that are not the site content: users, roles, tokens, admin records', () => {
    expect(
      readHook({
        event: 'entry.create',
        model: 'user',
        uid: 'plugin::users-permissions.user',
        entry: { username: 'mallory', email: 'm@example.com' },
      }),
    ).toEqual({ build: false, reason: 'plugin::users-permissions.user is not content the site shows.' });
    expect(readHook({ event: 'entry.update', model: 'role', uid: 'plugin::users-permissions.role' })).toMatchObject({
      build: false,
    });
    expect(readHook({ event: 'entry.create', model: 'api-token', uid: 'admin::api-token' })).toMatchObject({
      build: false,
    });
    // A call that does not say which type it is about is not trusted to be content either.
    expect(readHook({ event: 'entry.publish', model: 'blog', entry: { Name: 'x' } })).toEqual({
      build: false,
      reason: 'blog is not content the site shows.',
    });
  });

  describe('for the preview (drafts shown)', () => {
    const draftSave = {
      event: 'entry.update',
      model: 'home',
      uid: 'api::home.home',
      entry: { documentId: 'h1', title: 'A new hero', publishedAt: null },
    };

    it('builds for a saved draft, saying it is one, where the live receiver builds nothing', () => {
      expect(readHook(draftSave, { drafts: true })).toEqual({
        build: true,
        trigger: 'entry.update home “A new hero” (draft)',
      });
      expect(readHook({ ...draftSave, event: 'entry.create' }, { drafts: true })).toMatchObject({ build: true });
      expect(readHook(draftSave)).toMatchObject({ build: false });
      expect(readHook(draftSave, { drafts: false })).toMatchObject({ build: false });
    });

    it('builds for publishes and media as the live receiver does, without the draft mark', () => {
      expect(
        readHook(
          { ...draftSave, event: 'entry.publish', entry: { title: 'Hero', publishedAt: '2026-11-27' } },
          { drafts: true },
        ),
      ).toEqual({ build: true, trigger: 'entry.publish home “Hero”' });
      expect(readHook({ event: 'media.delete', media: { name: 'old.jpg' } }, { drafts: true })).toEqual({
        build: true,
        trigger: 'media.delete old.jpg',
      });
    });

    it('still builds nothing for users, tokens, other events or bodies that are not events', () => {
      expect(
        readHook({ event: 'entry.create', uid: 'admin::api-token', entry: { publishedAt: null } }, { drafts: true }),
      ).toMatchObject({ build: false });
      expect(readHook({ event: 'trigger-test' }, { drafts: true })).toMatchObject({ build: false });
      expect(readHook(null, { drafts: true })).toMatchObject({ build: false });
    });
  });
});
