import type { DocumentType, SendEmailBody } from '@hvac/contracts/billing';
import { backOfficeQueries, useBackOfficeMutation, useBackOfficeQuery } from '@hvac/web-kit/back-office';
import type { ListKey } from '../shared/api';
import { BILLING, kindKey } from '../shared/queries';
import { fetchSends, sendDocument } from './api';

const LIST_OF: Readonly<Record<DocumentType, ListKey>> = { quote: 'quotes', estimate: 'estimates', invoice: 'invoices' };
const sendsKey = (type: DocumentType, id: string) => [...BILLING, 'sends', type, id] as const;

export const useSends = (type: DocumentType, id: string) => useBackOfficeQuery({ queryKey: sendsKey(type, id), queryFn: ({ signal }) => fetchSends(type, id, signal) });

/**
 * Send by e-mail. A sent draft changes status on the server (sent_to_client, or sent), and a failed send
 * is recorded too, so the document, its lists and its history are read again either way.
 */
export function useSendDocument(type: DocumentType, id: string) {
  const refresh = () =>
    Promise.all([backOfficeQueries.invalidateQueries({ queryKey: kindKey(LIST_OF[type]) }), backOfficeQueries.invalidateQueries({ queryKey: sendsKey(type, id) })]);
  return useBackOfficeMutation({ mutationFn: (body: SendEmailBody) => sendDocument(type, id, body), onSettled: refresh });
}
