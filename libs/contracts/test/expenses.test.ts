import type { FieldError } from '@hvac/contracts';
import { EXPENSE_CATEGORIES, EXPENSE_DEFAULTS, EXPENSE_FALLBACKS, EXPENSE_FILTER_CATEGORIES, EXPENSE_FILTER_COVERS, EXPENSE_MESSAGES, EXPENSE_PAYMENT_METHODS, EXPENSE_STATUSES, EXPENSE_TEXTS, expenseExportFileName, expenseNumberOf, isReceiptUpload, RECEIPT_MAX_BYTES, RECEIPT_UPLOAD_BODY_LIMIT, normalizeTags, personName, readProjectId, storedCategoriesOf, tagToAdd, validateExpense, type ExpenseInput } from '@hvac/contracts/finance';
import { FINANCE_EVENTS } from '../src/events-index';

const codes = (errors: FieldError[]) => errors.map((e) => [e.field, e.code]);
const valid: ExpenseInput = { title: ' Fuel ', amount: 42.5, category: 'vehicle_expenses', expenseDate: '2026-03-14' };

describe('expense texts and lists (docs/domains/finance.md#data, docs/domains/finance.md#messages)', () => {
  it('holds the texts the requirements give, letter by letter', () => {
    expect(EXPENSE_MESSAGES).toMatchObject({
      titleRequired: 'Title is required',
      amountPositive: 'Amount must be greater than 0',
      expenseNotFound: 'Expense not found',
      approveForbidden: 'You do not have permission to approve/reject expenses',
      expenseAccessDenied: "Access Denied: You don't have permission to access expense management.",
    });
    expect(EXPENSE_TEXTS).toMatchObject({
      updated: 'Expense updated successfully!',
      notFoundTitle: 'Expense Not Found',
      notFoundBody: "The expense you're looking for doesn't exist.",
      editTitle: 'Edit Expense',
      editSubtitle: 'Update expense details and information',
      saving: 'Saving...',
    });
    expect(Object.values(EXPENSE_FALLBACKS)).toEqual(
      expect.arrayContaining(['Failed to fetch expense', 'Failed to update expense status', 'Could not load expenses.', 'Failed to upload file', 'Failed to export expenses']),
    );
  });

  it('keeps both category lists as given, the statuses, payment methods and defaults', () => {
    expect(EXPENSE_CATEGORIES).toHaveLength(20);
    expect(EXPENSE_FILTER_CATEGORIES).toHaveLength(14);
    expect(EXPENSE_CATEGORIES[19]).toBe('other');
    expect(EXPENSE_FILTER_CATEGORIES).toContain('fuel');
    expect(EXPENSE_CATEGORIES).not.toContain('fuel');
    expect(EXPENSE_STATUSES).toEqual(['pending', 'approved', 'rejected', 'paid', 'reimbursed']);
    expect(EXPENSE_PAYMENT_METHODS).toEqual(['cash', 'credit_card', 'debit_card', 'check', 'bank_transfer', 'other']);
    expect(EXPENSE_DEFAULTS).toEqual({ category: 'other', status: 'pending', paymentMethod: 'cash', isTaxDeductible: true, isReimbursable: false, hasReceipt: false });
  });

  it('gives every filter entry the stored categories it covers, and every stored category an entry (docs/domains/finance.md#filter-categories)', () => {
    expect(Object.keys(EXPENSE_FILTER_COVERS)).toEqual([...EXPENSE_FILTER_CATEGORIES]);
    expect(new Set(Object.values(EXPENSE_FILTER_COVERS).flat())).toEqual(new Set(EXPENSE_CATEGORIES));
    expect([storedCategoriesOf('travel'), storedCategoriesOf('software'), storedCategoriesOf('training')]).toEqual([['travel_meals'], ['software_subscriptions'], ['training_education']]);
    expect(storedCategoriesOf('travel_meals')).toEqual(['travel_meals']);
    expect(storedCategoriesOf('other')).toContain('bank_fees');
    expect([storedCategoriesOf('cars'), storedCategoriesOf('toString')]).toEqual([null, null]);
  });

  it('numbers expenses, names the export and the event subjects', () => {
    expect(expenseNumberOf(2026, 123)).toBe('EXP-2026-000123');
    expect(expenseExportFileName(2026)).toBe('expenses-2026.csv');
    expect(FINANCE_EVENTS.expenseStatusChanged.subject).toBe('hvac.finance.expense-status-changed');
  });
});

