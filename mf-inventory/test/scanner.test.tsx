import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SCANNER_CAMERA } from '@hvac/contracts/inventory';
import { ApiError, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/items/api';
import * as decoder from '../src/scanner/decoder';
import { item, page, renderAt, signIn } from './harness';

jest.mock('../src/items/api', () => ({
  ...jest.requireActual('../src/items/api'),
  fetchInventoryPage: jest.fn(),
  fetchByBarcode: jest.fn(),
  fetchItem: jest.fn(),
  fetchHistory: jest.fn(),
  fetchItemExpenses: jest.fn(),
}));
jest.mock('../src/scanner/decoder', () => ({ loadDecoder: jest.fn() }));
const fetchByBarcode = jest.mocked(api.fetchByBarcode);
const loadDecoder = jest.mocked(decoder.loadDecoder);

const stop = jest.fn();
const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
const getUserMedia = jest.fn<Promise<MediaStream>, [MediaStreamConstraints]>();

function withCamera(available: boolean) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: available ? { getUserMedia } : undefined });
}

beforeEach(() => {
  signIn('staff');
  jest.mocked(api.fetchInventoryPage).mockResolvedValue(page([item()]));
  jest.mocked(api.fetchItem).mockResolvedValue(item());
  jest.mocked(api.fetchHistory).mockResolvedValue([]);
  jest.mocked(api.fetchItemExpenses).mockResolvedValue([]);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  jest.restoreAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

async function openScanner() {
  await renderAt('/admin/inventory');
  const scan = await screen.findByRole('button', { name: 'Scan' });
  // The camera and the decoder answer in promises: let them settle inside act.
  await act(async () => fireEvent.click(scan));
  return screen.getByRole('dialog', { name: 'Scan Barcode' });
}

describe('the scanner (docs/domains/inventory.md#screens)', () => {
  it("opens at once from the staff home's Scan item (/admin/inventory?scan=1)", async () => {
    withCamera(false);
    loadDecoder.mockResolvedValue(null);
    await renderAt('/admin/inventory?scan=1');
    expect(await screen.findByRole('dialog', { name: 'Scan Barcode' })).toBeTruthy();
  });

  it('asks for the rear camera at 640×480 and stops it when closed', async () => {
    withCamera(true);
    getUserMedia.mockResolvedValue(stream);
    loadDecoder.mockResolvedValue(async () => null);
    const dialog = await openScanner();
    expect(await within(dialog).findByText('Point the camera at a barcode.')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { width: { ideal: SCANNER_CAMERA.width }, height: { ideal: SCANNER_CAMERA.height }, facingMode: { ideal: 'environment' } },
    });
    expect(SCANNER_CAMERA).toEqual({ width: 640, height: 480, facingMode: 'environment' });
    expect(within(dialog).queryByText('Note: Automatic barcode detection is not fully implemented.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(stop).toHaveBeenCalled();
  });

  it('manual entry: empty says "Please enter a barcode"; a code is looked up and its item opens', async () => {
    withCamera(false);
    loadDecoder.mockResolvedValue(null);
    const dialog = await openScanner();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Please enter a barcode')).toBeTruthy();
    expect(fetchByBarcode).not.toHaveBeenCalled();
    fetchByBarcode.mockResolvedValue(item());
    fireEvent.change(within(dialog).getByLabelText('Enter barcode manually'), { target: { value: '0123456789012' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Item found!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/admin/inventory/${item().id}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without a camera says so and keeps manual entry; without a decoder shows the spec’s note', async () => {
    withCamera(false);
    loadDecoder.mockResolvedValue(null);
    const dialog = await openScanner();
    expect(await within(dialog).findByText('No camera is available on this device. Enter the barcode by hand.')).toBeTruthy();
    expect(await within(dialog).findByText('Note: Automatic barcode detection is not fully implemented.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Enter barcode manually')).toBeTruthy();
  });

  it('a refused permission is said', async () => {
    withCamera(true);
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    loadDecoder.mockResolvedValue(async () => null);
    const dialog = await openScanner();
    expect(await within(dialog).findByText('The camera may not be used: permission was refused. Enter the barcode by hand.')).toBeTruthy();
  });

  it('a code read from the camera is looked up; a miss says "Item not found" and the scanner stays open', async () => {
    withCamera(true);
    getUserMedia.mockResolvedValue(stream);
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: jest.fn() } as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    jest.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
    jest.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
    const decode = jest.fn<Promise<string | null>, [HTMLCanvasElement]>().mockResolvedValue(null);
    loadDecoder.mockResolvedValue(decode);
    const dialog = await openScanner();
    await within(dialog).findByText('Point the camera at a barcode.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Capture' }));
    expect(await screen.findByText('Hold the barcode steady in the frame; it is read as soon as it is in focus.')).toBeTruthy();
    fetchByBarcode.mockRejectedValueOnce(new ApiError('Item not found', 404, 'barcodeNotFound')).mockResolvedValue(item());
    decode.mockResolvedValueOnce('0000').mockResolvedValue('0123456789012');
    expect(await screen.findByText('Item not found')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Scan Barcode' })).toBeTruthy();
    expect(fetchByBarcode).toHaveBeenCalledWith('0000');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/admin/inventory/${item().id}`), { timeout: 3000 });
    expect(fetchByBarcode).toHaveBeenLastCalledWith('0123456789012');
  });
});
