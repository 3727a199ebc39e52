import { useTranslation } from 'react-i18next';
import type { HistoryField } from '@hvac/contracts';
import { formatDate } from '@hvac/web-kit/formatters';
import type { HistoryFieldViews } from '@hvac/ui/history';
import { NS } from './i18n';
import { useExpenseStatusText, usd } from './shared';

/**
 * The expense's change history as its pages show it (docs/architecture.md#history): the detail page's
 * labels, amounts in dollars, days in the long form, stored keys in the reader's words, the approver by
 * name and a receipt by its file; finance keeps no names of inventory items, so a linked one is said so.
 */
export function useExpenseHistoryFields(): HistoryFieldViews<HistoryField<'expense'>> {
  const { t } = useTranslation(NS);
  const statusText = useExpenseStatusText();
  const longDate = (day: string) => formatDate(day, undefined, 'long');
  return {
    expenseNumber: { label: t('list.number') },
    title: { label: t('form.title') },
    description: { label: t('detail.description') },
    category: { label: t('detail.category'), value: (v) => t(`categories.${v}`, { defaultValue: v }) },
    amount: { label: t('detail.amount'), value: usd },
    expenseDate: { label: t('detail.expenseDate'), value: longDate },
    vendor: { label: t('detail.vendor') },
    paymentMethod: { label: t('detail.paymentMethod'), value: (v) => t(`paymentMethods.${v}`, { defaultValue: v }) },
    status: { label: t('detail.status'), value: statusText },
    isTaxDeductible: { label: t('detail.isTaxDeductible') },
    isReimbursable: { label: t('detail.isReimbursable') },
    hasReceipt: { label: t('form.hasReceipt') },
    receipt: { label: t('form.receipt') },
    receiptUrl: { label: t('history.receiptUrl'), value: 'record' },
    documentUrls: { label: t('history.documentUrls') },
    projectId: { label: t('detail.projectId') },
    inventoryItemId: { label: t('history.inventoryItem'), value: () => t('history.linkedItem') },
    tags: { label: t('detail.tags') },
    notes: { label: t('detail.notes') },
    approvedByUserId: { label: t('detail.approvedBy'), value: 'person' },
    approvalNote: { label: t('detail.approvalNote') },
  };
}
