import type { ServiceRequestCreateBody } from '@hvac/contracts/requests';
import { calendarDaysAfter } from '@hvac/contracts/billing';
import { holdBusinessDay } from '@hvac/contracts/testing';
import { startServiceUnderTest, type ServiceUnderTest } from '@hvac/service-kit/testing';
import { requestsService } from '../src/service';
import type { RequestsConfig } from '../src/config';

export type { TestUser } from '@hvac/service-kit/testing';

export interface TestRequests extends ServiceUnderTest<RequestsConfig> {
  /** A guest booking as the dialog sends it: valid, with the lead's booking token for its e-mail as userId. */
  guestBooking(uid?: string, overrides?: Partial<ServiceRequestCreateBody>): ServiceRequestCreateBody;
}

export async function startRequests(env: Record<string, string> = {}): Promise<TestRequests> {
  const started = await startServiceUnderTest(requestsService, env);
  return {
    ...started,
    guestBooking(uid, overrides = {}) {
      const body = validBooking('', overrides);
      return { ...body, userId: started.bookingToken(body.contactEmail!.toLowerCase(), uid) };
    },
  };
}

/**
 * Today in Houston, held for the test file (holdBusinessDay): a preferred date is judged against the
 * service's own today, which a run across midnight must not move between a booking and its check.
 */
const today = holdBusinessDay();

/** A calendar date `days` from today in Houston. */
export const inDays = (days: number): string => calendarDaysAfter(today, days);

/** A booking that passes every rule of the dialog: a repair with one problem ticked. */
export const validBooking = (userId: string, overrides: Partial<ServiceRequestCreateBody> = {}): ServiceRequestCreateBody => ({
  userId,
  contactFullName: 'Jordan Rivera',
  contactPhone: '7135550199',
  contactEmail: 'jordan.rivera@test.example',
  contactStreet: '1200 Main St',
  contactCity: 'Houston',
  contactZip: '77002',
  contactApartment: 'Apt 4B',
  serviceType: 'AC Repair',
  description: 'Not cooling upstairs',
  schedulingPreferences: {
    preferredDate1: inDays(2),
    preferredTime1: 'Morning (8 AM - 12 PM)',
    preferredDate2: inDays(3),
    preferredTime2: 'Any Time',
    notes: 'Gate code 1234',
  },
  additionalDetails: {
    commonIssues: ['Not Cooling / Blowing Warm Air'],
    systemAge: '6-10 years',
    systemType: 'Central AC',
    addOns: { tuneUp: true, capacitor: false },
  },
  ...overrides,
});
