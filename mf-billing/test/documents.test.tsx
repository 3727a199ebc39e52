import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EMAIL_DIALOG_CLOSE_MS, type DocumentSend } from '@hvac/contracts/billing';
import { ApiError, changeLanguage, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as documentApi from '../src/documents/api';
import { DocumentTools } from '../src/documents/DocumentTools';
import { SendHistory } from '../src/documents/SendHistory';
import { signIn } from './harness';

// The app's own call module stands in for svc-billing, as in forms.test.tsx; the whole path runs in
// e2e/test/billing-documents.test.ts.
jest.mock('../src/documents/api', () => ({
  ...jest.requireActual('../src/documents/api'),
  fetchPdf: jest.fn(),
  fetchPreview: jest.fn(),
  sendDocument: jest.fn(),
  fetchSends: jest.fn(),
}));
const fetchPdf = jest.mocked(documentApi.fetchPdf);
const fetchPreview = jest.mocked(documentApi.fetchPreview);
const sendDocument = jest.mocked(documentApi.sendDocument);
const fetchSends = jest.mocked(documentApi.fetchSends);

const ID = '00000000-0000-4000-8000-000000000701';
const tools = () => render(<DocumentTools type="invoice" id={ID} number="INV-12" email="casey@example.com" customerName="Casey Client" />);
const menuItem = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Print' }));
  return screen.getByRole('button', { name });
};

beforeEach(async () => {
  await act(() => changeLanguage('en'));
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.restoreAllMocks();
  jest.resetAllMocks();
  jest.useRealTimers();
  act(() => useSession.setState({ token: null, user: null }));
});

