import { useState } from 'react';
import type { Faq } from './content/types';

/** One question that opens and closes its answer (docs/domains/public-site.md#states, FAQ item: collapsed or expanded on click). */
export function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  // From the question's own id, not useId: a prerendered page keeps the ids it was captured with.
  const answerId = `faq-${faq.id}`;
  return (
    <li className="pub-faq">
      <h3 className="pub-faq__question">
        <button type="button" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((o) => !o)}>
          <span>{faq.question}</span>
          <span className="pub-faq__toggle" aria-hidden="true">
            {open ? '-' : '+'}
          </span>
        </button>
      </h3>
      <div id={answerId} className="pub-faq__answer" hidden={!open}>
        <p>{faq.answer}</p>
      </div>
    </li>
  );
}
