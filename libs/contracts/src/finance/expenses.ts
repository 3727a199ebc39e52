import { Type, type Static } from 'typebox';
import { MANAGER_ROLES, MAX_CENTS, Nullable, OrNull, PathId, Required, STAFF_ROLES, Success, calendarDate, isUuid, parseCents, type FieldError, type Role } from '../core';

/*
 * Expenses (docs/domains/finance.md): constants, exact texts, the form's rules and the shapes of every
 * call, shared by svc-finance and the finance screens so both check the same rules and show the same words.
 */

// Constants (docs/domains/finance.md#constants, #data)

/** What the create and edit forms offer, in the requirements' order; `other` is the default. */
export const EXPENSE_CATEGORIES = [
  'vehicle_expenses',
  'equipment_purchase',
  'equipment_maintenance',
  'tools_supplies',
  'office_supplies',
  'software_subscriptions',
  'insurance',
  'licensing_permits',
  'professional_services',
  'advertising_marketing',
  'training_education',
  'travel_meals',
  'utilities',
  'rent_lease',
  'subcontractor_payments',
  'materials_inventory',
  'bank_fees',
  'interest_expense',
  'depreciation',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/**
 * What the list's category filter offers: a different list, kept as given. Expenses are stored under the
 * forms' keys only, so each entry finds the stored categories EXPENSE_FILTER_COVERS gives it.
 */
export const EXPENSE_FILTER_CATEGORIES = [
  'office_supplies',
  'equipment',
  'vehicle_maintenance',
  'fuel',
  'insurance',
  'professional_services',
  'marketing',
  'utilities',
  'rent',
  'travel',
  'meals',
  'training',
  'software',
  'other',
] as const;
export type ExpenseFilterCategory = (typeof EXPENSE_FILTER_CATEGORIES)[number];

/**
 * The stored categories each filter entry finds (docs/domains/finance.md#filter-categories). Where the forms
 * keep two things in one category (travel and meals, a vehicle's fuel and repairs) both entries find it;
 * `other` finds what no other entry names, so every stored category is under some entry.
 */
export const EXPENSE_FILTER_COVERS: Readonly<Record<ExpenseFilterCategory, readonly ExpenseCategory[]>> = {
  office_supplies: ['office_supplies'],
  equipment: ['equipment_purchase', 'equipment_maintenance', 'tools_supplies', 'depreciation'],
  vehicle_maintenance: ['vehicle_expenses'],
  fuel: ['vehicle_expenses'],
  insurance: ['insurance'],
  professional_services: ['professional_services'],
  marketing: ['advertising_marketing'],
  utilities: ['utilities'],
  rent: ['rent_lease'],
  travel: ['travel_meals'],
  meals: ['travel_meals'],
  training: ['training_education'],
  software: ['software_subscriptions'],
  other: ['other', 'licensing_permits', 'subcontractor_payments', 'materials_inventory', 'bank_fees', 'interest_expense'],
};

/**
 * The stored categories a list's `category` finds: a filter entry's, else a stored key alone (the keys both
 * lists share read as the filter's entry); null for a key of neither list.
 */
export function storedCategoriesOf(key: string): readonly ExpenseCategory[] | null {
  if (Object.hasOwn(EXPENSE_FILTER_COVERS, key)) return EXPENSE_FILTER_COVERS[key as ExpenseFilterCategory];
  return (EXPENSE_CATEGORIES as readonly string[]).includes(key) ? [key as ExpenseCategory] : null;
}

/** Named EXPENSE_ because billing's PAYMENT_METHODS is a different list. */
export const EXPENSE_PAYMENT_METHODS = ['cash', 'credit_card', 'debit_card', 'check', 'bank_transfer', 'other'] as const;
export type ExpensePaymentMethod = (typeof EXPENSE_PAYMENT_METHODS)[number];

export const EXPENSE_STATUSES = ['pending', 'approved', 'rejected', 'paid', 'reimbursed'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
/** The create form's own list; the edit form offers all five (admin and manager only). */
export const EXPENSE_CREATE_STATUSES: readonly ExpenseStatus[] = ['pending', 'approved', 'rejected'];
/** What Approve and Reject move a pending expense to. */
export const EXPENSE_DECISIONS = ['approved', 'rejected'] as const;
export type ExpenseDecision = (typeof EXPENSE_DECISIONS)[number];
/** Badge colours on the detail page. */
export const EXPENSE_STATUS_COLORS: Readonly<Record<ExpenseStatus, 'yellow' | 'green' | 'red' | 'blue' | 'purple'>> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  paid: 'blue',
  reimbursed: 'purple',
};

export const EXPENSE_DEFAULTS = {
  category: 'other',
  status: 'pending',
  paymentMethod: 'cash',
  isTaxDeductible: true,
  isReimbursable: false,
  hasReceipt: false,
} as const satisfies {
  category: ExpenseCategory;
  status: ExpenseStatus;
  paymentMethod: ExpensePaymentMethod;
  isTaxDeductible: boolean;
  isReimbursable: boolean;
  hasReceipt: boolean;
};

/** The create form's hint: the tax authority wants a receipt for an expense above $75. */
export const RECEIPT_REQUIRED_ABOVE_CENTS = 7_500;
export const AMOUNT_STEP = 0.01;
export const AMOUNT_MIN = 0;
/** The simulated upload's delay in the requirements; the screens upload for real instead. */
export const SIMULATED_UPLOAD_DELAY_MS = 1_000;
/** Not paginated in the requirements; the server answers pages of this size with a cursor ("Show more"). */
export const EXPENSE_PAGE_SIZE = 100;
/** Receipts: at most 10 MB, an image (JPEG, PNG, WebP, HEIC) or a PDF, recognised by content. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;
export type ReceiptContentType = (typeof RECEIPT_CONTENT_TYPES)[number];
/** The multipart field a receipt travels in. */
export const RECEIPT_FIELD = 'receipt';
/**
 * What a receipt upload may weigh on the wire: the file and its multipart envelope. The gateway lets
 * this call through up to it while every other call, JSON included, stops at its BODY_LIMIT (1 MB), so a
 * file just over 10 MB still reaches svc-finance and gets its 413 in svc-finance's words.
 */
export const RECEIPT_UPLOAD_BODY_LIMIT = RECEIPT_MAX_BYTES + 1024 * 1024;
const RECEIPT_UPLOAD_PATH = /^\/api\/expenses\/[^/?#]+\/receipt\/?(?:[?#]|$)/;
/** Whether a Content-Type is multipart/form-data, the only form a receipt travels in. */
export const isMultipartFormData = (contentType: string | undefined): boolean => contentType !== undefined && /^multipart\/form-data(?:[\s;]|$)/i.test(contentType);
/** Whether a request is a receipt upload: POST /api/expenses/{id}/receipt, multipart/form-data. */
export const isReceiptUpload = (method: string | undefined, url: string | undefined, contentType: string | undefined): boolean =>
  method === 'POST' && url !== undefined && RECEIPT_UPLOAD_PATH.test(url) && isMultipartFormData(contentType);
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 50;
export const MAX_DOCUMENT_URLS = 20;
/** Project ids are PostgreSQL integers. */
export const MAX_PROJECT_ID = 2_147_483_647;

/** `EXP-2026-000123`: the year it was created in and a number from a sequence (unique, gaps allowed). */
export const expenseNumberOf = (year: number, n: number): string => `EXP-${year}-${String(n).padStart(6, '0')}`;
/** The export's file name. */
export const expenseExportFileName = (year: number): string => `expenses-${year}.csv`;
/** The export's columns, in order (docs/domains/finance.md#calls). */
export const EXPENSE_CSV_COLUMNS = [
  'Expense Number',
  'Title',
  'Category',
  'Amount',
  'Expense Date',
  'Vendor',
  'Payment Method',
  'Status',
  'Tax Deductible',
  'Reimbursable',
  'Has Receipt',
  'Tags',
  'Project ID',
  'Created By',
  'Approved By',
  'Approved At',
  'Description',
  'Notes',
] as const;

// Texts (docs/domains/finance.md#messages)

/** Every text svc-finance answers with for expenses; the key is the error code. */
export const EXPENSE_MESSAGES = {
  titleRequired: 'Title is required',
  amountPositive: 'Amount must be greater than 0',
  expenseAmountDecimals: 'Amount can have at most two decimals.',
  expenseAmountTooLarge: 'The amount is too large.',
  expenseCategoryRequired: 'Category is required',
  expenseCategoryInvalid: 'Please choose one of the expense categories.',
  expenseDateRequired: 'Expense date is required',
  expenseDateInvalid: 'Please enter a valid expense date.',
  expensePaymentMethodInvalid: 'Please choose a payment method: cash, credit card, debit card, check, bank transfer or other.',
  expenseStatusInvalid: 'Status must be one of: {statuses}.',
  tagsInvalid: 'Tags must be unique and non-empty.',
  projectIdInvalid: 'Project ID must be a whole number.',
  inventoryItemIdInvalid: 'The inventory item id is not valid.',
  expenseNotFound: 'Expense not found',
  expenseAccessDenied: "Access Denied: You don't have permission to access expense management.",
  approveForbidden: 'You do not have permission to approve/reject expenses',
  expenseCreateForbidden: 'You do not have permission to create expenses.',
  expenseDeleteForbidden: 'You do not have permission to delete expenses.',
  expenseEditForbidden: 'You can only edit your own expenses.',
  expenseEditNotPending: 'You can only edit your expense while it is pending.',
  expenseStatusForbidden: 'Only an admin or manager can change the status of an expense.',
  expenseNotPending: 'Only a pending expense can be approved or rejected.',
  expenseDateRangeInvalid: 'The start date must be a valid date on or before the end date.',
  expenseFilterInvalid: 'This filter value is not one of the list’s values.',
  expenseExportFormatInvalid: 'Expenses can be exported as csv only.',
  expenseCursorInvalid: 'This list position is no longer valid; load the list again.',
  receiptRequired: 'Please choose a receipt file to upload.',
  receiptTooLarge: 'The receipt is larger than 10 MB.',
  receiptTypeInvalid: 'A receipt must be a JPEG, PNG, WebP or HEIC image, or a PDF.',
  receiptNotFound: 'Receipt not found',
} as const;
export type ExpenseMessageCode = keyof typeof EXPENSE_MESSAGES;

/** A catalogue text with its `{name}` slots filled. */
export const expenseMessage = (code: ExpenseMessageCode, values: Readonly<Record<string, string>> = {}): string =>
  EXPENSE_MESSAGES[code].replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

/** The screens' own texts and the fallbacks they show when an answer carries no message. */
export const EXPENSE_TEXTS = {
  accessDenied: EXPENSE_MESSAGES.expenseAccessDenied,
  updated: 'Expense updated successfully!',
  notFoundTitle: 'Expense Not Found',
  notFoundBody: "The expense you're looking for doesn't exist.",
  editTitle: 'Edit Expense',
  editSubtitle: 'Update expense details and information',
  saving: 'Saving...',
  numberPrefix: 'Expense #',
  authRequired: 'Authentication required. Please log in.',
} as const;

export const EXPENSE_FALLBACKS = {
  fetchExpense: 'Failed to fetch expense',
  updateStatus: 'Failed to update expense status',
  updateExpense: 'Failed to update expense',
  fetchExpenses: 'Failed to fetch expenses',
  notFound: EXPENSE_MESSAGES.expenseNotFound,
  createExpense: 'Failed to create expense',
  deleteExpense: 'Failed to delete expense',
  uploadReceipt: 'Failed to upload receipt',
  deleteReceipt: 'Failed to delete receipt',
  fetchCategories: 'Failed to fetch expense categories',
  fetchSummary: 'Failed to fetch expense summary',
  exportExpenses: 'Failed to export expenses',
  loadExpenses: 'Could not load expenses.',
  uploadFile: 'Failed to upload file',
} as const;

// Who may do what (docs/domains/finance.md#roles): one rule for svc-finance's refusals and the screens' buttons

/** The list, summary, export, delete, Approve/Reject and the status selector: admin and manager. */
export const canManageExpenses = (role: Role | null | undefined): boolean => !!role && MANAGER_ROLES.includes(role);
/** Creating an expense: admin, manager and staff; a client is refused. */
export const canCreateExpense = (role: Role | null | undefined): boolean => !!role && STAFF_ROLES.includes(role);
/** Approve and Reject: admin and manager, and only while the expense is pending. */
export const canDecideExpense = (role: Role | null | undefined, status: string): boolean => canManageExpenses(role) && status === 'pending';
/** Reading one expense: admin and manager any, everyone else only their own. */
export const canReadExpense = (user: { id: string; role: Role } | null | undefined, expense: { createdByUserId: string }): boolean =>
  !!user && (canManageExpenses(user.role) || expense.createdByUserId === user.id);
/** Editing: admin and manager always; the creator only while it is pending. */
export const canEditExpense = (user: { id: string; role: Role } | null | undefined, expense: { createdByUserId: string; status: string }): boolean =>
  !!user && (canManageExpenses(user.role) || (expense.createdByUserId === user.id && expense.status === 'pending'));

// The form's rules (docs/domains/finance.md#validation)

export type ExpenseFormMode = 'create' | 'edit';

/** What the create and edit forms send; amounts as a JSON number or its text. */
export interface ExpenseInput {
  title?: string | null;
  description?: string | null;
  category?: string | null;
  amount?: string | number | null;
  expenseDate?: string | null;
  vendor?: string | null;
  paymentMethod?: string | null;
  status?: string | null;
  isTaxDeductible?: boolean | null;
  isReimbursable?: boolean | null;
  hasReceipt?: boolean | null;
  receiptUrl?: string | null;
  documentUrls?: readonly string[] | null;
  projectId?: string | number | null;
  inventoryItemId?: string | null;
  tags?: readonly string[] | null;
  notes?: string | null;
}

/** The values the rules read, ready to store; a field the body left out is undefined (an edit keeps it). */
export interface ExpenseValues {
  title: string;
  /** Cents. */
  amount: number;
  category: ExpenseCategory;
  expenseDate: string;
  paymentMethod: ExpensePaymentMethod | undefined;
  status: ExpenseStatus | undefined;
  /** Trimmed, in order; null when empty. */
  tags: string[] | null | undefined;
  documentUrls: string[] | null | undefined;
  projectId: number | null | undefined;
  inventoryItemId: string | null | undefined;
}

const blank = (v: string | null | undefined): boolean => v === undefined || v === null || v.trim() === '';
const push = (errors: FieldError[], field: string, code: ExpenseMessageCode, values?: Record<string, string>) =>
  errors.push({ field, code, message: expenseMessage(code, values) });

/** Tags trimmed; null when none is left, false when one is blank or repeated. */
export function normalizeTags(tags: readonly string[] | null | undefined): string[] | null | false {
  if (!tags || tags.length === 0) return null;
  const trimmed = tags.map((t) => (typeof t === 'string' ? t.trim() : ''));
  if (trimmed.some((t) => t === '' || t.length > MAX_TAG_LENGTH) || new Set(trimmed).size !== trimmed.length || trimmed.length > MAX_TAGS) return false;
  return trimmed;
}

/** A tag the form's Add button would add to `tags`: trimmed, non-empty and not there yet; else null. */
export function tagToAdd(tags: readonly string[], typed: string): string | null {
  const tag = typed.trim();
  return tag === '' || tags.includes(tag) || tag.length > MAX_TAG_LENGTH ? null : tag;
}

/** The project id as an integer, null when blank, false when it is not a whole number in range. */
export function readProjectId(value: string | number | null | undefined): number | null | false {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return false;
  const n = Number(text);
  return n >= 1 && n <= MAX_PROJECT_ID ? n : false;
}

/**
 * The expense form's rules in the form's order (title, amount, category, date, then the rest), every
 * failure listed; on success the values svc-finance stores. The server checks them again with the
 * caller's role (who may set `status`) on top.
 */
export function validateExpense(body: ExpenseInput, mode: ExpenseFormMode): { errors: FieldError[]; values: ExpenseValues | null } {
  const errors: FieldError[] = [];
  if (blank(body.title)) push(errors, 'title', 'titleRequired');
  const amount = typeof body.amount === 'string' && body.amount.trim() === '' ? null : parseCents(body.amount);
  const roughly = amount === null && body.amount !== null && body.amount !== undefined ? Number(body.amount) : NaN;
  if (amount === null && Number.isFinite(roughly) && roughly > 0) push(errors, 'amount', 'expenseAmountDecimals');
  else if (amount === null || amount <= 0) push(errors, 'amount', 'amountPositive');
  else if (amount > MAX_CENTS) push(errors, 'amount', 'expenseAmountTooLarge');
  if (blank(body.category)) push(errors, 'category', 'expenseCategoryRequired');
  else if (!(EXPENSE_CATEGORIES as readonly string[]).includes(body.category!.trim())) push(errors, 'category', 'expenseCategoryInvalid');
  const expenseDate = calendarDate(body.expenseDate);
  if (blank(body.expenseDate)) push(errors, 'expenseDate', 'expenseDateRequired');
  else if (!expenseDate) push(errors, 'expenseDate', 'expenseDateInvalid');
  const method = blank(body.paymentMethod) ? undefined : body.paymentMethod!.trim();
  if (method !== undefined && !(EXPENSE_PAYMENT_METHODS as readonly string[]).includes(method)) push(errors, 'paymentMethod', 'expensePaymentMethodInvalid');
  const statuses = mode === 'create' ? EXPENSE_CREATE_STATUSES : EXPENSE_STATUSES;
  const status = blank(body.status) ? undefined : body.status!.trim();
  if (status !== undefined && !statuses.includes(status as ExpenseStatus)) push(errors, 'status', 'expenseStatusInvalid', { statuses: statuses.join(', ') });
  const tags = body.tags === undefined ? undefined : normalizeTags(body.tags);
  if (tags === false) push(errors, 'tags', 'tagsInvalid');
  const projectId = body.projectId === undefined ? undefined : readProjectId(body.projectId);
  if (projectId === false) push(errors, 'projectId', 'projectIdInvalid');
  const inventoryItemId = body.inventoryItemId === undefined ? undefined : blank(body.inventoryItemId) ? null : body.inventoryItemId!.trim().toLowerCase();
  if (inventoryItemId && !isUuid(inventoryItemId)) push(errors, 'inventoryItemId', 'inventoryItemIdInvalid');
  if (errors.length) return { errors, values: null };
  const urls = body.documentUrls === undefined ? undefined : (body.documentUrls ?? []).map((u) => u.trim()).filter((u) => u !== '');
  return {
    errors,
    values: {
      title: body.title!.trim(),
      amount: amount!,
      category: body.category!.trim() as ExpenseCategory,
      expenseDate: expenseDate!,
      paymentMethod: method as ExpensePaymentMethod | undefined,
      status: status as ExpenseStatus | undefined,
      tags: tags as string[] | null | undefined,
      documentUrls: urls === undefined ? undefined : urls.length ? urls : null,
      projectId: projectId as number | null | undefined,
      inventoryItemId,
    },
  };
}

/** The directory keeps one full name; the expense answers split it at its first space. */
export function personName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const at = name.indexOf(' ');
  return at < 0 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, at), lastName: name.slice(at + 1) };
}

