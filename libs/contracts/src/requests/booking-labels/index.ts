import { en } from './en';
import { es } from './es';
import { fa } from './fa';
import type { BookingLabels } from './types';

export type { BookingLabels } from './types';

/**
 * The booking's option values in the site's three languages (docs/domains/public-site.md#booking-dialog), in one place
 * for the dialog (mf-public merges them into its translations) and svc-requests' confirmation mail,
 * which writes them in the booking's language.
 */
export const BOOKING_LABELS: Readonly<Record<'en' | 'fa' | 'es', BookingLabels>> = { en, fa, es };
