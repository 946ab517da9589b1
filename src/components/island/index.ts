export { ClientIsland, island, ServerIsland, WAKE_EVENTS, type IslandLoader, type IslandWake } from './island';
export { ISLAND_ATTRIBUTE } from './island-attribute';