describe('validateExpense (docs/domains/finance.md#validation)', () => {
  it('passes a valid form with trimmed values and undefined for what was left out', () => {
    const { errors, values } = validateExpense(valid, 'create');
    expect(errors).toEqual([]);
    expect(values).toMatchObject({ title: 'Fuel', amount: 4250, category: 'vehicle_expenses', expenseDate: '2026-03-14', tags: undefined, status: undefined });
  });

  it('refuses a blank title, an amount of 0 or less, and a missing category and date, in the form’s order', () => {
    const { errors } = validateExpense({ title: '   ', amount: 0, category: '', expenseDate: null }, 'edit');
    expect(codes(errors)).toEqual([
      ['title', 'titleRequired'],
      ['amount', 'amountPositive'],
      ['category', 'expenseCategoryRequired'],
      ['expenseDate', 'expenseDateRequired'],
    ]);
    expect(errors[0]!.message).toBe('Title is required');
    expect(errors[1]!.message).toBe('Amount must be greater than 0');
  });

  it('reads amounts as text, never as a float', () => {
    expect(validateExpense({ ...valid, amount: '0.1' }, 'create').values!.amount).toBe(10);
    expect(codes(validateExpense({ ...valid, amount: -3 }, 'create').errors)).toEqual([['amount', 'amountPositive']]);
    expect(codes(validateExpense({ ...valid, amount: 'ten' }, 'create').errors)).toEqual([['amount', 'amountPositive']]);
    expect(codes(validateExpense({ ...valid, amount: 1.005 }, 'create').errors)).toEqual([['amount', 'expenseAmountDecimals']]);
    expect(codes(validateExpense({ ...valid, amount: '1000000000000.00' }, 'create').errors)).toEqual([['amount', 'expenseAmountTooLarge']]);
  });

  it('checks category, date, payment method, status by mode, project id and inventory item', () => {
    expect(codes(validateExpense({ ...valid, category: 'fuel' }, 'create').errors)).toEqual([['category', 'expenseCategoryInvalid']]);
    expect(codes(validateExpense({ ...valid, expenseDate: '2026-02-30' }, 'create').errors)).toEqual([['expenseDate', 'expenseDateInvalid']]);
    expect(codes(validateExpense({ ...valid, paymentMethod: 'bitcoin' }, 'create').errors)).toEqual([['paymentMethod', 'expensePaymentMethodInvalid']]);
    expect(validateExpense({ ...valid, status: 'paid' }, 'create').errors[0]!.message).toBe('Status must be one of: pending, approved, rejected.');
    expect(validateExpense({ ...valid, status: 'paid' }, 'edit').values!.status).toBe('paid');
    expect(codes(validateExpense({ ...valid, projectId: 1.5 }, 'create').errors)).toEqual([['projectId', 'projectIdInvalid']]);
    expect(validateExpense({ ...valid, projectId: '12' }, 'create').values!.projectId).toBe(12);
    expect(codes(validateExpense({ ...valid, inventoryItemId: 'abc' }, 'create').errors)).toEqual([['inventoryItemId', 'inventoryItemIdInvalid']]);
    expect(validateExpense({ ...valid, inventoryItemId: '' }, 'create').values!.inventoryItemId).toBeNull();
  });

  it('stores empty tags and document URLs as null, and refuses blank or repeated tags', () => {
    const { values } = validateExpense({ ...valid, tags: [], documentUrls: [' '] }, 'edit');
    expect(values).toMatchObject({ tags: null, documentUrls: null });
    expect(validateExpense({ ...valid, tags: [' hvac ', 'truck'] }, 'edit').values!.tags).toEqual(['hvac', 'truck']);
    expect(codes(validateExpense({ ...valid, tags: ['a', ' a'] }, 'edit').errors)).toEqual([['tags', 'tagsInvalid']]);
    expect(normalizeTags(['', 'x'])).toBe(false);
  });
});

describe('small rules the form and the server share', () => {
  it('adds a tag only when trimmed, non-empty and new', () => {
    expect(tagToAdd(['a'], '  b ')).toBe('b');
    expect(tagToAdd(['a'], ' a')).toBeNull();
    expect(tagToAdd([], '   ')).toBeNull();
  });

  it('reads a project id as a whole number or null', () => {
    expect(readProjectId(null)).toBeNull();
    expect(readProjectId('')).toBeNull();
    expect(readProjectId(7)).toBe(7);
    expect(readProjectId('-1')).toBe(false);
    expect(readProjectId(2_147_483_648)).toBe(false);
  });

  it('splits a full name at its first space', () => {
    expect(personName('Maria  de la Cruz')).toEqual({ firstName: 'Maria', lastName: 'de la Cruz' });
    expect(personName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});

describe('receipt uploads at the gateway (docs/domains/finance.md#receipts)', () => {
  it('knows a receipt upload by method, path and multipart type, and allows it the file and its envelope', () => {
    const form = 'multipart/form-data; boundary=----x';
    expect(isReceiptUpload('POST', '/api/expenses/6f1f8a2e-3d7c-4c8e-9b1a-2f3e4d5c6b7a/receipt', form)).toBe(true);
    expect(isReceiptUpload('POST', '/api/expenses/x/receipt?lang=fa', 'Multipart/Form-Data;boundary=y')).toBe(true);
    expect(isReceiptUpload('GET', '/api/expenses/x/receipt', form)).toBe(false);
    expect(isReceiptUpload('POST', '/api/expenses/x/receipt/y', form)).toBe(false);
    expect(isReceiptUpload('POST', '/api/expenses', form)).toBe(false);
    // Any other body, JSON above all, is held to the 1 MB every other call is.
    for (const type of ['application/json', 'multipart/form-datax', 'text/plain; multipart/form-data', undefined]) {
      expect(isReceiptUpload('POST', '/api/expenses/x/receipt', type)).toBe(false);
    }
    expect(RECEIPT_UPLOAD_BODY_LIMIT).toBeGreaterThan(RECEIPT_MAX_BYTES);
  });
});
