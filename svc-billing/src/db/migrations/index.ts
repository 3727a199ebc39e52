import { historyMigration, type Migration } from '@hvac/service-kit';
import { m0001Quotes } from './0001_quotes';
import { m0002Estimates } from './0002_estimates';
import { m0003Invoices } from './0003_invoices';
import { m0004Payments } from './0004_payments';
import { m0005Search } from './0005_search';
import { m0006ClientPages } from './0006_client_pages';
import { m0007DocumentSends } from './0007_document_sends';
import { m0008ServiceRequestOwners } from './0008_service_request_owners';
import { m0009Overview } from './0009_overview';
import { m0010OverviewTotals } from './0010_overview_totals';

/** The domain's own tables, in order; service-kit migrates its tables (outbox, inbox, the users directory …) before them. */
export const migrations: readonly Migration[] = [m0001Quotes, m0002Estimates, m0003Invoices, m0004Payments, m0005Search, m0006ClientPages, m0007DocumentSends, historyMigration, m0008ServiceRequestOwners, m0009Overview, m0010OverviewTotals];
