export { loadRemotesConfig, loadRemoteModule, preloadRemoteModule, resetRemote, routesModuleId, RemoteUnavailableError, isChunkLoadError, chunkIdOf, REMOTES_CONFIG_URL, type RemotesConfig } from './remotes';
export { isRemoteFailure, REMOTE_FAILURE, type RemoteFailure, type RemoteFailureModule } from './failure';
export { sharedMismatches, RemoteIncompatibleError, type BuiltShare, type SharedMismatch, type PageShares } from './shared-versions';
export type { RemoteExposes, RemoteName, RemoteModuleId, RemoteModule, RoutesModule, WidgetsModule, BookingDialogModule, BookingDialogProps } from './contract';
export { declaredWidgets, loadWidget, resetWidgetRemote, type DeclaredWidget } from './widgets';
export { NAV_GROUPS } from '../src/nav-groups';
export { routeFor, matchesPath, type RouteMatch, type RemoteDeclaration, type WidgetEntry, type NavEntry, type NavGroup, type NavLabels, type PageLayout } from '../src/declaration';