describe('print menu (docs/domains/billing.md#documents)', () => {
  it('offers the four actions, and closes on Escape', () => {
    signIn('staff');
    tools();
    const toggle = screen.getByRole('button', { name: 'Print' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(['Download PDF', 'View PDF in Browser', 'Preview HTML', 'Print Current Page'].map((name) => screen.getByRole('button', { name }).textContent)).toHaveLength(4);
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('saves the PDF as Invoice-{number}.pdf in the page’s language', async () => {
    signIn('staff');
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fetchPdf.mockResolvedValue(new Blob(['%PDF-1.7']));
    tools();
    fireEvent.click(menuItem('Download PDF'));
    await waitFor(() => expect(saved).toEqual(['Invoice-INV-12.pdf']));
    expect(fetchPdf).toHaveBeenCalledWith('invoice', ID, 'en', 'download');
  });

  it('says the spec’s words when the download fails without the server’s', async () => {
    signIn('staff');
    fetchPdf.mockRejectedValue(new ApiError('Failed to fetch', 0, 'networkError'));
    tools();
    fireEvent.click(menuItem('Download PDF'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to download PDF. Please try again.');
  });

  it('opens the preview at 800 × 600 and writes the HTML in it; a blocked popup gets the alert', async () => {
    signIn('staff');
    const written: string[] = [];
    const popup = { document: { title: '', body: { textContent: '' }, open: jest.fn(), write: (h: string) => written.push(h), close: jest.fn() }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValueOnce(popup as unknown as Window).mockReturnValueOnce(null);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    fetchPreview.mockResolvedValue('<html><body>INV-12</body></html>');
    tools();
    fireEvent.click(menuItem('Preview HTML'));
    await waitFor(() => expect(written).toEqual(['<html><body>INV-12</body></html>']));
    expect(open.mock.calls[0]![2]).toBe('popup,width=800,height=600');
    fireEvent.click(menuItem('Preview HTML'));
    expect(alert).toHaveBeenCalledWith('Please allow popups to view the preview.');
    expect(fetchPreview).toHaveBeenCalledTimes(1);
  });

  /** A stand-in for the window View PDF opens, as the page sees it. */
  const viewerWindow = () => ({ opener: window as Window | null, location: { href: '' }, document: { title: '', body: { textContent: '' } }, close: jest.fn() });

  it('opens a window inside the click, then shows the PDF it fetched with the session’s header from a blob: URL, no token in any address', async () => {
    signIn('client');
    let arrive!: (pdf: Blob) => void;
    fetchPdf.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/pdf-1');
    URL.revokeObjectURL = jest.fn();
    const viewer = viewerWindow();
    const open = jest.spyOn(window, 'open').mockReturnValue(viewer as unknown as Window);
    tools();
    fireEvent.click(menuItem('View PDF in Browser'));
    // Opened before the PDF has come: a window opened after an await would be blocked.
    expect(open.mock.calls).toEqual([['', '_blank']]);
    expect([viewer.opener, viewer.document.body.textContent, viewer.location.href]).toEqual([null, 'Loading PDF...', '']);
    expect(fetchPdf).toHaveBeenCalledWith('invoice', ID, 'en', 'view');
    await act(async () => arrive(new Blob(['%PDF-1.7'], { type: 'application/pdf' })));
    expect(viewer.location.href).toBe('blob:http://localhost/pdf-1');
    expect(viewer.close).not.toHaveBeenCalled();
  });

  it('closes the window and says why when the PDF cannot come, and says so when the window is blocked', async () => {
    signIn('client');
    fetchPdf.mockRejectedValue(new ApiError('Authentication required', 401, 'documentAuthRequired'));
    const viewer = viewerWindow();
    jest.spyOn(window, 'open').mockReturnValueOnce(viewer as unknown as Window).mockReturnValueOnce(null);
    tools();
    fireEvent.click(menuItem('View PDF in Browser'));
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication required');
    expect(viewer.close).toHaveBeenCalled();
    fireEvent.click(menuItem('View PDF in Browser'));
    expect(screen.getByRole('alert').textContent).toBe('Failed to open PDF viewer. Please try again.');
    expect(fetchPdf).toHaveBeenCalledTimes(1);
  });

  it('has no Send Email for a client', () => {
    signIn('client');
    tools();
    expect(screen.queryByRole('button', { name: 'Send Email' })).toBeNull();
  });
});

describe('Send Email (docs/domains/billing.md#dialogs)', () => {
  it('checks the address, sends name and language, says Invoice sent successfully! and closes 2 s later', async () => {
    signIn('staff');
    sendDocument.mockResolvedValue({ send: {} as DocumentSend, status: 'sent' });
    tools();
    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Invoice via Email' });
    expect((within(dialog).getByLabelText(/Customer Email/) as HTMLInputElement).value).toBe('casey@example.com');
    fireEvent.change(within(dialog).getByLabelText(/Customer Email/), { target: { value: 'not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a valid email address.');
    expect(sendDocument).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Customer Email/), { target: { value: 'billing@example.com' } });
    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status').textContent).toBe('Invoice sent successfully!');
    expect(sendDocument).toHaveBeenCalledWith('invoice', ID, { email: 'billing@example.com', customerName: 'Casey Client', lang: 'en' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(EMAIL_DIALOG_CLOSE_MS - 1);
    });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog with the server’s refusal in the reader’s language', async () => {
    signIn('staff');
    sendDocument.mockRejectedValue(new ApiError('Failed to send email. Please try again.', 502, 'sendEmailFailed'));
    await act(() => changeLanguage('es'));
    tools();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar correo' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar factura por correo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar correo' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No se pudo enviar el correo. Por favor, inténtelo de nuevo.');
    expect((within(dialog).getByLabelText(/Correo del cliente/) as HTMLInputElement).value).toBe('casey@example.com');
  });
});

describe('e-mail history', () => {
  it('lists each send with its result, and says when there is none', async () => {
    signIn('staff');
    fetchSends.mockResolvedValueOnce([
      { id: 'a', documentType: 'invoice', documentId: ID, sentAt: '2026-03-02T15:00:00.000Z', sentBy: null, sentByName: 'Sam Staff', email: 'x@example.com', customerName: null, language: 'fa', result: 'failed', error: 'connect ECONNREFUSED' },
    ]);
    const { unmount } = render(<SendHistory type="invoice" id={ID} />);
    const table = await screen.findByRole('table', { name: 'E-mails of this document, newest first' });
    expect(within(table).getByText('Failed').getAttribute('title')).toBe('connect ECONNREFUSED');
    expect(within(table).getByText('Persian')).toBeTruthy();
    expect(within(table).getByText('Sam Staff')).toBeTruthy();
    unmount();
    backOfficeQueries.clear();
    fetchSends.mockResolvedValueOnce([]);
    render(<SendHistory type="invoice" id={ID} />);
    expect(await screen.findByText('Not sent by e-mail yet.')).toBeTruthy();
  });
});