// Shapes of the calls (docs/domains/finance.md#calls)

const Text = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));
const Uuid = Type.String({ format: 'uuid' });
const Day = Type.String({ description: 'Calendar day, YYYY-MM-DD' });
const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'US dollars, two decimals, e.g. "148.50"' });
const DateTime = Type.String({ format: 'date-time' });
/** A decimal as a form sends it: text first, so ajv's coercion never turns 0 into null. */
const DecimalIn = Type.Union([Type.String({ maxLength: 32 }), Type.Number(), Type.Null()]);

const expenseFields = {
  title: Required(Nullable(Type.String({ maxLength: 200 })), EXPENSE_MESSAGES.titleRequired, 'titleRequired'),
  amount: Required(DecimalIn, EXPENSE_MESSAGES.amountPositive, 'amountPositive'),
  category: Required(Nullable(Type.String({ maxLength: 40 })), EXPENSE_MESSAGES.expenseCategoryRequired, 'expenseCategoryRequired'),
  expenseDate: Required(Nullable(Type.String({ maxLength: 40 })), EXPENSE_MESSAGES.expenseDateRequired, 'expenseDateRequired'),
  description: Text(5000),
  vendor: Text(200),
  paymentMethod: Text(40),
  status: Type.Optional(Nullable(Type.String({ maxLength: 40, description: 'Admin and manager only; anyone else omits it (or sends the stored one back).' }))),
  // Plain booleans: in a union with null, ajv's coercion would read false as null (and null reads as false here).
  isTaxDeductible: Type.Optional(Type.Boolean()),
  isReimbursable: Type.Optional(Type.Boolean()),
  hasReceipt: Type.Optional(Type.Boolean()),
  receiptUrl: Text(2000),
  documentUrls: Type.Optional(Nullable(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: MAX_DOCUMENT_URLS }))),
  projectId: Type.Optional(Type.Union([Type.Null(), Type.Integer(), Type.String({ maxLength: 20 })])),
  inventoryItemId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  tags: Type.Optional(Nullable(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 }))),
  notes: Text(5000),
};

