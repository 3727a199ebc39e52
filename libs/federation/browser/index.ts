export { loadRemotesConfig, loadRemoteModule, preloadRemoteModule, resetRemote, RemoteUnavailableError, isChunkLoadError, chunkIdOf, REMOTES_CONFIG_URL, type RemotesConfig } from './remotes';
export { isRemoteFailure, REMOTE_FAILURE, type RemoteFailure, type RemoteFailureModule } from './failure';
export { breakingLine, sharedMismatches, RemoteIncompatibleError, type SharedMismatch, type PageShares } from './shared-versions';
export type { RemoteExposes, RemoteName, RemoteModuleId, RemoteModule, RoutesModule, BookingDialogModule, BookingDialogProps } from './contract';
