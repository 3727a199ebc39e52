/** The subject the event was first published on, carried by its replay. */
export const REPLAYED_FROM_HEADER = 'Hvac-Replayed-From';
