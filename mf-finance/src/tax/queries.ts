import { useBackOfficeMutation, useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { fetchTaxInsights, generateTaxReport, type TaxPeriod } from './api';

/** The tax reads in the back-office cache, beside the expenses' (a logout clears both). */
const TAX = ['finance', 'tax'] as const;

export const useTaxInsights = () => useBackOfficeQuery({ queryKey: [...TAX, 'insights'], queryFn: ({ signal }) => fetchTaxInsights(signal) });

/** Generate Report is an action the reader starts, so each click asks again rather than reading a cached report. */
export const useGenerateTaxReport = () => useBackOfficeMutation({ mutationFn: (period: TaxPeriod) => generateTaxReport(period) });
