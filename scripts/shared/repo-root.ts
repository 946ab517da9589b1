import path from 'path';

/** The project's root folder: every script finds the repository's files (.env, cms/, var/) from here. */
export const ROOT = path.resolve(__dirname, '..', '..');
