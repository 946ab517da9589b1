// Islands (the pages' side): parts of a page whose code comes when the visitor reaches for them.
// The page's boot, which runs before any of it, is built for the pages by ./page-boot (Node).
export {
  ClientIsland,
  island,
  ServerIsland,
  WAKE_EVENTS,
  type IslandLoader,
  type IslandOptions,
  type IslandWake,
} from './island';
export { holdPagePresses, replayPagePresses } from './early-actions';
export { ISLAND_ATTRIBUTE } from './island-attribute';
