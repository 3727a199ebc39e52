import type { WidgetsModule } from '@hvac/federation/browser';
import './i18n';
import { OpenServiceRequests } from './OpenServiceRequests';
import { TodaysVisits } from './TodaysVisits';

/** Exposed as `mf_accounts/widgets`: the ids src/remote.json declares under `widgets` (docs/domains/accounts.md#admin-dashboard). */
export const widgets: WidgetsModule['widgets'] = { 'open-service-requests': OpenServiceRequests, 'todays-visits': TodaysVisits };
