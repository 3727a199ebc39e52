import type { Pagination } from '@hvac/contracts';
import { INVENTORY_REPORT_FILE_NAME, type InventoryExpense, type InventoryFormBody, type InventoryItem, type InventoryMovement } from '@hvac/contracts/inventory';
import { ApiError, api } from '@hvac/web-kit';
import { saveBlob } from '@hvac/web-kit/screens';

/* The inventory calls of docs/domains/inventory.md#calls, each reading its answer's shape once. */

/** The list's filters as the screen holds them; the server applies them (contracts' InventoryListQuery). */
export interface InventoryFilters {
  search: string;
  category: string;
  lowStock: boolean;
  expired: boolean;
  page: number;
}
export const NO_FILTERS: InventoryFilters = { search: '', category: '', lowStock: false, expired: false, page: 1 };

/** One page of GET /inventory, with the whole table's counts for the two banners. */
export interface InventoryPage {
  items: InventoryItem[];
  pagination: Pagination;
  lowStockCount: number;
  expiredCount: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const invalid = () => new ApiError('Invalid response format from server.', 0, 'invalidResponse');
/** `data[key]` of a `{ status: 'success', data }` answer. */
function dataOf(body: unknown, key: string): unknown {
  if (isObject(body) && isObject(body.data) && key in body.data) return body.data[key];
  throw invalid();
}
const arrayOf = <T>(body: unknown, key: string): T[] => {
  const value = dataOf(body, key);
  if (!Array.isArray(value)) throw invalid();
  return value as T[];
};
const itemOf = (body: unknown): InventoryItem => {
  const item = dataOf(body, 'item');
  if (!isObject(item) || typeof item.id !== 'string') throw invalid();
  return item as InventoryItem;
};

/** The filters as query parameters: blank and false ones left out, so the server reads only what is set. */
export function listParams({ search, category, lowStock, expired, page }: InventoryFilters): Record<string, string | number | boolean> {
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(category ? { category } : {}),
    ...(lowStock ? { lowStock: true } : {}),
    ...(expired ? { expired: true } : {}),
    page,
  };
}

export async function fetchInventoryPage(filters: InventoryFilters, signal?: AbortSignal): Promise<InventoryPage> {
  const body = await api.get<unknown>('inventory', { searchParams: listParams(filters), signal });
  const items = arrayOf<InventoryItem>(body, 'items');
  const pagination = dataOf(body, 'pagination');
  const lowStockCount = dataOf(body, 'lowStockCount');
  const expiredCount = dataOf(body, 'expiredCount');
  if (!isObject(pagination) || typeof lowStockCount !== 'number' || typeof expiredCount !== 'number') throw invalid();
  return { items, pagination: pagination as unknown as Pagination, lowStockCount, expiredCount };
}

const path = (id: string, ...rest: string[]) => ['inventory', encodeURIComponent(id), ...rest].join('/');

export const fetchItem = async (id: string, signal?: AbortSignal): Promise<InventoryItem> => itemOf(await api.get<unknown>(path(id), { signal }));
/** GET /inventory/barcode/{code}: the item carrying that barcode (or SKU); 404 barcodeNotFound when none. */
export const fetchByBarcode = async (code: string): Promise<InventoryItem> =>
  itemOf(await api.get<unknown>(`inventory/barcode/${encodeURIComponent(code)}`));
export const createItem = async (body: InventoryFormBody): Promise<InventoryItem> => itemOf(await api.post<unknown>('inventory', body));
export const updateItem = async (id: string, body: InventoryFormBody): Promise<InventoryItem> => itemOf(await api.put<unknown>(path(id), body));
/** PUT /inventory/{id}/quantity with `{ quantity }` (an integer); the answer is the item as it now is. */
export const updateQuantity = async (id: string, quantity: number): Promise<InventoryItem> =>
  itemOf(await api.put<unknown>(path(id, 'quantity'), { quantity }));
export const deleteItem = async (id: string): Promise<void> => {
  await api.delete(path(id));
};
export const fetchHistory = async (id: string, signal?: AbortSignal): Promise<InventoryMovement[]> =>
  arrayOf<InventoryMovement>(await api.get<unknown>(path(id, 'history'), { signal }), 'movements');
export const fetchItemExpenses = async (id: string, signal?: AbortSignal): Promise<InventoryExpense[]> =>
  arrayOf<InventoryExpense>(await api.get<unknown>(path(id, 'expenses'), { signal }), 'expenses');

/**
 * GET /inventory/report?format=csv saved as inventory-report.csv: the file svc-inventory writes with the
 * platform's one CSV writer (text quoted, formulas guarded), so the browser writes no CSV of its own.
 */
export async function exportReport(): Promise<void> {
  saveBlob(await api.getBlob('inventory/report', { searchParams: { format: 'csv' } }), INVENTORY_REPORT_FILE_NAME);
}
