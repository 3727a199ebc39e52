import type { Knex } from 'knex';
import { BILLING_EVENTS, type QuoteConvertedData, type QuoteEventData } from '@hvac/contracts/events';
import type { Outbox } from '@hvac/service-kit';
import type { QuoteRow } from './repo';

const quoteData = (q: QuoteRow): QuoteEventData => ({ id: q.id, quoteNumber: q.quote_number, clientId: q.client_id, serviceRequestId: q.service_request_id });

export const quoteSent = (outbox: Outbox, trx: Knex.Transaction, q: QuoteRow, correlationId: string | null) =>
  outbox.add(trx, BILLING_EVENTS.quoteSent, quoteData(q), correlationId);

export const quoteAccepted = (outbox: Outbox, trx: Knex.Transaction, q: QuoteRow, correlationId: string | null) =>
  outbox.add(trx, BILLING_EVENTS.quoteAccepted, quoteData(q), correlationId);

export const quoteRejected = (outbox: Outbox, trx: Knex.Transaction, q: QuoteRow, correlationId: string | null) =>
  outbox.add(trx, BILLING_EVENTS.quoteRejected, quoteData(q), correlationId);

export const quoteConverted = (outbox: Outbox, trx: Knex.Transaction, q: QuoteRow, into: QuoteConvertedData['into'], documentId: string, correlationId: string | null) =>
  outbox.add(trx, BILLING_EVENTS.quoteConverted, { ...quoteData(q), into, documentId }, correlationId);
