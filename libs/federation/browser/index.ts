export { loadRemotesConfig, loadRemoteModule, preloadRemoteModule, resetRemote, RemoteUnavailableError, isChunkLoadError, chunkIdOf, REMOTES_CONFIG_URL, type RemotesConfig } from './remotes';
export { isRemoteFailure, REMOTE_FAILURE, type RemoteFailure, type RemoteFailureModule } from './failure';
