import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface WidgetBoundaryProps {
  /** Draws the failure in the widget's place, with its Retry. */
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/**
 * One per widget: a widget whose remote cannot load, or that crashes, fails alone, as a remote does in
 * the shell's RemoteBoundary (docs/architecture.md#microfrontends); the others and the page keep working.
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[dashboard widget]', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
