/**
 * What the runtime plugin hands back when a remote cannot be loaded. It is a plain object, not a
 * component: the plugin runs before the share scope exists and must not import React.
 */
export const REMOTE_FAILURE = '__hvacRemoteFailure' as const;

export interface RemoteFailure {
  id: string;
  lifecycle: string;
  error: unknown;
}

export type RemoteFailureModule = { [REMOTE_FAILURE]: RemoteFailure };

export const remoteFailureModule = (failure: RemoteFailure): RemoteFailureModule => ({ [REMOTE_FAILURE]: failure });

export const isRemoteFailure = (value: unknown): value is RemoteFailureModule =>
  typeof value === 'object' && value !== null && REMOTE_FAILURE in value;
