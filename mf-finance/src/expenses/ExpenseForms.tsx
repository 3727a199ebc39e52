import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { parseCents, todayIn, type FieldError } from '@hvac/contracts';
import { AMOUNT_MIN, AMOUNT_STEP, canEditExpense, canManageExpenses, EXPENSE_CATEGORIES, EXPENSE_CREATE_STATUSES, EXPENSE_DEFAULTS, EXPENSE_PAYMENT_METHODS, EXPENSE_STATUSES, RECEIPT_CONTENT_TYPES, RECEIPT_MAX_BYTES, RECEIPT_REQUIRED_ABOVE_CENTS, readProjectId, tagToAdd, validateExpense, type Expense, type ExpenseBody, type ExpenseFormMode, type Receipt } from '@hvac/contracts/finance';
import { useSession } from '@hvac/web-kit';
import { usePageTitle, useRole } from '@hvac/web-kit/screens';
import { Button, ErrorBox, Spinner } from '@hvac/ui';
import { Checkbox, Field, Input, Select, Textarea, useSubmit } from '@hvac/ui/forms';
import { useExpensesHome } from './access';
import { uploadReceipt } from './api';
import { NS } from './i18n';
import { storeExpense, useCreateExpense, useDeleteReceipt, useExpense, useFailureText, useUpdateExpense } from './queries';
import { ReceiptList } from './receipts';

const LIST = '/admin/expenses';

/** What a page says on arrival: the detail page the form's success, the edit page a receipt that did not follow its expense. */
export type Arrival = { flash?: 'created' | 'updated'; uploadFailed?: string };

interface Draft {
  title: string;
  category: string;
  amount: string;
  expenseDate: string;
  vendor: string;
  paymentMethod: string;
  status: string;
  description: string;
  notes: string;
  projectId: string;
  isTaxDeductible: boolean;
  isReimbursable: boolean;
  hasReceipt: boolean;
  tags: string[];
}

/** A new expense: the defaults of docs/domains/finance.md#constants, dated today in the office's time zone. */
const blankDraft = (): Draft => ({
  title: '',
  category: EXPENSE_DEFAULTS.category,
  amount: '',
  expenseDate: todayIn(),
  vendor: '',
  paymentMethod: EXPENSE_DEFAULTS.paymentMethod,
  status: EXPENSE_DEFAULTS.status,
  description: '',
  notes: '',
  projectId: '',
  isTaxDeductible: EXPENSE_DEFAULTS.isTaxDeductible,
  isReimbursable: EXPENSE_DEFAULTS.isReimbursable,
  hasReceipt: EXPENSE_DEFAULTS.hasReceipt,
  tags: [],
});

