import type { Knex } from 'knex';
import { BILLING_EVENTS, type QuoteConvertedData, type QuoteEventData } from '@hvac/contracts';
import type { Outbox } from '@hvac/service-kit';
import type { QuoteRow } from './repo';

const quoteData = (q: QuoteRow): QuoteEventData => ({ id: q.id, quoteNumber: q.quote_number, clientId: q.client_id, serviceRequestId: q.service_request_id });

export const quoteSent = (outbox: Outbox, trx: Knex.Transaction, q: QuoteRow, correlationId: string | null) =>
  outbox.add(trx, { type: BILLING_EVENTS.quoteSent, data: quoteData(q), correlationId });

export const quoteAccepted = (outbox: Outbox, trx: Knex.Transaction, q: QuoteRow, correlationId: string | null) =>
  outbox.add(trx, { type: BILLING_EVENTS.quoteAccepted, data: quoteData(q), correlationId });

export const quoteRejected = (outbox: Outbox, trx: Knex.Transaction, q: QuoteRow, correlationId: string | null) =>
  outbox.add(trx, { type: BILLING_EVENTS.quoteRejected, data: quoteData(q), correlationId });

export const quoteConverted = (outbox: Outbox, trx: Knex.Transaction, q: QuoteRow, into: QuoteConvertedData['into'], documentId: string, correlationId: string | null) =>
  outbox.add<QuoteConvertedData>(trx, { type: BILLING_EVENTS.quoteConverted, data: { ...quoteData(q), into, documentId }, correlationId });
