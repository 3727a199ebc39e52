import { Type, type Static } from 'typebox';
import { Role } from './roles';
import { Success } from './common';

/*
 * Who changed what and when (docs/architecture.md#history): one append-only table per service schema,
 * written in the transaction of the change, read through `GET …/{id}/history` by whoever may read the
 * record itself.
 */

/** The records that keep a history, by the service that owns them. */
export const HISTORY_ENTITY_TYPES = ['quote', 'estimate', 'invoice', 'expense', 'inventory_item', 'user'] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

/** What happened; each has its words in the screens' catalogues (HistoryPanel), in every language. */
export const HISTORY_ACTIONS = [
  'created',
  'edited',
  'status_changed',
  'sent',
  'converted',
  'deleted',
  'payment_recorded',
  'approved',
  'rejected',
  'quantity_changed',
  'role_changed',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];
export const HistoryAction = Type.Enum(HISTORY_ACTIONS);

/**
 * The fields each record's history names, as the record's API spells them (never storage's column names):
 * each service translates what it stored into these, and each screen gives every one its label and its
 * way of writing a value (docs/architecture.md#history).
 */
const DOCUMENT_FIELDS = ['clientId', 'status', 'taxRate', 'subTotal', 'taxAmount', 'totalAmount', 'notes', 'termsAndConditions'] as const;
export const HISTORY_FIELDS = {
  quote: [...DOCUMENT_FIELDS, 'quoteNumber', 'customerName', 'customerEmail', 'quoteDate', 'expiryDate', 'serviceRequestId', 'convertedEstimateId', 'convertedInvoiceId'],
  estimate: [...DOCUMENT_FIELDS, 'estimateNumber', 'serviceRequestId', 'originatingQuoteId', 'estimateDate', 'expiryDate', 'convertedInvoiceId'],
  invoice: [...DOCUMENT_FIELDS, 'invoiceNumber', 'originatingEstimateId', 'originatingQuoteId', 'invoiceDate', 'dueDate', 'includeInTaxReport', 'amountPaid', 'paymentDate'],
  expense: [
    'expenseNumber',
    'title',
    'description',
    'category',
    'amount',
    'expenseDate',
    'vendor',
    'paymentMethod',
    'status',
    'isTaxDeductible',
    'isReimbursable',
    'hasReceipt',
    'receiptUrl',
    'documentUrls',
    'projectId',
    'inventoryItemId',
    'tags',
    'notes',
    'approvedByUserId',
    'approvalNote',
    /** A receipt added or removed, by its file name. */
    'receipt',
  ],
  inventory_item: ['name', 'sku', 'barcode', 'description', 'category', 'minimumQuantity', 'maximumQuantity', 'unit', 'unitPrice', 'costPrice', 'location', 'supplier', 'notes', 'expirationDate'],
  user: ['username', 'email', 'phone', 'role'],
} as const satisfies Record<HistoryEntityType, readonly string[]>;
export type HistoryField<T extends HistoryEntityType> = (typeof HISTORY_FIELDS)[T][number];

/**
 * A field's value before and after; null where there was none (a record created or deleted). A pair as
 * a bounded array: the serializer of the answers does not know tuples (prefixItems).
 */
const Change = Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2 });

export const HistoryEntry = Type.Object({
  id: Type.String(),
  entityType: Type.String(),
  entityId: Type.String(),
  action: HistoryAction,
  /** Null for a change nobody made by hand (an event from another service, a seed). */
  actorId: Type.Union([Type.String(), Type.Null()]),
  actorRole: Type.Union([Role, Type.Null()]),
  /** The actor's name as the service's users directory knows it now; null when it never heard of them. */
  actorName: Type.Union([Type.String(), Type.Null()]),
  /** `{ field: [from, to] }`, only the fields that changed, each named as the record's API names it (HISTORY_FIELDS). */
  changes: Type.Record(Type.String(), Change),
  /**
   * What the values in `changes` that stand for something read as, by value: a person's id their display
   * name, a document's id its number, a receipt's link its file name. A value the service cannot name
   * (a deleted receipt) is absent.
   */
  names: Type.Record(Type.String(), Type.String()),
  at: Type.String({ format: 'date-time' }),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HistoryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  /** The `nextCursor` of the page before: entries older than it. */
  before: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

/** Newest first. */
export const HistoryResponse = Success({ history: Type.Array(HistoryEntry), nextCursor: Type.Union([Type.String(), Type.Null()]) });
export type HistoryResponse = Static<typeof HistoryResponse>;
