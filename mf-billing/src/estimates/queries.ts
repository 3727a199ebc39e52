import type { Estimate, EstimateBody } from '@hvac/contracts/billing';
import { backOfficeQueries, useBackOfficeMutation } from '@hvac/web-kit/back-office';
import { kindKey, storeDocument, useDocument } from '../shared/queries';
import { createEstimate, updateEstimate } from './api';

export const useEstimate = (id: string) => useDocument<Estimate>('estimates', 'estimate', id);

/** A create or save; an estimate made from a quote also changes that quote (converted_to_estimate), so quotes are read again. */
export const useSaveEstimate = (id: string | null) =>
  useBackOfficeMutation({
    mutationFn: (body: EstimateBody) => (id ? updateEstimate(id, body) : createEstimate(body)),
    onSuccess: async (estimate) => {
      await storeDocument('estimates', estimate);
      if (estimate.originatingQuoteId) await backOfficeQueries.invalidateQueries({ queryKey: kindKey('quotes') });
    },
  });
