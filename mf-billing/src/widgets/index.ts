import type { WidgetsModule } from '@hvac/federation/browser';
import './i18n';
import { OverdueInvoices, QuotesAwaitingAnswer, Revenue, UnpaidInvoices } from './Widgets';

/** Exposed as `mf_billing/widgets`: the ids src/remote.json declares under `widgets` (docs/domains/billing.md#overview-widget). */
export const widgets: WidgetsModule['widgets'] = {
  'overdue-invoices': OverdueInvoices,
  'unpaid-invoices': UnpaidInvoices,
  'quotes-awaiting-answer': QuotesAwaitingAnswer,
  revenue: Revenue,
};