/**
 * POST /api/expenses. Absent optional fields take the defaults (docs/domains/finance.md#constants).
 * Unknown fields (id, expenseNumber, receipts … sent back from an answer) are dropped.
 */
export const ExpenseCreateBody = Type.Object(expenseFields, { additionalProperties: false });
/**
 * PUT /api/expenses/{id}: the whole form. An optional field left out keeps what is stored; null clears
 * it (empty tags and documentUrls are stored as null).
 */
export const ExpenseUpdateBody = Type.Object(expenseFields, { additionalProperties: false });
export type ExpenseBody = Static<typeof ExpenseCreateBody>;

/** PUT /api/expenses/{id}/status: Approve or Reject, from pending only. */
export const ExpenseStatusBody = Type.Object(
  {
    status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
    note: Text(1000),
  },
  { additionalProperties: false },
);
export type ExpenseStatusBody = Static<typeof ExpenseStatusBody>;

/** The list's filters; an empty value or `all` means no filter. */
const listFilters = {
  category: Type.Optional(Type.String({ maxLength: 40, description: 'A filter entry (finds the stored categories it covers) or a stored category.' })),
  status: Type.Optional(Type.String({ maxLength: 40 })),
  dateFrom: Type.Optional(Type.String({ maxLength: 40, description: 'Expense date from, YYYY-MM-DD, inclusive.' })),
  dateTo: Type.Optional(Type.String({ maxLength: 40, description: 'Expense date to, YYYY-MM-DD, inclusive.' })),
  searchTerm: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the title, number, vendor, description or a tag.' })),
};

