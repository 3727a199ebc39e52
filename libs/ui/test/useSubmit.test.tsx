/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@hvac/web-kit';
import { Button, ConfirmDialog, useSubmit } from '../src';

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
