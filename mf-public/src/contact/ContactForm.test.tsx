/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@hvac/web-kit';
import { renderAt } from '../test-utils';

// A double click sends one request (libs/ui's useSubmit, docs/architecture.md#frontend-conventions).
afterEach(() => jest.restoreAllMocks());

it('sends one message for a double click on Send Message, which waits disabled for the answer', async () => {
  const post = jest.spyOn(api, 'post').mockImplementation(() => new Promise<never>(() => undefined));
  await renderAt('/contact');
  await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  fill('Full Name', 'Ana Ortiz');
  fill('Email Address', 'ana@example.com');
  fireEvent.change(screen.getByRole('textbox', { name: /^Message/ }), { target: { value: 'The upstairs unit blows warm air.' } });
  const send = screen.getByRole('button', { name: 'Send Message' });
  act(() => {
    fireEvent.click(send);
    fireEvent.click(send);
  });
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect(post).toHaveBeenCalledTimes(1);
  expect((send as HTMLButtonElement).disabled).toBe(true);
});