const draftOf = (e: Expense): Draft => ({
  title: e.title,
  category: e.category,
  amount: e.amount,
  expenseDate: e.expenseDate,
  vendor: e.vendor ?? '',
  paymentMethod: e.paymentMethod,
  status: e.status,
  description: e.description ?? '',
  notes: e.notes ?? '',
  projectId: e.projectId === null ? '' : String(e.projectId),
  isTaxDeductible: e.isTaxDeductible,
  isReimbursable: e.isReimbursable,
  hasReceipt: e.hasReceipt,
  tags: e.tags,
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The body of docs/domains/finance.md#calls: amount a number, projectId an integer or null, empty tags and
 * documentUrls null. The status goes only from admin and manager (svc-finance refuses it from anyone else);
 * what the form does not show (document URLs, the receipt URL, the stock item) goes back as stored.
 */
function bodyOf(draft: Draft, manager: boolean, stored: Expense | null): ExpenseBody {
  const projectId = readProjectId(draft.projectId);
  return {
    title: draft.title.trim(),
    category: draft.category,
    amount: draft.amount.trim() === '' ? null : Number(draft.amount),
    expenseDate: draft.expenseDate,
    vendor: orNull(draft.vendor),
    paymentMethod: draft.paymentMethod,
    ...(manager ? { status: draft.status } : {}),
    description: orNull(draft.description),
    notes: orNull(draft.notes),
    projectId: projectId === false ? draft.projectId : projectId,
    isTaxDeductible: draft.isTaxDeductible,
    isReimbursable: draft.isReimbursable,
    hasReceipt: draft.hasReceipt,
    tags: draft.tags.length ? draft.tags : null,
    ...(stored ? { documentUrls: stored.documentUrls.length ? stored.documentUrls : null, receiptUrl: stored.receiptUrl, inventoryItemId: stored.inventoryItemId } : {}),
  };
}

/**
 * A field's help: shown on hover, on keyboard focus and after a tap or click of its "?" (a touch screen has
 * no hover; Escape or another tap hides it), and read by screen readers as the button's description.
 */
function HelpTip({ field, text }: { field: string; text: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className={open ? 'fn-help fn-help--open' : 'fn-help'}>
      <button
        type="button"
        className="fn-help-button"
        aria-label={t('form.help', { field })}
        aria-describedby={id}
        onClick={() => setOpen((o) => !o)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        ?
      </button>
      <span role="tooltip" id={id} className="fn-help-text">
        {text}
      </span>
    </span>
  );
}

/** A field with its help tip beside the label. */
function Helped({ help, label, children }: { help: string; label: string; children: ReactNode }) {
  return (
    <div className="fn-helped">
      {children}
      <HelpTip field={label} text={help} />
    </div>
  );
}

/** Tags with Add (Enter adds too) and a remove button each; contracts' tagToAdd decides what is added. */
function TagEditor({ tags, onChange, error }: { tags: string[]; onChange: (tags: string[]) => void; error?: string }) {
  const { t } = useTranslation(NS);
  const [typed, setTyped] = useState('');
  const add = () => {
    const tag = tagToAdd(tags, typed);
    if (tag !== null) onChange([...tags, tag]);
    setTyped('');
  };
  return (
    <fieldset className="fn-tags">
      <legend>{t('form.tags')}</legend>
      {tags.length > 0 && (
        <ul className="fn-tag-list">
          {tags.map((tag) => (
            <li key={tag} className="fn-tag">
              <span dir="auto">{tag}</span>
              <button type="button" className="fn-tag-remove" aria-label={t('form.removeTag', { tag })} onClick={() => onChange(tags.filter((x) => x !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="fn-tag-add">
        <Field label={t('form.tagInput')} htmlFor="expense-tag" hint={t('form.tagRule')} error={error}>
          <Input
            value={typed}
            maxLength={200}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </Field>
        <Button variant="secondary" onClick={add}>
          {t('form.addTag')}
        </Button>
      </div>
    </fieldset>
  );
}

/** What a chosen file is refused for before it is sent (svc-finance checks the content again). */
function fileProblem(file: File): 'receiptTooLarge' | 'receiptTypeInvalid' | null {
  if (file.size > RECEIPT_MAX_BYTES) return 'receiptTooLarge';
  const known = (RECEIPT_CONTENT_TYPES as readonly string[]).includes(file.type) || /\.(heic|heif)$/i.test(file.name);
  return known ? null : 'receiptTypeInvalid';
}

/** The upload's state as the form shows it: a bar while it runs, the failure's words after. */
interface UploadState {
  percent: number | null;
  error: string | null;
}

function UploadProgress({ state }: { state: UploadState }) {
  const { t } = useTranslation(NS);
  return (
    <>
      {state.percent !== null && (
        <div className="fn-progress">
          <label htmlFor="receipt-progress">{t('form.uploading', { percent: state.percent })}</label>
          <progress id="receipt-progress" max={100} value={state.percent} />
        </div>
      )}
      {state.error && (
        <ErrorBox>
          <strong>{t('messages.uploadFile')}</strong>
          {state.error !== t('messages.uploadFile') && <p>{state.error}</p>}
        </ErrorBox>
      )}
    </>
  );
}

interface ExpenseFormProps {
  mode: ExpenseFormMode;
  initial: Draft;
  stored: Expense | null;
  /** Work after the save the form does not see (the create form's receipt upload). */
  busy?: boolean;
  /** The save's refusal in the reader's words, shown in the banner; the form keeps what was typed. */
  serverError: string | null;
  /** The save; its promise keeps the button disabled until the answer, so a double click saves once. */
  onSubmit: (body: ExpenseBody) => unknown;
  /** The receipt part: the create form's chosen file, the edit form's uploads and stored receipts. */
  receipt: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** Reports has-receipt, so the create form drops a chosen file when it is switched off. */
  onHasReceipt?: (on: boolean) => void;
}

const fieldError = (errors: FieldError[], field: string) => errors.find((e) => e.field === field);

/**
 * Every field of docs/domains/finance.md#screens with its help, checked on submit by contracts'
 * validateExpense (svc-finance's own rules) before anything is sent.
 */
function ExpenseForm({ mode, initial, stored, busy = false, serverError, onSubmit, receipt, submitLabel, busyLabel, onHasReceipt }: ExpenseFormProps) {
  const { t } = useTranslation(NS);
  const manager = canManageExpenses(useRole());
  const home = useExpensesHome();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const say = (field: string) => {
    const e = fieldError(errors, field);
    return e && t(`messages.${e.code}`, { defaultValue: e.message });
  };
  const statuses = mode === 'create' ? EXPENSE_CREATE_STATUSES : EXPENSE_STATUSES;
  const cents = parseCents(draft.amount);
  const receiptNeeded = cents !== null && cents > RECEIPT_REQUIRED_ABOVE_CENTS && !draft.hasReceipt;

  const submit = useSubmit(() => {
    const body = bodyOf(draft, manager, stored);
    const found = validateExpense(body, mode).errors;
    setErrors(found);
    return found.length === 0 ? onSubmit(body) : undefined;
  });
  const working = busy || submit.submitting;
  const shown = errors.length ? [...new Set(errors.map((e) => say(e.field)))] : serverError ? [serverError] : [];

  return (
    <form className="fn-form" noValidate onSubmit={submit.onSubmit}>
      {shown.length > 0 && (
        <ErrorBox title={t('common.error')}>
          {shown.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </ErrorBox>
      )}
      <div className="fn-grid">
        <Helped label={t('form.title')} help={t('form.titleHelp')}>
          <Field label={t('form.title')} htmlFor="expense-title" required error={say('title')}>
            <Input value={draft.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} />
          </Field>
        </Helped>
        <Helped label={t('form.category')} help={t('form.categoryHelp')}>
          <Field label={t('form.category')} htmlFor="expense-category" required error={say('category')}>
            <Select value={draft.category} onChange={(e) => set({ category: e.target.value })}>
              {(EXPENSE_CATEGORIES as readonly string[]).includes(draft.category) ? null : <option value={draft.category}>{draft.category}</option>}
              {EXPENSE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
        </Helped>
        <Helped label={t('form.amount')} help={t('form.amountHelp')}>
          <Field
            label={t('form.amount')}
            htmlFor="expense-amount"
            required
            error={say('amount')}
            hint={<span className={receiptNeeded ? 'fn-warn' : undefined}>{t('form.receiptRule', { amount: `$${RECEIPT_REQUIRED_ABOVE_CENTS / 100}` })}</span>}
          >
            <Input type="number" dir="ltr" inputMode="decimal" min={AMOUNT_MIN} step={AMOUNT_STEP} value={draft.amount} onChange={(e) => set({ amount: e.target.value })} />
          </Field>
        </Helped>
        <Helped label={t('form.expenseDate')} help={t('form.expenseDateHelp')}>
          <Field label={t('form.expenseDate')} htmlFor="expense-date" required error={say('expenseDate')}>
            <Input type="date" value={draft.expenseDate} onChange={(e) => set({ expenseDate: e.target.value })} />
          </Field>
        </Helped>
        <Helped label={t('form.vendor')} help={t('form.vendorHelp')}>
          <Field label={t('form.vendor')} htmlFor="expense-vendor">
            <Input value={draft.vendor} maxLength={200} onChange={(e) => set({ vendor: e.target.value })} />
          </Field>
        </Helped>
        <Helped label={t('form.paymentMethod')} help={t('form.paymentMethodHelp')}>
          <Field label={t('form.paymentMethod')} htmlFor="expense-payment" error={say('paymentMethod')}>
            <Select value={draft.paymentMethod} onChange={(e) => set({ paymentMethod: e.target.value })}>
              {EXPENSE_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`paymentMethods.${m}`)}
                </option>
              ))}
            </Select>
          </Field>
        </Helped>
        {manager && (
          <Helped label={t('form.status')} help={t('form.statusHelp')}>
            <Field label={t('form.status')} htmlFor="expense-status" error={say('status')}>
              <Select value={draft.status} onChange={(e) => set({ status: e.target.value })}>
                {((statuses as readonly string[]).includes(draft.status) ? statuses : [draft.status, ...statuses]).map((s) => (
                  <option key={s} value={s}>
                    {t(`statuses.${s}`, { defaultValue: s })}
                  </option>
                ))}
              </Select>
            </Field>
          </Helped>
        )}
        <Helped label={t('form.projectId')} help={t('form.projectIdHelp')}>
          <Field label={t('form.projectId')} htmlFor="expense-project" error={say('projectId')}>
            <Input dir="ltr" inputMode="numeric" maxLength={10} value={draft.projectId} onChange={(e) => set({ projectId: e.target.value })} />
          </Field>
        </Helped>
      </div>
      <Field label={t('form.description')} htmlFor="expense-description">
        <Textarea rows={3} maxLength={5000} value={draft.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <div className="fn-checks">
        <Helped label={t('form.isTaxDeductible')} help={t('form.isTaxDeductibleHelp')}>
          <Checkbox id="expense-deductible" label={t('form.isTaxDeductible')} checked={draft.isTaxDeductible} onChange={(e) => set({ isTaxDeductible: e.target.checked })} />
        </Helped>
        <Helped label={t('form.isReimbursable')} help={t('form.isReimbursableHelp')}>
          <Checkbox id="expense-reimbursable" label={t('form.isReimbursable')} checked={draft.isReimbursable} onChange={(e) => set({ isReimbursable: e.target.checked })} />
        </Helped>
        <Checkbox
          id="expense-has-receipt"
          label={t('form.hasReceipt')}
          checked={draft.hasReceipt}
          onChange={(e) => {
            set({ hasReceipt: e.target.checked });
            onHasReceipt?.(e.target.checked);
          }}
        />
      </div>
      {draft.hasReceipt && receipt}
      <Field label={t('form.notes')} htmlFor="expense-notes">
        <Textarea rows={3} maxLength={5000} value={draft.notes} onChange={(e) => set({ notes: e.target.value })} />
      </Field>
      <TagEditor tags={draft.tags} onChange={(tags) => set({ tags })} error={say('tags')} />
      <div className="fn-actions">
        <Button type="submit" loading={working}>
          {working ? busyLabel : submitLabel}
        </Button>
        <Link className="btn btn-secondary btn-md" to={home}>
          {t('common.cancel')}
        </Link>
      </div>
    </form>
  );
}

/** The file input of both forms: images and PDFs, refused here when too large or of another kind. */
function ReceiptInput({ onFile, disabled }: { onFile: (file: File | null, problem: string | null) => void; disabled?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <Field label={t('form.receipt')} htmlFor="expense-receipt" hint={t('form.receiptHint')}>
      <input
        type="file"
        className="input"
        accept={[...RECEIPT_CONTENT_TYPES, '.heic'].join(',')}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          const problem = file && fileProblem(file);
          onFile(problem ? null : file, problem ? t(`messages.${problem}`) : null);
          // The same file may be chosen again after a failure.
          e.target.value = '';
        }}
      />
    </Field>
  );
}

/**
 * /admin/expenses/new. The chosen receipt is uploaded right after the expense is created (POST
 * /expenses/{id}/receipt), with a progress bar; then the detail page opens. If that upload fails the
 * expense exists without it, so its edit form opens saying the expense was saved and the receipt was not,
 * and why, where the file can be chosen again.
 */
export function ExpenseCreate() {
  const { t } = useTranslation(NS);
  usePageTitle(NS, 'meta.new');
  const navigate = useNavigate();
  const home = useExpensesHome();
  const describe = useFailureText();
  const create = useCreateExpense();
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadState>({ percent: null, error: null });
  const [initial] = useState(blankDraft);

  const submit = (body: ExpenseBody) =>
    create.mutateAsync(body).then(async (expense) => {
      if (file) {
        try {
          setUpload({ percent: 0, error: null });
          await storeExpense(await uploadReceipt(expense.id, file, { onProgress: (f) => setUpload({ percent: Math.round(f * 100), error: null }) }));
        } catch (err) {
          const arrival: Arrival = { uploadFailed: describe(err, 'messages.uploadFile') };
          navigate(`${LIST}/${expense.id}/edit`, { state: arrival });
          return;
        }
      }
      const arrival: Arrival = { flash: 'created' };
      navigate(`${LIST}/${expense.id}`, { state: arrival });
    });

  return (
    <div className="screen">
      <Link to={home} className="fn-back">
        <span aria-hidden="true" className="fn-arrow">
          ←
        </span>{' '}
        {t('common.back')}
      </Link>
      <div>
        <h1>{t('form.createHeading')}</h1>
        <p className="fn-muted">{t('form.createSubtitle')}</p>
      </div>
      <ExpenseForm
        mode="create"
        initial={initial}
        stored={null}
        busy={upload.percent !== null}
        serverError={create.isError ? describe(create.error, 'messages.createExpense') : null}
        onSubmit={submit}
        submitLabel={t('form.create')}
        busyLabel={t('form.creating')}
        onHasReceipt={(on) => !on && setFile(null)}
        receipt={
          <div className="fn-receipt-box">
            <ReceiptInput
              disabled={create.isPending}
              onFile={(chosen, problem) => {
                setFile(chosen);
                setUpload({ percent: null, error: problem });
              }}
            />
            {file && <p className="fn-muted">{t('form.receiptChosen', { name: file.name })}</p>}
            <UploadProgress state={upload} />
          </div>
        }
      />
    </div>
  );
}

/** The edit form's receipts: those stored (each removable) and an upload that runs as soon as a file is chosen. */
function EditReceipts({ expense, onUploaded }: { expense: Expense; onUploaded: () => void }) {
  const describe = useFailureText();
  const [upload, setUpload] = useState<UploadState>({ percent: null, error: null });
  const remove = useDeleteReceipt(expense.id);
  const send = async (file: File) => {
    setUpload({ percent: 0, error: null });
    try {
      await storeExpense(await uploadReceipt(expense.id, file, { onProgress: (f) => setUpload({ percent: Math.round(f * 100), error: null }) }));
      setUpload({ percent: null, error: null });
      onUploaded();
    } catch (err) {
      setUpload({ percent: null, error: describe(err, 'messages.uploadFile') });
    }
  };
  return (
    <div className="fn-receipt-box">
      <ReceiptList receipts={expense.receipts} onRemove={(r: Receipt) => remove.mutate(r.id)} removingId={remove.isPending ? remove.variables : null} />
      {remove.isError && <ErrorBox>{describe(remove.error, 'messages.deleteReceipt')}</ErrorBox>}
      <ReceiptInput
        disabled={upload.percent !== null}
        onFile={(file, problem) => {
          if (file) void send(file);
          else setUpload({ percent: null, error: problem });
        }}
      />
      <UploadProgress state={upload} />
    </div>
  );
}

/** A page that could not show the form: the words, and the way back to the list (My expenses for staff). */
function FullPageError({ text }: { text: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const home = useExpensesHome();
  return (
    <div className="screen">
      <ErrorBox>
        <p>{text}</p>
        <Button variant="secondary" onClick={() => navigate(home)}>
          {t('common.back')}
        </Button>
      </ErrorBox>
    </div>
  );
}

/**
 * /admin/expenses/{id}/edit and /admin/expenses/edit/{id}: every field, the status for admin and manager;
 * Save Changes goes to the detail page with "Expense updated successfully!". A creator whose expense is
 * no longer pending is told why instead of getting a form svc-finance would refuse.
 */
export function ExpenseEdit() {
  const { t } = useTranslation(NS);
  usePageTitle(NS, 'meta.edit');
  const { expenseId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const describe = useFailureText();
  const user = useSession((s) => s.user);
  const { data: expense, error } = useExpense(expenseId);
  const update = useUpdateExpense(expenseId);
  // Said until a receipt is uploaded here: the create's upload failed after the expense was saved.
  const [uploadFailed, setUploadFailed] = useState(((location.state ?? {}) as Arrival).uploadFailed ?? null);

  if (!expense) {
    if (error) return <FullPageError text={describe(error, 'messages.fetchExpense')} />;
    return (
      <div className="screen">
        <Spinner label={t('detail.loading')} />
      </div>
    );
  }
  if (!canEditExpense(user, expense)) {
    return <FullPageError text={t(expense.createdByUserId === user?.id ? 'messages.expenseEditNotPending' : 'messages.expenseEditForbidden')} />;
  }

  return (
    <div className="screen">
      <Link to={`${LIST}/${expense.id}`} className="fn-back">
        <span aria-hidden="true" className="fn-arrow">
          ←
        </span>{' '}
        {t('detail.number', { number: expense.expenseNumber })}
      </Link>
      <div>
        <h1>{t('form.editHeading')}</h1>
        <p className="fn-muted">{t('form.editSubtitle')}</p>
      </div>
      {uploadFailed && <ErrorBox>{t('form.savedWithoutReceipt', { reason: uploadFailed })}</ErrorBox>}
      <ExpenseForm
        // A fresh form for another expense, never one holding the previous one's typing.
        key={expense.id}
        mode="edit"
        initial={draftOf(expense)}
        stored={expense}
        serverError={update.isError ? describe(update.error, 'messages.updateExpense') : null}
        onSubmit={(body) =>
          update.mutateAsync(body).then((saved) => {
            const next: Arrival = { flash: 'updated' };
            navigate(`${LIST}/${saved.id}`, { state: next });
          })
        }
        submitLabel={t('form.save')}
        busyLabel={t('form.saving')}
        receipt={<EditReceipts expense={expense} onUploaded={() => setUploadFailed(null)} />}
      />
    </div>
  );
}
