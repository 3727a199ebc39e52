export { appendOnly, historyMigration } from './migration';
export { recordHistory, diffFields, type HistoryActor, type HistoryChanges, type NewHistoryEntry } from './record';
export { historyRoute, type HistoryRouteOptions } from './routes';
export { DIRECTORY_NAMES, historyPage } from './repo';
export type { ActorNames } from './vocabulary';
export type { HistoryVocabulary } from './vocabulary';