/** GET /api/expenses: newest expense date first, 100 a page; `mine` keeps the caller's own (docs/domains/finance.md#answers). */
export const ExpenseListQuery = Type.Object({
  ...listFilters,
  mine: Type.Optional(Type.Boolean({ description: 'true: only the expenses the caller created, for anyone who may create expenses; otherwise the whole list (admin, manager).' })),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'nextCursor of the previous page.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: EXPENSE_PAGE_SIZE, default: EXPENSE_PAGE_SIZE })),
});
export type ExpenseListQuery = Static<typeof ExpenseListQuery>;

/** GET /api/expenses/export: the list's filters within one year (this year when none is given). */
export const ExpenseExportQuery = Type.Object({
  ...listFilters,
  format: Type.Optional(Type.String({ maxLength: 10, description: 'csv (the default and only format)' })),
  year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 9999 })),
  lang: Type.Optional(Type.String({ maxLength: 8, description: 'The language of the cells’ words: en, fa or es; otherwise English.' })),
});
export type ExpenseExportQuery = Static<typeof ExpenseExportQuery>;

/** GET /api/expenses/summary: expense dates from startDate to endDate, both inclusive and optional. */
export const ExpenseSummaryQuery = Type.Object({
  startDate: Type.Optional(Type.String({ maxLength: 40 })),
  endDate: Type.Optional(Type.String({ maxLength: 40 })),
});
export type ExpenseSummaryQuery = Static<typeof ExpenseSummaryQuery>;

