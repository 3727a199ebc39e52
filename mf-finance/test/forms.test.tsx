import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayIn } from '@hvac/contracts';
import type { Expense, ExpenseBody } from '@hvac/contracts/finance';
import { holdBusinessDay } from '@hvac/contracts/testing';
import { ApiError, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import * as api from '../src/expenses/api';
import { expense, EXPENSE_ID, renderAt, signIn } from './harness';

// A new expense is dated today in Houston: the day is held for the file, so a run across midnight cannot move it between the form and the check.
holdBusinessDay();

jest.mock('../src/expenses/api', () => ({
  ...jest.requireActual('../src/expenses/api'),
  fetchExpense: jest.fn(),
  createExpense: jest.fn(),
  updateExpense: jest.fn(),
  uploadReceipt: jest.fn(),
  deleteReceipt: jest.fn(),
  fetchReceipt: jest.fn(),
}));
const fetchExpense = jest.mocked(api.fetchExpense);
const createExpense = jest.mocked(api.createExpense);
const updateExpense = jest.mocked(api.updateExpense);
const uploadReceipt = jest.mocked(api.uploadReceipt);
const fetchReceipt = jest.mocked(api.fetchReceipt);

afterEach(() => {
  backOfficeQueries.clear();
  jest.resetAllMocks();
  act(() => useSession.setState({ token: null, user: null }));
});

const path = () => screen.getByTestId('path').textContent;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' }), { target: { value } });
const sent = (mock: jest.Mock | jest.MockedFunction<(...a: never[]) => unknown>, arg = 0) => mock.mock.calls.at(-1)![arg] as ExpenseBody;
const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });

