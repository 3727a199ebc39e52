/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { initI18n } from '@hvac/web-kit';
import { Modal } from '../src';
import { ConfirmDialog } from '../src/forms';

beforeAll(() => initI18n());

function Harness({ hideClose = false }: { hideClose?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Book a visit" hideClose={hideClose}>
        <input aria-label="Name" />
        <button>Save</button>
      </Modal>
    </>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey });

describe('Modal', () => {
  it('is a labelled modal dialog in a portal that takes focus when it opens', () => {
    const { container } = render(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    const dialog = screen.getByRole('dialog', { name: 'Book a visit' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('Close'));
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    const close = screen.getByLabelText('Close');
    const save = screen.getByText('Save');
    save.focus();
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(save);
  });

  it('closes on Escape and returns focus to the opener', () => {
    render(<Harness />);
    const opener = screen.getByText('Open');
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('takes back focus that falls out to the page (a submit button disabled while sending), so Escape still closes it', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    const dialog = screen.getByRole('dialog');
    const save = screen.getByText('Save');
    save.focus();
    // What Chromium does to a focused button that becomes disabled: blur, with nowhere to go.
    await act(async () => save.blur());
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the backdrop, or does what onBackdropClick says instead (the booking dialog asks first)', () => {
    const view = render(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();

    const onClose = jest.fn();
    const onBackdropClick = jest.fn();
    render(
      <Modal open onClose={onClose} onBackdropClick={onBackdropClick} title="Book a visit">
        <p>Step 1</p>
      </Modal>,
    );
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    expect([onBackdropClick.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 0]);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can hide the close button', () => {
    render(<Harness hideClose />);
    fireEvent.click(screen.getByText('Open'));
    expect(screen.queryByLabelText('Close')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });
});

describe('ConfirmDialog', () => {
  it("asks with the spec's wording and reports the answer", async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open item="user" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByText('Are you sure you want to delete this user? This action cannot be undone.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('Delete')));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
