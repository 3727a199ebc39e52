import type { BillingMessageCode } from '@hvac/contracts/billing';

/** Where one kind of document lives: its table, its lines, its number and its calendar-day columns. */
export interface DocumentTable {
  table: 'quotes' | 'estimates' | 'invoices';
  lines: 'quote_line_items' | 'estimate_line_items' | 'invoice_line_items';
  lineKey: 'quote_id' | 'estimate_id' | 'invoice_id';
  number: 'quote_number' | 'estimate_number' | 'invoice_number';
  columns: readonly string[];
  /** Read as YYYY-MM-DD text: pg would make a `date` a Date at the server's local midnight. */
  days: readonly string[];
  numberTaken: BillingMessageCode;
}

const COMMON = ['id', 'client_id', 'status', 'tax_rate', 'sub_total', 'tax_amount', 'total_amount', 'notes', 'terms_and_conditions', 'created_by', 'created_at', 'updated_at'];

export const QUOTES: DocumentTable = {
  table: 'quotes',
  lines: 'quote_line_items',
  lineKey: 'quote_id',
  number: 'quote_number',
  columns: [...COMMON, 'quote_number', 'customer_name', 'customer_email', 'quote_date', 'expiry_date', 'service_request_id', 'converted_estimate_id', 'converted_invoice_id'],
  days: ['quote_date', 'expiry_date'],
  numberTaken: 'quoteNumberTaken',
};

export const ESTIMATES: DocumentTable = {
  table: 'estimates',
  lines: 'estimate_line_items',
  lineKey: 'estimate_id',
  number: 'estimate_number',
  columns: [...COMMON, 'estimate_number', 'service_request_id', 'originating_quote_id', 'estimate_date', 'expiry_date', 'converted_invoice_id'],
  days: ['estimate_date', 'expiry_date'],
  numberTaken: 'estimateNumberTaken',
};

export const INVOICES: DocumentTable = {
  table: 'invoices',
  lines: 'invoice_line_items',
  lineKey: 'invoice_id',
  number: 'invoice_number',
  columns: [
    ...COMMON,
    'invoice_number',
    'originating_estimate_id',
    'originating_quote_id',
    'invoice_date',
    'due_date',
    'include_in_tax_report',
    'amount_paid',
    'payment_date',
  ],
  days: ['invoice_date', 'due_date', 'payment_date'],
  numberTaken: 'invoiceNumberTaken',
};