describe('create form (docs/domains/finance.md#validation)', () => {
  it('starts from the spec’s defaults, with help tips and the $75 receipt hint', async () => {
    signIn('staff');
    await renderAt('/admin/expenses/new');
    expect(await screen.findByRole('heading', { name: 'Create New Expense' })).toBeTruthy();
    expect((screen.getByLabelText('Category', { exact: false, selector: 'select' }) as HTMLSelectElement).value).toBe('other');
    expect((screen.getByLabelText('Payment Method', { selector: 'select' }) as HTMLSelectElement).value).toBe('cash');
    expect((screen.getByLabelText('Tax deductible') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Reimbursable') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Has receipt') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Expense Date', { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe(todayIn());
    expect(screen.getByText('The IRS requires receipts for expenses over $75.')).toBeTruthy();
    const help = screen.getByRole('button', { name: 'Help: Title' });
    expect(document.getElementById(help.getAttribute('aria-describedby')!)!.textContent).toMatch(/short name/);
    // Staff never set a status; the 20 categories of the create list are offered.
    expect(screen.queryByLabelText('Status', { selector: 'select' })).toBeNull();
    expect((screen.getByLabelText('Category', { exact: false, selector: 'select' }) as HTMLSelectElement).options).toHaveLength(20);
  });

  it('says "Title is required" and "Amount must be greater than 0", sending nothing', async () => {
    signIn('staff');
    await renderAt('/admin/expenses/new');
    type('Title', '   ');
    type('Amount ($)', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create Expense' }));
    // In the red box and under the field.
    expect((await screen.findAllByText('Title is required')).length).toBe(2);
    expect(screen.getAllByText('Amount must be greater than 0')).toHaveLength(2);
    expect(createExpense).not.toHaveBeenCalled();
  });

  it('adds tags trimmed, never an empty or repeated one, and removes them one by one', async () => {
    signIn('staff');
    await renderAt('/admin/expenses/new');
    const input = screen.getByLabelText('New tag');
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(input, { target: { value: '  smith job ' } });
    add();
    fireEvent.change(input, { target: { value: 'smith job' } });
    add();
    fireEvent.change(input, { target: { value: '   ' } });
    add();
    fireEvent.change(input, { target: { value: 'copper' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const list = () => [...document.querySelectorAll('.fn-tags .fn-tag span')].map((el) => el.textContent);
    expect(list()).toEqual(['smith job', 'copper']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag smith job' }));
    expect(list()).toEqual(['copper']);
  });

  it('creates, then uploads the chosen receipt with progress, then opens the detail page', async () => {
    signIn('staff');
    const created = expense({ hasReceipt: true });
    createExpense.mockResolvedValue(created);
    let progress!: (f: number) => void;
    let finish!: (e: Expense) => void;
    uploadReceipt.mockImplementation((_id, _file, options) => {
      progress = options!.onProgress!;
      return new Promise((resolve) => (finish = resolve));
    });
    fetchExpense.mockResolvedValue(created);
    fetchReceipt.mockResolvedValue(new Blob(['x'], { type: 'image/png' }));
    await renderAt('/admin/expenses/new');
    type('Title', ' Copper tubing ');
    type('Amount ($)', '148.50');
    type('Vendor', 'Ferguson');
    fireEvent.click(screen.getByLabelText('Has receipt'));
    fireEvent.change(screen.getByLabelText('Receipt'), { target: { files: [photo()] } });
    expect(screen.getByText('Will be uploaded when the expense is created: receipt.png')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New tag'), { target: { value: 'smith' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Expense' }));
    await waitFor(() => expect(uploadReceipt).toHaveBeenCalled());
    expect(sent(createExpense)).toEqual({
      title: 'Copper tubing',
      category: 'other',
      amount: 148.5,
      expenseDate: todayIn(),
      vendor: 'Ferguson',
      paymentMethod: 'cash',
      description: null,
      notes: null,
      projectId: null,
      isTaxDeductible: true,
      isReimbursable: false,
      hasReceipt: true,
      tags: ['smith'],
    });
    expect(uploadReceipt.mock.calls[0]![0]).toBe(EXPENSE_ID);
    act(() => progress(0.4));
    expect(await screen.findByText('Uploading receipt: 40%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeTruthy();
    await act(async () => finish(created));
    await waitFor(() => expect(path()).toBe(`/admin/expenses/${EXPENSE_ID}`));
    expect(await screen.findByText('Expense created successfully!')).toBeTruthy();
  });

  /** The create form filled in `lng` with a photo whose upload `refusal` refuses, submitted; answers on the edit page's banner. */
  async function createWithRefusedReceipt(lng: 'en' | 'fa', words: { title: string; amount: string; hasReceipt: string; receipt: string; create: string }, refusal: ApiError) {
    signIn('staff');
    const created = expense({ hasReceipt: true });
    createExpense.mockResolvedValue(created);
    uploadReceipt.mockRejectedValueOnce(refusal);
    fetchExpense.mockResolvedValue(created);
    await renderAt('/admin/expenses/new', { lng });
    type(words.title, 'Copper tubing');
    type(words.amount, '20');
    fireEvent.click(screen.getByLabelText(words.hasReceipt));
    fireEvent.change(screen.getByLabelText(words.receipt), { target: { files: [photo()] } });
    fireEvent.click(screen.getByRole('button', { name: words.create }));
    await waitFor(() => expect(path()).toBe(`/admin/expenses/${EXPENSE_ID}/edit`));
    return { created, banner: (await screen.findByRole('alert')).textContent };
  }

  it('opens the new expense’s edit form saying the expense was saved and the receipt was not, and why; a later upload clears it', async () => {
    const words = { title: 'Title', amount: 'Amount ($)', hasReceipt: 'Has receipt', receipt: 'Receipt', create: 'Create Expense' };
    const { created, banner } = await createWithRefusedReceipt('en', words, new ApiError('A receipt must be a JPEG, PNG, WebP or HEIC image, or a PDF.', 400, 'receiptTypeInvalid'));
    expect(banner).toBe('Expense saved, but the receipt could not be uploaded: A receipt must be a JPEG, PNG, WebP or HEIC image, or a PDF.');
    expect(screen.getByRole('heading', { name: 'Edit Expense' })).toBeTruthy();
    uploadReceipt.mockResolvedValueOnce(created);
    fireEvent.change(screen.getByLabelText('Receipt'), { target: { files: [photo()] } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says so in Persian, with the reason in Persian', async () => {
    const words = { title: 'عنوان', amount: 'مبلغ', hasReceipt: 'رسید دارد', receipt: 'رسید', create: 'ثبت هزینه' };
    const { banner } = await createWithRefusedReceipt('fa', words, new ApiError('The receipt is larger than 10 MB.', 413, 'receiptTooLarge'));
    expect(banner).toBe('هزینه ذخیره شد، اما رسید بارگذاری نشد: حجم رسید بیش از ۱۰ مگابایت است.');
  });

  it('refuses a file that is not an image or a PDF before sending it', async () => {
    signIn('staff');
    await renderAt('/admin/expenses/new');
    fireEvent.click(screen.getByLabelText('Has receipt'));
    fireEvent.change(screen.getByLabelText('Receipt'), { target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] } });
    expect(await screen.findByText('A receipt must be a JPEG, PNG, WebP or HEIC image, or a PDF.')).toBeTruthy();
  });

  it('keeps what was typed and shows the server’s refusal', async () => {
    signIn('staff');
    createExpense.mockRejectedValue(new ApiError('Failed to fetch', 0, 'networkError'));
    await renderAt('/admin/expenses/new');
    type('Title', 'Copper tubing');
    type('Amount ($)', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Create Expense' }));
    expect(await screen.findByText('Failed to create expense')).toBeTruthy();
    expect((screen.getByLabelText('Title', { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('Copper tubing');
  });
});

describe('edit form (docs/domains/finance.md#screens)', () => {
  it('is titled as the spec says, offers a manager all five statuses and goes to the detail page with the success text', async () => {
    signIn('manager');
    fetchExpense.mockResolvedValue(expense());
    let finish!: (e: Expense) => void;
    updateExpense.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await renderAt(`/admin/expenses/edit/${EXPENSE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Edit Expense' })).toBeTruthy();
    expect(screen.getByText('Update expense details and information')).toBeTruthy();
    const status = screen.getByLabelText('Status', { selector: 'select' }) as HTMLSelectElement;
    expect([...status.options].map((o) => o.value)).toEqual(['pending', 'approved', 'rejected', 'paid', 'reimbursed']);
    fireEvent.change(status, { target: { value: 'paid' } });
    type('Project ID', '');
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag smith' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag copper' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    expect(updateExpense).toHaveBeenCalledWith(EXPENSE_ID, expect.objectContaining({ status: 'paid', projectId: null, tags: null, documentUrls: null, amount: 148.5 }));
    await act(async () => finish(expense({ status: 'paid' })));
    await waitFor(() => expect(path()).toBe(`/admin/expenses/${EXPENSE_ID}`));
    expect(await screen.findByText('Expense updated successfully!')).toBeTruthy();
  });

  it('lets the creator edit a pending expense without a status, and shows a save error as a banner', async () => {
    signIn('staff');
    fetchExpense.mockResolvedValue(expense());
    updateExpense.mockRejectedValue(new ApiError('You can only edit your expense while it is pending.', 409, 'expenseEditNotPending'));
    await renderAt(`/admin/expenses/${EXPENSE_ID}/edit`);
    await screen.findByRole('heading', { name: 'Edit Expense' });
    expect(screen.queryByLabelText('Status', { selector: 'select' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('You can only edit your expense while it is pending.')).toBeTruthy();
    expect(sent(updateExpense, 1)).not.toHaveProperty('status');
    expect(screen.getByRole('heading', { name: 'Edit Expense' })).toBeTruthy();
  });

  it('tells the creator of an approved expense why there is no form, with a way back', async () => {
    signIn('staff');
    fetchExpense.mockResolvedValue(expense({ status: 'approved' }));
    await renderAt(`/admin/expenses/${EXPENSE_ID}/edit`);
    expect(await screen.findByText('You can only edit your expense while it is pending.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Expenses' }));
    // Staff cannot open the list: their way back is My expenses (issue 28).
    expect(path()).toBe('/admin/expenses/mine');
  });

  it('shows a load error as a full page with a back button', async () => {
    signIn('admin');
    fetchExpense.mockRejectedValue(new ApiError('Failed to fetch', 0, 'networkError'));
    await renderAt(`/admin/expenses/${EXPENSE_ID}/edit`);
    const box = await screen.findByText('Failed to fetch expense');
    expect(screen.queryByRole('heading', { name: 'Edit Expense' })).toBeNull();
    fireEvent.click(within(box.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Back to Expenses' }));
    expect(path()).toBe('/admin/expenses');
  });

  it('uploads a receipt as soon as it is chosen and says "Failed to upload file" when it fails', async () => {
    signIn('admin');
    fetchExpense.mockResolvedValue(expense({ hasReceipt: true }));
    uploadReceipt.mockRejectedValue(new ApiError('The receipt is larger than 10 MB.', 413, 'receiptTooLarge'));
    await renderAt(`/admin/expenses/${EXPENSE_ID}/edit`);
    fireEvent.change(await screen.findByLabelText('Receipt'), { target: { files: [photo()] } });
    expect(await screen.findByText('Failed to upload file')).toBeTruthy();
    expect(screen.getByText('The receipt is larger than 10 MB.')).toBeTruthy();
    expect(uploadReceipt).toHaveBeenCalledWith(EXPENSE_ID, expect.any(File), expect.anything());
  });

  it('reads in Persian, right to left', async () => {
    signIn('manager');
    fetchExpense.mockResolvedValue(expense());
    await renderAt(`/admin/expenses/${EXPENSE_ID}/edit`, { lng: 'fa' });
    expect(await screen.findByRole('heading', { name: 'ویرایش هزینه' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
