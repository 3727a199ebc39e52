import { useRef, useState, type FormEvent } from 'react';

export interface Submit {
  /** From the first submit until its answer: the submit button's `loading`, which disables it. */
  submitting: boolean;
  /** The form's onSubmit: stops the browser's own submit, then runs the action unless one is running. */
  onSubmit: (event: FormEvent) => void;
  /** Runs the action, or another under the same guard (Convert, which saves first; a page's Accept and Reject). */
  run: (other?: () => unknown) => void;
}

/**
 * One submit at a time (docs/architecture.md#frontend-conventions). A double click submits twice before
 * React has drawn the disabled button, and a mutation's own pending flag arrives later still, so the
 * guard is a ref set in the first click itself; the state only draws the button. The promise the action
 * returns holds the guard until the answer; the action shows its own failure (a mutation's error, the
 * screen's message), so a rejection only lets the next try through.
 */
export function useSubmit(action: () => unknown = () => undefined): Submit {
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const run = (next: () => unknown = action) => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    const release = () => {
      running.current = false;
      setSubmitting(false);
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
    submitting,
    onSubmit: (event) => {
      event.preventDefault();
      run();
    },
    run,
  };
}
