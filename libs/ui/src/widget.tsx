/*
 * The frame of a widget of the owner's dashboard (docs/architecture.md#microfrontends): a subpath of its own,
 * outside the shared `@hvac/ui`, so only the remotes that ship widgets bundle it.
 */
import type { ReactNode } from 'react';
import { Button } from './components/Button';
import { ErrorBox, Spinner } from './components/feedback';

export interface OverviewWidgetProps<T> {
  /** The heading's id, unique on the dashboard. */
  id: string;
  heading: string;
  /** The widget's read: its data once in, its error, and how to read it again. */
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  loading: string;
  /** What the reader is told when the read failed (web-kit's failureText). */
  failed: string;
  retry: string;
  /** The main figure first, then what explains it and the link to the list behind it. */
  children: (data: T) => ReactNode;
}

/** One widget: its section and heading, and its loading, contained error with Retry, or figures. */
export function OverviewWidget<T>({ id, heading, query, loading, failed, retry, children }: OverviewWidgetProps<T>) {
  return (
    <section className="overview-widget" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {query.error ? (
        <ErrorBox>
          <p>{failed}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {retry}
          </Button>
        </ErrorBox>
      ) : query.data === undefined ? (
        <Spinner label={loading} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}
