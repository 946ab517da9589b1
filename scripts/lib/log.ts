/**
 * Kept only for scripts/build-lookup-indexes.ts, which is moving into src/lookups/compile/ in its
 * own step: delete this file when nothing imports it (the scripts' log is scripts/shared/log.ts).
 */
export { note, stage } from '../shared/log';
