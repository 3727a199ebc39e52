import { Component, type ErrorInfo, type ReactNode } from 'react';
import { chunkIdOf, isChunkLoadError, RemoteIncompatibleError, RemoteUnavailableError, resetRemote } from '@hvac/federation/browser';
import { reportRemote } from './config';
import { forgetRemoteComponents } from './remoteComponent';
import { RemoteErrorPanel, type RemoteFailureKind } from './RemoteErrorPanel';

export interface RemoteBoundaryProps {
  remote: string;
  /** A change (the path) clears a crash, so leaving a broken page needs no reload. */
  resetKey?: string;
  /** Draws the failure; the default is the contained panel with Retry. */
  renderError?: (kind: RemoteFailureKind, error: Error, retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
  retrying: boolean;
}

export const failureKind = (error: Error): RemoteFailureKind =>
  error instanceof RemoteUnavailableError
    ? 'unavailable'
    : error instanceof RemoteIncompatibleError
      ? 'incompatible'
      : isChunkLoadError(error)
        ? 'chunk'
        : 'crash';

/** What the panel shows under its text: the packages of another major for a refused remote, else the error's message. */
const detailOf = (error: Error): string =>
  error instanceof RemoteIncompatibleError ? error.mismatches.map((m) => `${m.name} ${m.remoteVersion} ≠ ${m.pageVersion}`).join(', ') : error.message;

/**
 * One per remote: whatever goes wrong inside a remote (it cannot load, a chunk fails, it crashes)
 * stays inside the layout; header, footer and the other remotes keep working.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  override state: State = { error: null, retrying: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.remote}]`, error, info.componentStack);
    // A remote that cannot load keeps its navigation entries, greyed (docs/architecture.md#microfrontends).
    if (failureKind(error) !== 'crash') reportRemote(this.props.remote, false);
  }

  override componentDidUpdate(previous: RemoteBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  retry = async (): Promise<void> => {
    const { error } = this.state;
    this.setState({ retrying: true });
    if (error && failureKind(error) !== 'crash') {
      reportRemote(this.props.remote, true);
      // A failed read of /remotes.json is reported by the next load attempt itself.
      await resetRemote(this.props.remote).catch(() => undefined);
      forgetRemoteComponents(this.props.remote);
    }
    this.setState({ error: null, retrying: false });
  };

  override render(): ReactNode {
    const { error, retrying } = this.state;
    if (!error) return this.props.children;
    const kind = failureKind(error);
    const retry = () => void this.retry();
    if (this.props.renderError) return this.props.renderError(kind, error, retry);
    return <RemoteErrorPanel kind={kind} chunkId={kind === 'chunk' ? chunkIdOf(error) : undefined} detail={detailOf(error)} retrying={retrying} onRetry={retry} />;
  }
}
