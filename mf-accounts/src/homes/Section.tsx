import type { ReactNode } from 'react';
import { ErrorBox, Spinner } from '@hvac/ui';

export interface SectionProps<T> {
  id: string;
  heading: string;
  /** The query's state: its data, once read, or its error. */
  data: T | undefined;
  error: unknown;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
  /** Links below the content, whatever its state. */
  more?: ReactNode;
}

/** One block of a home with the four states of every screen (docs/architecture.md#frontend-conventions). */
export function Section<T>({ id, heading, data, error, loading, failed, children, more }: SectionProps<T>) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {error ? <ErrorBox>{failed}</ErrorBox> : data === undefined ? <Spinner label={loading} /> : children(data)}
      {more}
    </section>
  );
}
