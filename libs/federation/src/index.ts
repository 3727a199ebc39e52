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
export { deployRemote, readRemotesMap, type DeployRemoteOptions, type DeployRemoteResult, type RemoteEntry, type RemotesMap } from './deploy-remote';
export { DECLARATION_FILE, DECLARATION_SOURCE, type RemoteDeclaration, type NavEntry, type NavGroup, type PageLayout } from './declaration';
export { declarationProblems, readDeclaration } from './check-declaration';
