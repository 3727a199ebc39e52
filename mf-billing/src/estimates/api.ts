import type { Estimate, EstimateBody } from '@hvac/contracts/billing';
import { createDocument, updateDocument } from '../shared/api';

/** The estimate calls beyond the shared ones (docs/domains/billing.md#calls, estimates). */
export const createEstimate = (body: EstimateBody) => createDocument<Estimate>('estimates', 'estimate', body);
export const updateEstimate = (id: string, body: EstimateBody) => updateDocument<Estimate>('estimates', 'estimate', id, body);
