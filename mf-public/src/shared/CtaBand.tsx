import type { ReactNode } from 'react';

/** The closing call-to-action band of a page: a heading, an optional line of text and its buttons. */
export function CtaBand({ id, heading, text, children }: { id: string; heading: string; text?: string; children: ReactNode }) {
  return (
    <section className="pub-cta" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {text && <p>{text}</p>}
      <div className="pub-cta__actions">{children}</div>
    </section>
  );
}
