import { useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { EXPENSES } from '../expenses/queries';
import { fetchFinanceOverview } from './api';

// Under the expenses' key, which every expense change invalidates, so a decision refreshes the figures too.
export const useFinanceOverview = () => useBackOfficeQuery({ queryKey: [...EXPENSES, 'overview'], queryFn: ({ signal }) => fetchFinanceOverview(signal) });
