/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { initI18n } from '@hvac/web-kit';
import { Button, ErrorBox, Toast, useToast } from '../src';
import { ConfirmDialog, useSubmit } from '../src/forms';

beforeAll(() => initI18n());

/** A promise the test answers when it likes, as a server would. */
function deferred() {
  let answer!: () => void;
  let refuse!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

function SaveForm({ send }: { send: () => unknown }) {
  const submit = useSubmit(send);
  return (
    <form onSubmit={submit.onSubmit}>
      <input aria-label="Name" />
      <Button type="submit" loading={submit.submitting}>
        Save
      </Button>
      <Button onClick={() => submit.run(send)}>Save and convert</Button>
    </form>
  );
}

describe('useSubmit (docs/architecture.md#frontend-conventions)', () => {
  it('sends one request for a double click, the second click arriving before React draws the disabled button', async () => {
    const call = deferred();
    const send = jest.fn(() => call.promise);
    render(<SaveForm send={send} />);
    const save = screen.getByRole('button', { name: 'Save' });
    // Both clicks in one task: nothing has re-rendered between them.
    act(() => {
      fireEvent.click(save);
      fireEvent.click(save);
      fireEvent.click(screen.getByRole('button', { name: 'Save and convert' }));
      fireEvent.submit(save.closest('form')!);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await act(async () => call.answer());
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });

  it('lets the next try through once a refusal is answered', async () => {
    const first = deferred();
    const send = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined);
    render(<SaveForm send={send} />);
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => fireEvent.click(save));
    await act(async () => first.refuse(new Error('Quote number already exists.')));
    await act(async () => fireEvent.click(save));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('takes the next submit at once when the action sends nothing (a form refused before sending)', () => {
    const send = jest.fn();
    render(<SaveForm send={send} />);
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => {
      fireEvent.click(save);
      fireEvent.click(save);
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });
});

/** A form whose refusal shows in its red box at the top, drawn by the form itself or, a render later, by its parent. */
function RefusingForm({ send, fromParent }: { send: () => unknown; fromParent?: string | null }) {
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const submit = useSubmit(() => {
    setProblem(null);
    return Promise.resolve(send()).then(
      () => toast.show('Saved', 'success'),
      (error: Error) => setProblem(error.message),
    );
  });
  const shown = problem ?? fromParent;
  return (
    <form onSubmit={submit.onSubmit}>
      {shown && <ErrorBox>{shown}</ErrorBox>}
      <input aria-label="Name" />
      <Button type="submit" loading={submit.submitting}>
        Save
      </Button>
    </form>
  );
}

describe('a refused submit’s error comes to the reader (#28 item 7)', () => {
  let scrolled: jest.SpyInstance;
  beforeEach(() => {
    scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
  });
  afterEach(() => scrolled.mockRestore());

  it('scrolls the form’s red box into view and moves the focus to it, on every refusal', async () => {
    render(<RefusingForm send={() => Promise.reject(new Error('Quote number already exists.'))} />);
    const save = screen.getByRole('button', { name: 'Save' });
    for (let attempt = 1; attempt <= 2; attempt++) {
      save.focus();
      await act(async () => fireEvent.click(save));
      expect(document.activeElement).toBe(screen.getByRole('alert'));
      expect(scrolled.mock.contexts).toEqual(Array.from({ length: attempt }, () => screen.getByRole('alert')));
    }
  });

  it('waits for a box its parent draws a render after the answer', async () => {
    const answered = deferred();
    function Parent() {
      const [error, setError] = useState<string | null>(null);
      return <RefusingForm send={() => answered.promise.catch((e: Error) => void setTimeout(() => setError(e.message), 0))} fromParent={error} />;
    }
    render(<Parent />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await act(async () => {
      answered.refuse(new Error('Failed to create quote'));
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('leaves the focus alone when the try succeeds, and a new try clears the last one’s toasts first', async () => {
    render(
      <>
        <RefusingForm send={() => undefined} />
        <Toast />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await act(async () => fireEvent.click(save));
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['Saved×']);
    await act(async () => fireEvent.click(save));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(document.activeElement).toBe(save);
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  it('deletes once for a double click on Delete, which stays disabled until the answer', async () => {
    const call = deferred();
    const onConfirm = jest.fn(() => call.promise);
    render(<ConfirmDialog open item="quote" onConfirm={onConfirm} onCancel={() => undefined} />);
    const remove = screen.getByRole('button', { name: 'Delete' });
    act(() => {
      fireEvent.click(remove);
      fireEvent.click(remove);
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    await act(async () => call.answer());
    expect((remove as HTMLButtonElement).disabled).toBe(false);
  });
});