export const ReceiptParams = Type.Object({
  id: PathId(EXPENSE_MESSAGES.expenseNotFound, 'expenseNotFound'),
  receiptId: PathId(EXPENSE_MESSAGES.receiptNotFound, 'receiptNotFound'),
});
export type ReceiptParams = Static<typeof ReceiptParams>;

export const PersonName = Type.Object({ firstName: Type.String(), lastName: Type.String() });
export type PersonName = Static<typeof PersonName>;

/** A stored receipt; `url` is where GET answers its bytes (with the bearer token). */
export const Receipt = Type.Object({
  id: Uuid,
  fileName: Type.String(),
  contentType: Type.Enum(RECEIPT_CONTENT_TYPES),
  size: Type.Integer({ description: 'Bytes' }),
  url: Type.String(),
  createdAt: DateTime,
});
export type Receipt = Static<typeof Receipt>;

export const Expense = Type.Object({
  id: Uuid,
  expenseNumber: Type.String(),
  title: Type.String(),
  description: OrNull(Type.String()),
  category: Type.String({ description: 'A key of EXPENSE_CATEGORIES' }),
  amount: Money,
  expenseDate: Day,
  vendor: OrNull(Type.String()),
  paymentMethod: Type.Enum(EXPENSE_PAYMENT_METHODS),
  status: Type.Enum(EXPENSE_STATUSES),
  isTaxDeductible: Type.Boolean(),
  isReimbursable: Type.Boolean(),
  hasReceipt: Type.Boolean(),
  receiptUrl: OrNull(Type.String()),
  /** Empty when none is stored (stored as null). */
  documentUrls: Type.Array(Type.String()),
  projectId: OrNull(Type.Integer()),
  inventoryItemId: OrNull(Uuid),
  /** Empty when none is stored (stored as null). */
  tags: Type.Array(Type.String()),
  notes: OrNull(Type.String()),
  createdByUserId: Uuid,
  /** Null once the account is gone from the directory. */
  createdByUser: OrNull(PersonName),
  approvedByUserId: OrNull(Uuid),
  /** Who approved or rejected it, and when. */
  approvedByUser: OrNull(PersonName),
  approvedAt: OrNull(DateTime),
  /** The note given with Approve or Reject. */
  approvalNote: OrNull(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
  receipts: Type.Array(Receipt),
});
export type Expense = Static<typeof Expense>;

const NextCursor = OrNull(Type.String());
export const ExpenseListResponse = Success({ expenses: Type.Array(Expense), nextCursor: NextCursor });
export type ExpenseListResponse = Static<typeof ExpenseListResponse>;
export const ExpenseResponse = Success({ expense: Expense });
export type ExpenseResponse = Static<typeof ExpenseResponse>;
export const ReceiptResponse = Success({ expense: Expense, receipt: Receipt });
export type ReceiptResponse = Static<typeof ReceiptResponse>;

export const ExpenseSummary = Type.Object({
  totalAmount: Money,
  taxDeductibleAmount: Money,
  pendingAmount: Money,
  /** How many expenses. */
  totalExpenses: Type.Integer(),
});
export type ExpenseSummary = Static<typeof ExpenseSummary>;
/** The overview widget's figures (docs/domains/finance.md#overview-widget), as of today whatever the range. */
export const ExpenseOverview = {
  /** Every pending expense, whatever its date: how many, and their amounts' sum. */
  awaitingApproval: Type.Object({ count: Type.Integer({ minimum: 0 }), total: Money }),
  /** The current tax year's estimated tax as its tax report computes it, and the next quarterly installment's due date. */
  tax: Type.Object({ yearToDate: Money, nextDueDate: Day }),
};
export const ExpenseSummaryResponse = Success({ summary: ExpenseSummary, ...ExpenseOverview });
export type ExpenseSummaryResponse = Static<typeof ExpenseSummaryResponse>;

export const ExpenseCategoriesResponse = Success({
  categories: Type.Array(Type.Enum(EXPENSE_CATEGORIES), { description: 'The create and edit forms’ 20' }),
  filterCategories: Type.Array(Type.Enum(EXPENSE_FILTER_CATEGORIES), { description: 'The list filter’s 14' }),
  paymentMethods: Type.Array(Type.Enum(EXPENSE_PAYMENT_METHODS)),
  statuses: Type.Array(Type.Enum(EXPENSE_STATUSES)),
});
export type ExpenseCategoriesResponse = Static<typeof ExpenseCategoriesResponse>;

/** The expense codes, known to every program that imports them (core/error-codes.ts). */
declare module '../core/error-codes' {
  interface DomainErrorCodes {
    expenses: ExpenseMessageCode;
  }
}
