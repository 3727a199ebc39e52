import { Type, type Static } from 'typebox';
import { ADMIN_ROLES, MANAGER_ROLES, MAX_CENTS, Nullable, OrNull, Paginated, Required, STAFF_ROLES, Success, calendarDate, parseCents, type FieldError, type Role } from '../core';

/*
 * Inventory (docs/domains/inventory.md): constants, exact texts, the form's rules, who may do what and the
 * shapes of every call and event, shared by svc-inventory and mf-inventory so both check the same rules
 * and show the same words.
 */

// Constants (docs/domains/inventory.md#data, #constants)

export const INVENTORY_CATEGORIES = ['Parts', 'Tools', 'Filters', 'Refrigerants', 'Electrical', 'Hardware', 'Safety Equipment', 'Consumables', 'Other'] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

export const INVENTORY_UNITS = ['piece', 'box', 'pack', 'pound', 'gallon', 'liter', 'foot', 'meter', 'roll', 'set'] as const;
export type InventoryUnit = (typeof INVENTORY_UNITS)[number];

/** A unit's English words for one and for any other count (the screens word counts in every language with i18next's plural keys). */
export const INVENTORY_UNIT_NAMES: Readonly<Record<InventoryUnit, { one: string; other: string }>> = {
  piece: { one: 'piece', other: 'pieces' },
  box: { one: 'box', other: 'boxes' },
  pack: { one: 'pack', other: 'packs' },
  pound: { one: 'pound', other: 'pounds' },
  gallon: { one: 'gallon', other: 'gallons' },
  liter: { one: 'liter', other: 'liters' },
  foot: { one: 'foot', other: 'feet' },
  meter: { one: 'meter', other: 'meters' },
  roll: { one: 'roll', other: 'rolls' },
  set: { one: 'set', other: 'sets' },
};

const englishPlurals = new Intl.PluralRules('en');

/** A quantity with its unit in English, "1 box", "120 pieces", "3 feet"; a unit of no list as stored. */
export function unitCountInEnglish(n: number, unit: string): string {
  const names = Object.hasOwn(INVENTORY_UNIT_NAMES, unit) ? INVENTORY_UNIT_NAMES[unit as InventoryUnit] : null;
  return `${n} ${names ? names[englishPlurals.select(n) === 'one' ? 'one' : 'other'] : unit}`;
}

export const INVENTORY_DEFAULTS = {
  currentQuantity: 0,
  minimumQuantity: 5,
  maximumQuantity: 100,
  unit: 'piece',
} as const satisfies { currentQuantity: number; minimumQuantity: number; maximumQuantity: number; unit: InventoryUnit };

export const INVENTORY_PAGE_SIZE = 20;
export const DESCRIPTION_PREVIEW_LENGTH = 50;
/** The largest quantity a user may set (an open point of the requirements, decided here): fits PostgreSQL's integer with room. */
export const MAX_INVENTORY_QUANTITY = 1_000_000_000;
export const PRICE_STEP = 0.01;
export const INVENTORY_REPORT_FILE_NAME = 'inventory-report.csv';
/** The scanner's camera constraints. */
export const SCANNER_CAMERA = { width: 640, height: 480, facingMode: 'environment' } as const;

/** The export's columns, in order (docs/domains/inventory.md#calls). */
export const INVENTORY_CSV_COLUMNS = [
  'SKU',
  'Name',
  'Category',
  'Current Quantity',
  'Minimum Quantity',
  'Unit Cost',
  'Unit Price',
  'Location',
  'Supplier',
  'Expiration Date',
] as const;

/** Field limits, shared by the form's inputs and the server's schema. */
export const INVENTORY_LIMITS = {
  name: 200,
  sku: 64,
  barcode: 64,
  description: 5000,
  location: 200,
  supplier: 200,
  notes: 5000,
  search: 200,
} as const;

// Stock status (docs/domains/inventory.md#statuses)

