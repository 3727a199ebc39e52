import type { ReactNode } from 'react';

/** The centred card every account screen sits in, headed by the screen's one h1. */
export function AuthCard({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  return (
    <div className="acc-page">
      <section className="acc-card" aria-labelledby="acc-heading">
        <h1 id="acc-heading">{heading}</h1>
        {intro && <p className="acc-intro">{intro}</p>}
        {children}
      </section>
    </div>
  );
}
