import { useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { REQUESTS } from '../service-requests/queries';
import { fetchRequestOverview, fetchTodaysVisits } from './api';

// Under the service requests' key, which every change to a request or a visit on this page invalidates.
export const useRequestOverview = () => useBackOfficeQuery({ queryKey: [...REQUESTS, 'overview'], queryFn: ({ signal }) => fetchRequestOverview(signal) });
export const useTodaysVisits = () => useBackOfficeQuery({ queryKey: [...REQUESTS, 'visits', 'today'], queryFn: ({ signal }) => fetchTodaysVisits(signal) });