export const STOCK_STATUSES = ['In Stock', 'Low Stock', 'Out of Stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Out of Stock at 0, Low Stock at or below the minimum, In Stock otherwise. */
export const stockStatusOf = (quantity: number, minimumQuantity: number): StockStatus =>
  quantity <= 0 ? 'Out of Stock' : quantity <= minimumQuantity ? 'Low Stock' : 'In Stock';

/** Low stock, as the list's filter and banner count it: at or below the minimum (0 included). */
export const isLowStock = (quantity: number, minimumQuantity: number): boolean => quantity <= minimumQuantity;

/**
 * Expired: an expiration date is set and earlier than now. Dates are calendar days, so an item expiring
 * today is still good today and expired from tomorrow (`today` is the business day, contracts' todayIn).
 */
export const isExpired = (expirationDate: string | null | undefined, today: string): boolean => !!expirationDate && expirationDate < today;

/** The list's 50-character description preview (with an ellipsis when cut). */
export const descriptionPreview = (description: string | null | undefined): string => {
  const text = (description ?? '').trim();
  return text.length > DESCRIPTION_PREVIEW_LENGTH ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...` : text;
};

/** The detail's derived figures in cents: margin = unit price − cost price; total value = quantity × cost price. */
export const inventoryMarginCents = (item: { unitPrice: string; costPrice: string }): number => parseCents(item.unitPrice)! - parseCents(item.costPrice)!;
export const inventoryTotalValueCents = (item: { quantity: number; costPrice: string }): number => item.quantity * parseCents(item.costPrice)!;

// SKU and barcode (docs/domains/inventory.md#validation)

export const SKU_PATTERN = /^INV-\d{6}-[A-Z]{3}$/;

/** A new item's SKU: `INV-` + six digits + `-` + three uppercase letters. The server makes a new one on a clash. */
export function generateSku(random: () => number = Math.random): string {
  const digits = Array.from({ length: 6 }, () => Math.floor(random() * 10)).join('');
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(random() * 26))).join('');
  return `INV-${digits}-${letters}`;
}

/** The form's barcode button: a number from the current time (13 digits, milliseconds). */
export const timestampBarcode = (now: number = Date.now()): string => String(Math.floor(now));

/** What a barcode may hold: printable ASCII without spaces (what Code 128 labels and scanners carry). */
export const BARCODE_PATTERN = /^[\x21-\x7E]+$/;

// Texts (docs/domains/inventory.md#validation, #messages)

/** Every text svc-inventory answers with; the key is the error code. The first five are the form's rules in the requirements' order. */
export const INVENTORY_MESSAGES = {
  itemNameRequired: 'Item name is required',
  skuRequired: 'SKU is required',
  inventoryCategoryRequired: 'Category is required',
  currentQuantityNegative: 'Current quantity cannot be negative',
  pricesNegative: 'Prices cannot be negative',
  // Ours, checked after the five above
  inventoryCategoryInvalid: 'Please choose one of the inventory categories.',
  inventoryUnitInvalid: 'Please choose one of the units: piece, box, pack, pound, gallon, liter, foot, meter, roll or set.',
  quantityWhole: 'Quantities must be whole numbers.',
  quantityTooLarge: 'Quantities can be at most 1,000,000,000.',
  minMaxNegative: 'Minimum and maximum quantities cannot be negative',
  maximumBelowMinimum: 'Maximum quantity cannot be less than the minimum quantity.',
  priceInvalid: 'Prices must be amounts with at most two decimals.',
  priceTooLarge: 'The price is too large.',
  barcodeInvalid: 'A barcode may hold only letters, digits and symbols, without spaces.',
  expirationDateInvalid: 'Please enter a valid expiration date.',
  quantityInvalid: 'Quantity must be a whole number from 0 to 1,000,000,000.',
  skuTaken: 'SKU already exists',
  barcodeTaken: 'Another item already has this barcode.',
  inventoryItemNotFound: 'Inventory item not found',
  barcodeNotFound: 'Item not found',
  barcodeSearchEmpty: 'Please enter a barcode to search',
  inventoryCategoryFilterInvalid: 'This category is not one of the inventory categories.',
  inventoryViewForbidden: 'You do not have permission to view the inventory.',
  inventoryManageForbidden: 'Only an admin or manager can add or edit inventory items.',
  inventoryQuantityForbidden: 'Only an admin or manager can update quantities.',
  inventoryDeleteForbidden: 'Only an admin can delete inventory items.',
} as const;
export type InventoryMessageCode = keyof typeof INVENTORY_MESSAGES;

/** The toasts (docs/domains/inventory.md#messages); "or the server's message" ones are fallbacks. */
export const INVENTORY_TOASTS = {
  fetchItemsFailed: 'Failed to fetch inventory items',
  fetchItemsError: 'Error fetching inventory items',
  itemNotFound: 'Item not found',
  searchError: 'Error searching for item',
  itemFound: 'Item found!',
  exportFailed: 'Failed to export inventory',
  exportError: 'Error exporting inventory',
  exported: 'Inventory exported successfully',
  quantityUpdated: 'Quantity updated successfully',
  quantityFailed: 'Failed to update quantity',
  quantityError: 'Error updating quantity',
  deleted: 'Item deleted successfully',
  deleteFailed: 'Failed to delete item',
  deleteError: 'Error deleting item',
  fetchItemFailed: 'Failed to fetch inventory item',
  fetchItemError: 'Error fetching inventory item',
  loadNotFound: 'Inventory item not found',
  created: 'Inventory item created successfully',
  updated: 'Inventory item updated successfully',
  createFailed: 'Failed to create inventory item',
  updateFailed: 'Failed to update inventory item',
  saveError: 'Error saving inventory item',
  expensesEmpty: 'No expense records found for this inventory item.',
  scannerNote: 'Note: Automatic barcode detection is not fully implemented.',
  barcodeSearchEmpty: INVENTORY_MESSAGES.barcodeSearchEmpty,
  scannerBarcodeEmpty: 'Please enter a barcode',
} as const;

/** "Error loading expenses: ..." with the reason. */
export const expensesLoadError = (reason: string): string => `Error loading expenses: ${reason}`;

/** The screens' exact words (docs/domains/inventory.md#screens); `{n}`, `{name}`, `{date}` are filled by inventoryText. */
export const INVENTORY_TEXTS = {
  lowStockBanner: 'Low Stock Alert: {n} items need restocking',
  expiredBanner: 'Expired Items: {n} items have expired',
  columns: ['Item', 'SKU/Barcode', 'Category', 'Quantity', 'Price', 'Location', 'Status', 'Actions'],
  scan: 'Scan',
  export: 'Export',
  addItem: 'Add Item',
  itemNotFoundTitle: 'Item Not Found',
  returnToInventory: 'Return to Inventory',
  notAssigned: 'Not assigned',
  uncategorized: 'Uncategorized',
  noBarcode: 'No Barcode',
  notSpecified: 'Not specified',
  quantityPrompt: 'Enter new quantity:',
  deleteTitle: 'Delete Inventory Item',
  deleteBody: 'Are you sure you want to delete "{name}"? This action cannot be undone.',
  delete: 'Delete',
  cancel: 'Cancel',
  itemExpiredTitle: 'Item Expired',
  itemExpiredBody: 'This item expired on {date}',
  expiredMark: '(Expired)',
  lowStockTitle: 'Low Stock Alert',
  lowStockBody: 'Current quantity is at or below minimum level',
  invalidDate: 'Invalid Date',
  missingDate: 'N/A',
} as const;

export const inventoryText = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => (values[name] === undefined ? slot : String(values[name])));

// Who may do what (docs/domains/inventory.md#roles): one rule for svc-inventory's refusals and the screens' buttons

/** View, search, scan, export, print a label: admin, manager, staff; clients are refused. */
export const canViewInventory = (role: Role | null | undefined): boolean => !!role && STAFF_ROLES.includes(role);
/** Add, edit and update quantity: admin and manager. */
export const canManageInventory = (role: Role | null | undefined): boolean => !!role && MANAGER_ROLES.includes(role);
/** Delete: admin only. */
export const canDeleteInventory = (role: Role | null | undefined): boolean => !!role && ADMIN_ROLES.includes(role);
export const INVENTORY_VIEW_ROLES = STAFF_ROLES;
export const INVENTORY_MANAGE_ROLES = MANAGER_ROLES;
export const INVENTORY_DELETE_ROLES = ADMIN_ROLES;

// The form's rules (docs/domains/inventory.md#validation)

export type InventoryFormMode = 'create' | 'edit';
type NumberIn = string | number | null | undefined;

/** What the form sends (docs/domains/inventory.md#data): the form's names, currentQuantity and unitCost. */
export interface InventoryFormInput {
  sku?: string | null;
  barcode?: string | null;
  name?: string | null;
  description?: string | null;
  category?: string | null;
  currentQuantity?: NumberIn;
  minimumQuantity?: NumberIn;
  maximumQuantity?: NumberIn;
  unit?: string | null;
  unitCost?: NumberIn;
  unitPrice?: NumberIn;
  supplier?: string | null;
  location?: string | null;
  expirationDate?: string | null;
  notes?: string | null;
}

/**
 * The values to store, the form's fields checked and trimmed. On create every field has a value (the
 * defaults fill the rest); on edit a field the body left out is undefined and keeps what is stored.
 */
export interface InventoryFormValues {
  name: string;
  sku: string;
  category: InventoryCategory;
  barcode: string | null | undefined;
  description: string | null | undefined;
  currentQuantity: number | undefined;
  minimumQuantity: number | undefined;
  maximumQuantity: number | undefined;
  unit: InventoryUnit | undefined;
  /** Cents. */
  unitCost: number | undefined;
  /** Cents. */
  unitPrice: number | undefined;
  supplier: string | null | undefined;
  location: string | null | undefined;
  /** YYYY-MM-DD or null. */
  expirationDate: string | null | undefined;
  notes: string | null | undefined;
}

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const textOrNull = (v: string | null | undefined): string | null | undefined => (v === undefined ? undefined : blank(v) ? null : v!.trim());

/** A number field as sent: undefined when left out (or blank), NaN when it is not a number. */
function numberOf(v: NumberIn): number | undefined {
  if (blank(v)) return undefined;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isFinite(n) ? n : NaN;
}

/** A price as cents: undefined when left out, null when it is not a two-decimal amount. */
function centsOf(v: NumberIn): number | null | undefined {
  if (blank(v)) return undefined;
  return parseCents(v as string | number);
}

/**
 * The item form's rules: the requirements' five in their order (name, SKU, category, current quantity,
 * prices), then ours (category and unit from their lists, whole quantities within range, minimum not above
 * maximum, two-decimal prices, barcode characters, a real expiration date). Every failure is listed; the
 * first is the message the form and the server show.
 */
export function validateInventoryForm(body: InventoryFormInput, mode: InventoryFormMode): { errors: FieldError[]; values: InventoryFormValues | null } {
  const errors: FieldError[] = [];
  const push = (field: string, code: InventoryMessageCode) => errors.push({ field, code, message: INVENTORY_MESSAGES[code] });

  if (blank(body.name)) push('name', 'itemNameRequired');
  if (blank(body.sku)) push('sku', 'skuRequired');
  if (blank(body.category)) push('category', 'inventoryCategoryRequired');
  const current = numberOf(body.currentQuantity);
  if (current !== undefined && current < 0) push('currentQuantity', 'currentQuantityNegative');
  const unitCost = centsOf(body.unitCost);
  const unitPrice = centsOf(body.unitPrice);
  const negative = (v: NumberIn, cents: number | null | undefined) => (cents ?? numberOf(v) ?? 0) < 0;
  const pricesNegative = negative(body.unitPrice, unitPrice) || negative(body.unitCost, unitCost);
  if (pricesNegative) push(negative(body.unitPrice, unitPrice) ? 'unitPrice' : 'unitCost', 'pricesNegative');

  const category = blank(body.category) ? undefined : body.category!.trim();
  if (category !== undefined && !(INVENTORY_CATEGORIES as readonly string[]).includes(category)) push('category', 'inventoryCategoryInvalid');
  const unit = blank(body.unit) ? undefined : body.unit!.trim();
  if (unit !== undefined && !(INVENTORY_UNITS as readonly string[]).includes(unit)) push('unit', 'inventoryUnitInvalid');
  const minimum = numberOf(body.minimumQuantity);
  const maximum = numberOf(body.maximumQuantity);
  const quantities: [string, number | undefined][] = [
    ['currentQuantity', current],
    ['minimumQuantity', minimum],
    ['maximumQuantity', maximum],
  ];
  for (const [field, n] of quantities) {
    if (n === undefined) continue;
    if (Number.isNaN(n) || !Number.isInteger(n)) push(field, 'quantityWhole');
    else if (n > MAX_INVENTORY_QUANTITY) push(field, 'quantityTooLarge');
  }
  if ((minimum ?? 0) < 0 || (maximum ?? 0) < 0) push((minimum ?? 0) < 0 ? 'minimumQuantity' : 'maximumQuantity', 'minMaxNegative');
  if (minimum !== undefined && maximum !== undefined && Number.isInteger(minimum) && Number.isInteger(maximum) && maximum < minimum) {
    push('maximumQuantity', 'maximumBelowMinimum');
  }
  if (!pricesNegative) {
    for (const [field, cents] of [['unitCost', unitCost], ['unitPrice', unitPrice]] as const) {
      if (cents === null) push(field, 'priceInvalid');
      else if (cents !== undefined && cents > MAX_CENTS) push(field, 'priceTooLarge');
    }
  }
  const barcode = textOrNull(body.barcode);
  if (barcode && (barcode.length > INVENTORY_LIMITS.barcode || !BARCODE_PATTERN.test(barcode))) push('barcode', 'barcodeInvalid');
  const expirationDate = body.expirationDate === undefined ? undefined : blank(body.expirationDate) ? null : calendarDate(body.expirationDate);
  if (expirationDate === null && !blank(body.expirationDate)) push('expirationDate', 'expirationDateInvalid');

  if (errors.length) return { errors, values: null };
  const creating = mode === 'create';
  const orDefault = <T>(v: T | undefined, fallback: T): T | undefined => (v === undefined && creating ? fallback : v);
  const orNull = <T>(v: T | null | undefined): T | null | undefined => (v === undefined && creating ? null : v);
  return {
    errors,
    values: {
      name: body.name!.trim(),
      sku: body.sku!.trim(),
      category: category as InventoryCategory,
      barcode: orNull(barcode),
      description: orNull(textOrNull(body.description)),
      currentQuantity: orDefault(current, INVENTORY_DEFAULTS.currentQuantity),
      minimumQuantity: orDefault(minimum, INVENTORY_DEFAULTS.minimumQuantity),
      maximumQuantity: orDefault(maximum, INVENTORY_DEFAULTS.maximumQuantity),
      unit: orDefault(unit as InventoryUnit | undefined, INVENTORY_DEFAULTS.unit),
      unitCost: orDefault(unitCost as number | undefined, 0),
      unitPrice: orDefault(unitPrice as number | undefined, 0),
      supplier: orNull(textOrNull(body.supplier)),
      location: orNull(textOrNull(body.location)),
      expirationDate: orNull(expirationDate),
      notes: orNull(textOrNull(body.notes)),
    },
  };
}

/**
 * The quantity of PUT /api/inventory/{id}/quantity: a whole number from 0 to MAX_INVENTORY_QUANTITY
 * (the prompt sends parseInt's result); null when it is anything else.
 */
export function readQuantity(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= MAX_INVENTORY_QUANTITY ? n : null;
}

// Shapes of the calls (docs/domains/inventory.md#calls)

const Text = (max: number, description?: string) => Type.Optional(Nullable(Type.String({ maxLength: max, ...(description ? { description } : {}) })));
const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'US dollars, two decimals, e.g. "148.50"' });
const TextOrNull = (options: { description?: string } = {}) => OrNull(Type.String(options));
/** A number as a form sends it: text first, so ajv's coercion never turns 0 into null. */
const NumberIn = (description: string) => Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Number(), Type.Null()], { description }));

const formFields = {
  name: Required(Nullable(Type.String({ maxLength: INVENTORY_LIMITS.name })), INVENTORY_MESSAGES.itemNameRequired, 'itemNameRequired'),
  sku: Required(Nullable(Type.String({ maxLength: INVENTORY_LIMITS.sku })), INVENTORY_MESSAGES.skuRequired, 'skuRequired'),
  category: Required(Nullable(Type.String({ maxLength: 40, description: 'One of INVENTORY_CATEGORIES' })), INVENTORY_MESSAGES.inventoryCategoryRequired, 'inventoryCategoryRequired'),
  barcode: Text(INVENTORY_LIMITS.barcode, 'Unique when set; blank or null means none.'),
  description: Text(INVENTORY_LIMITS.description),
  currentQuantity: NumberIn('Written as currentQuantity, read back as `quantity`. A whole number ≥ 0; 0 on create when left out. Changing it writes a history row.'),
  minimumQuantity: NumberIn('A whole number ≥ 0; 5 on create when left out.'),
  maximumQuantity: NumberIn('A whole number ≥ the minimum; 100 on create when left out.'),
  unit: Text(20, 'One of INVENTORY_UNITS; piece on create when left out.'),
  unitCost: NumberIn('Written as unitCost, read back as `costPrice`. Dollars, at most two decimals, ≥ 0.'),
  unitPrice: NumberIn('Dollars, at most two decimals, ≥ 0.'),
  supplier: Text(INVENTORY_LIMITS.supplier),
  location: Text(INVENTORY_LIMITS.location),
  expirationDate: Text(40, 'YYYY-MM-DD, or null (an empty date is sent as null).'),
  notes: Text(INVENTORY_LIMITS.notes),
};

/**
 * POST /api/inventory and PUT /api/inventory/{id}: the form's fields under the form's names
 * (`currentQuantity`, `unitCost`); answers read them back as `quantity` and `costPrice`. On PUT an optional
 * field left out keeps what is stored. Unknown fields (id, quantity, costPrice … sent back from an answer) are dropped.
 */
export const InventoryFormBody = Type.Object(formFields, {
  additionalProperties: false,
  description: 'Writes use the form’s names currentQuantity and unitCost; reads answer quantity and costPrice.',
});
export type InventoryFormBody = Static<typeof InventoryFormBody>;

/** PUT /api/inventory/{id}/quantity: `{ quantity }`, a whole number from 0 to 1 000 000 000 (anything else 400 quantityInvalid). */
export const InventoryQuantityBody = Type.Object(
  {
    quantity: Required(
      // Text first, as the form's numbers: ajv's coercion would otherwise read true as 1.
      Type.Union([Type.String({ maxLength: 32 }), Type.Number(), Type.Null()], { description: 'An integer, 0 to 1 000 000 000.' }),
      INVENTORY_MESSAGES.quantityInvalid,
      'quantityInvalid',
    ),
  },
  { additionalProperties: false },
);
export type InventoryQuantityBody = Static<typeof InventoryQuantityBody>;

/** GET /api/inventory: by name, then SKU; 20 a page; the filters combine with AND. */
export const InventoryListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: INVENTORY_LIMITS.search, description: 'Part of the name, SKU, barcode or description (case-insensitive).' })),
  category: Type.Optional(Type.String({ maxLength: 40, description: 'One of INVENTORY_CATEGORIES; empty or `all` means any.' })),
  lowStock: Type.Optional(Type.Boolean({ description: 'Only items at or below their minimum quantity.' })),
  expired: Type.Optional(Type.Boolean({ description: 'Only items whose expiration date is before today.' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
});
export type InventoryListQuery = Static<typeof InventoryListQuery>;

export const BarcodeParams = Type.Object({ barcode: Type.String({ minLength: 1, maxLength: INVENTORY_LIMITS.barcode }) });
export type BarcodeParams = Static<typeof BarcodeParams>;

/** An item as listed and viewed (docs/domains/inventory.md#data): every field of the requirements plus its status. */
export const InventoryItem = Type.Object({
  id: Uuid,
  name: Type.String(),
  sku: Type.String(),
  barcode: TextOrNull(),
  description: TextOrNull(),
  category: Type.String({ description: 'One of INVENTORY_CATEGORIES' }),
  quantity: Type.Integer({ description: 'Sent by the form as currentQuantity.' }),
  minimumQuantity: Type.Integer(),
  maximumQuantity: Type.Integer(),
  unit: Type.String({ description: 'One of INVENTORY_UNITS' }),
  unitPrice: Money,
  costPrice: { ...Money, description: 'Sent by the form as unitCost. US dollars, two decimals.' },
  location: TextOrNull(),
  supplier: TextOrNull(),
  notes: TextOrNull(),
  expirationDate: TextOrNull({ description: 'YYYY-MM-DD' }),
  /** Out of Stock / Low Stock / In Stock (stockStatusOf). */
  status: Type.Enum(STOCK_STATUSES),
  /** The expiration date is before today (isExpired). */
  expired: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type InventoryItem = Static<typeof InventoryItem>;

export const InventoryItemResponse = Success({ item: InventoryItem });
export type InventoryItemResponse = Static<typeof InventoryItemResponse>;

/** A page of 20 with pagination, plus the whole table's low-stock and expired counts for the banners. */
export const InventoryListResponse = Paginated('items', InventoryItem, {
  lowStockCount: Type.Integer({ description: 'Items at or below their minimum, over the whole table (not the page or the filters).' }),
  expiredCount: Type.Integer({ description: 'Items past their expiration date, over the whole table.' }),
});
export type InventoryListResponse = Static<typeof InventoryListResponse>;

/** GET /api/inventory/low-stock and /expired: every such item, by name. */
export const InventoryItemsResponse = Success({ items: Type.Array(InventoryItem) });
export type InventoryItemsResponse = Static<typeof InventoryItemsResponse>;

export const InventoryCategoriesResponse = Success({
  categories: Type.Array(Type.Enum(INVENTORY_CATEGORIES)),
  units: Type.Array(Type.Enum(INVENTORY_UNITS)),
});
export type InventoryCategoriesResponse = Static<typeof InventoryCategoriesResponse>;

/** Why a quantity changed: the item was created, its form saved, or Update Quantity. */
export const MOVEMENT_REASONS = ['created', 'edited', 'quantity-update'] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

/** One row of the item's inventory history (GET /api/inventory/{id}/history), newest first. */
export const InventoryMovement = Type.Object({
  id: Uuid,
  itemId: Uuid,
  fromQuantity: Type.Integer({ description: '0 for the row of the item’s creation.' }),
  toQuantity: Type.Integer(),
  change: Type.Integer({ description: 'toQuantity − fromQuantity' }),
  reason: Type.Enum(MOVEMENT_REASONS),
  changedByUserId: Uuid,
  /** The user's full name from the users directory; null once the account is gone. */
  changedByName: TextOrNull(),
  createdAt: DateTime,
});
export type InventoryMovement = Static<typeof InventoryMovement>;
export const InventoryHistoryResponse = Success({ movements: Type.Array(InventoryMovement) });
export type InventoryHistoryResponse = Static<typeof InventoryHistoryResponse>;

/** A related expense (GET /api/inventory/{id}/expenses), newest expense date first; links to /admin/expenses/{id}. */
export const InventoryExpense = Type.Object({
  id: Uuid,
  expenseNumber: Type.String(),
  title: Type.String(),
  amount: Money,
  expenseDate: Type.String({ description: 'YYYY-MM-DD' }),
  status: Type.String({ description: 'pending, approved, rejected, paid or reimbursed' }),
});
export type InventoryExpense = Static<typeof InventoryExpense>;
export const InventoryExpensesResponse = Success({ expenses: Type.Array(InventoryExpense) });
export type InventoryExpensesResponse = Static<typeof InventoryExpensesResponse>;

/** One row of GET /api/inventory/report, a field per CSV column (INVENTORY_CSV_COLUMNS), by SKU. */
export const InventoryReportRow = Type.Object({
  sku: Type.String(),
  name: Type.String(),
  category: Type.String(),
  currentQuantity: Type.Integer(),
  minimumQuantity: Type.Integer(),
  unitCost: Money,
  unitPrice: Money,
  location: TextOrNull(),
  supplier: TextOrNull(),
  expirationDate: TextOrNull({ description: 'YYYY-MM-DD' }),
});
export type InventoryReportRow = Static<typeof InventoryReportRow>;
/** The report as JSON (the default); `?format=csv` answers inventory-report.csv itself, streamed. */
export const InventoryReportResponse = Success({ rows: Type.Array(InventoryReportRow) });
export type InventoryReportResponse = Static<typeof InventoryReportResponse>;
export const InventoryReportQuery = Type.Object({
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')], { description: 'json (default): { rows }; csv: inventory-report.csv' })),
});
export type InventoryReportQuery = Static<typeof InventoryReportQuery>;

/** Inventory's codes, known to every program that imports them (core/error-codes.ts). */
declare module '../core/error-codes' {
  interface DomainErrorCodes {
    inventory: InventoryMessageCode;
  }
}
