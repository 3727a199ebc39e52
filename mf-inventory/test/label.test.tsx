import { act, screen } from '@testing-library/react';
import { useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/items/api';
import { decodeBarcodeSvg } from './barcode';
import { item, ITEM_ID, renderAt, signIn } from './harness';

jest.mock('../src/items/api', () => ({ ...jest.requireActual('../src/items/api'), fetchItem: jest.fn() }));
const fetchItem = jest.mocked(api.fetchItem);

beforeEach(() => signIn('staff'));
afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

const label = () => screen.getByRole('article', { name: 'Item label' });
const barcodeSvg = () => label().querySelector('svg') as SVGSVGElement;

describe('the printable label (docs/domains/inventory.md#item-detail)', () => {
  it('shows name, SKU, price and location, and a Code 128 barcode that decodes back to the item’s barcode', async () => {
    fetchItem.mockResolvedValue(item());
    await renderAt(`/admin/inventory/${ITEM_ID}/label`);
    expect(await screen.findByRole('heading', { name: 'MERV 13 filter 16x25x1' })).toBeTruthy();
    expect(label().textContent).toContain('SKU: INV-123456-ABC');
    expect(label().textContent).toContain('Price: $24.50');
    expect(label().textContent).toContain('Location: Aisle 3, shelf B');
    expect(screen.getByRole('img', { name: 'Barcode 0123456789012' })).toBeTruthy();
    expect(decodeBarcodeSvg(barcodeSvg())).toBe('0123456789012');
    expect(screen.queryByText('No Barcode')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('without a barcode draws the SKU’s, captioned as the SKU, and says "No Barcode" apart from it, with "Not specified" for no location', async () => {
    fetchItem.mockResolvedValue(item({ barcode: null, location: null }));
    await renderAt(`/admin/inventory/${ITEM_ID}/label`);
    expect(await screen.findByText('No Barcode')).toBeTruthy();
    expect(decodeBarcodeSvg(barcodeSvg())).toBe('INV-123456-ABC');
    // The bars say whose they are: the caption right under them is the SKU, and the SKU is printed once.
    expect(screen.getByRole('img', { name: 'Barcode of SKU INV-123456-ABC' })).toBeTruthy();
    expect(barcodeSvg().nextElementSibling!.textContent).toBe('SKU: INV-123456-ABC');
    expect(label().textContent!.split('INV-123456-ABC')).toHaveLength(2);
    // "No Barcode" stands with the label's facts, not under the bars.
    expect(screen.getByText('No Barcode').closest('.inv-label-meta')).toBeTruthy();
    expect(label().textContent).toContain('Location: Not specified');
  });

  it('Print prints the page (its print stylesheet keeps only the label)', async () => {
    fetchItem.mockResolvedValue(item());
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderAt(`/admin/inventory/${ITEM_ID}/label`);
    (await screen.findByRole('button', { name: 'Print' })).click();
    expect(print).toHaveBeenCalled();
  });

  it('reads in Persian', async () => {
    fetchItem.mockResolvedValue(item({ barcode: null, location: null }));
    await renderAt(`/admin/inventory/${ITEM_ID}/label`, { lng: 'fa' });
    expect(await screen.findByText('بدون بارکد')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'برچسب کالا' }).textContent).toContain('مشخص نشده');
  });
});
