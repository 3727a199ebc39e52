import type { WidgetsModule } from '@hvac/federation/browser';
import './i18n';
import { EstimatedTax, ExpensesAwaitingApproval } from './Widgets';

/** Exposed as `mf_finance/widgets`: the ids src/remote.json declares under `widgets` (docs/domains/finance.md#overview-widget). */
export const widgets: WidgetsModule['widgets'] = {
  'expenses-awaiting-approval': ExpensesAwaitingApproval,
  'estimated-tax': EstimatedTax,
};
