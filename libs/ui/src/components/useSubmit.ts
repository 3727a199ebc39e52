import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
// Through the package name: the page's one toast list is the shared @hvac/ui's (this module is bundled into each remote).
import { dismissToasts } from '@hvac/ui';

export interface Submit {
  /** From the first submit until its answer: the submit button's `loading`, which disables it. */
  submitting: boolean;
  /** The form's onSubmit: stops the browser's own submit, then runs the action unless one is running. */
  onSubmit: (event: FormEvent) => void;
  /** Runs the action, or another under the same guard (Convert, which saves first; a page's Accept and Reject). */
  run: (other?: () => unknown) => void;
}

/** The form a button outside a submit belongs to (Convert saves the form it sits in), if the click focused it. */
const formOfFocus = (): HTMLFormElement | null => (document.activeElement instanceof HTMLElement ? document.activeElement.closest('form') : null);

/**
 * One submit at a time (docs/architecture.md#frontend-conventions). A double click submits twice before
 * React has drawn the disabled button, and a mutation's own pending flag arrives later still, so the
 * guard is a ref set in the first click itself; the state only draws the button. The promise the action
 * returns holds the guard until the answer; the action shows its own failure (a mutation's error, the
 * screen's message), so a rejection only lets the next try through.
 *
 * Feedback lands where the eye is: a new try first clears the toasts of the last one, and once a try is
 * answered, the red box its form then shows (ErrorBox, at the top of every form) is scrolled into view
 * and given the focus — the reader clicked at the bottom of a long form, far below it. The box may
 * arrive with the answer's render or, when a parent draws it from a mutation's error, a render later.
 */
export function useSubmit(action: () => unknown = () => undefined): Submit {
  const running = useRef(false);
  /** The form whose answered try has not had its error looked for yet. */
  const answered = useRef<HTMLFormElement | null>(null);
  // An object, so every answer draws again even when the button's state reads as before (a refusal found
  // before sending sets it on and off in one event), and the error is looked for.
  const [state, setState] = useState({ submitting: false });

  useLayoutEffect(() => {
    const box = answered.current?.querySelector<HTMLElement>('.error-box');
    if (!box) return;
    answered.current = null;
    box.focus({ preventScroll: true });
    box.scrollIntoView({ block: 'center' });
  });

  const run = (next: () => unknown, form: HTMLFormElement | null) => {
    if (running.current) return;
    running.current = true;
    answered.current = null;
    dismissToasts();
    setState({ submitting: true });
    const release = () => {
      running.current = false;
      answered.current = form;
      setState({ submitting: false });
    };
    let result: unknown;
    try {
      result = next();
    } catch (error) {
      release();
      throw error;
    }
    // Refused before sending: the next try may come at once.
    if (result instanceof Promise) void result.then(release, release);
    else release();
  };
  return {
    submitting: state.submitting,
    onSubmit: (event) => {
      event.preventDefault();
      run(action, event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null);
    },
    run: (other = action) => run(other, formOfFocus()),
  };
}
