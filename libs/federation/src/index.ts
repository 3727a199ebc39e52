export {
  createFederationConfig,
  createRemoteWebpackConfig,
  createHostWebpackConfig,
  createStandaloneHostConfig,
  RUNTIME_PLUGIN,
  CHUNK_LOAD_TIMEOUT_MS,
  type FederationOptions,
  type HostOptions,
  type StandaloneOptions,
  type ConfigFunction,
} from './webpack';
export { SHARED_SINGLETONS, sharedConfig, containerName, folderName, MANIFEST_FILE, REMOTE_ENTRY_FILE } from './shared';
export { deployRemote, type DeployRemoteOptions, type DeployRemoteResult } from './deploy/publish';
export { readRemotesMap, type Canary, type RemoteEntry, type RemotesMap } from './deploy/store';
export { listVersions, promote, rollback, rollTo, type KeptVersion, type VersionChange } from './deploy/versions';
export { DECLARATION_FILE, DECLARATION_SOURCE, type RemoteDeclaration, type NavEntry, type NavGroup, type PageLayout } from './declaration';
export { declarationProblems, readDeclaration } from './check-declaration';
