import { BUSINESS_TIME_ZONE, todayIn, type FieldError } from '@hvac/contracts';
import { BOOKING_MESSAGES, SERVICE_REQUEST_MESSAGES, SERVICE_REQUEST_STATUSES, SERVICE_TYPES, TIME_WINDOWS, bookingVariant, isServiceRequestStatus, validateBookingContact, validateBookingDetails, validateBookingSchedule, validateBookingServiceType, validateServiceRequest, type ServiceRequestCreateBody } from '@hvac/contracts/requests';

const fields = (errors: FieldError[]) => errors.map((e) => [e.field, e.code, e.message]);

/** A create body that passes every rule of the dialog on 2030-05-01: a repair with one problem ticked. */
const validBody = (overrides: Partial<ServiceRequestCreateBody> = {}): ServiceRequestCreateBody => ({
  userId: 'u',
  contactFullName: 'Jordan Rivera',
  contactPhone: '7135550199',
  contactEmail: 'jordan.rivera@test.example',
  contactStreet: '1200 Main St',
  contactCity: 'Houston',
  contactZip: '77002',
  serviceType: 'AC Repair',
  schedulingPreferences: { preferredDate1: '2030-05-03', preferredTime1: 'Morning (8 AM - 12 PM)' },
  additionalDetails: { commonIssues: ['Not Cooling / Blowing Warm Air'] },
  ...overrides,
});
const TODAY = '2030-05-01';

describe('booking texts (docs/domains/public-site.md#validation, docs/domains/service-requests.md#validation)', () => {
  it('holds every booking message letter by letter', () => {
    expect(BOOKING_MESSAGES).toEqual({
      serviceTypeRequired: 'Please select a service type.',
      stepFieldsRequired: 'Please fill in all required fields for this step.',
      fullNameRequired: 'Full name is required.',
      phoneRequired: 'Phone number is required.',
      phoneDigits: 'Phone number must be 10 digits.',
      emailRequired: 'Email address is required.',
      emailInvalid: 'Invalid email format.',
      streetRequired: 'Street address is required.',
      cityRequired: 'City is required.',
      zipRequired: 'ZIP code is required.',
      zipDigits: 'ZIP code must be 5 digits.',
      scheduleRequired: 'Please select at least your first preferred date and time window.',
      dateInvalid: 'Please choose a valid date.',
      datePast: 'Preferred dates cannot be in the past.',
      timeWindowInvalid: 'Please choose one of the offered time windows.',
      bookingExpired: 'Your booking session has expired. Please confirm your contact details again.',
    });
  });

  it('holds every service-request message letter by letter', () => {
    expect(SERVICE_REQUEST_MESSAGES).toEqual({
      notFound: 'Service request not found.',
      statusInvalid: 'Status must be one of: pending, confirmed, in_progress, completed, cancelled.',
      assigneeInvalid: 'The assignee must be an admin, manager or staff member.',
      nothingToUpdate: 'Send a status or an assignedTo value to update.',
      userIdRequired: 'A user id is required to file a service request.',
      notOwnUser: 'You can only file service requests for yourself.',
      adminOnly: 'Access denied. Admin or Manager role required.',
    });
  });
});

// The booking dialog imports these same functions, so their field names and order are part of the contract.
describe('step 1: service type', () => {
  it('accepts each offered type and refuses a missing or unknown one', () => {
    for (const type of SERVICE_TYPES) expect(validateBookingServiceType(type)).toEqual([]);
    for (const bad of [undefined, null, '', '   ', 'Plumbing', 'ac repair']) {
      expect(fields(validateBookingServiceType(bad))).toEqual([['serviceType', 'serviceTypeRequired', 'Please select a service type.']]);
    }
  });

  it('picks the step-2 variant from the service type as the spec says', () => {
    expect(bookingVariant('AC Repair')).toBe('repair');
    expect(bookingVariant('Maintenance Plan Inquiry')).toBe('repair');
    expect(bookingVariant('Heating Installation')).toBe('installation');
    expect(bookingVariant('Indoor Air Quality Consultation')).toBe('other');
    expect(bookingVariant('Other')).toBe('other');
  });
});

describe('step 2: details', () => {
  const stepMissing = 'Please fill in all required fields for this step.';

  it('asks a repair or maintenance request for at least one problem', () => {
    for (const type of ['AC Repair', 'Maintenance Plan Inquiry']) {
      expect(fields(validateBookingDetails(type, {}))).toEqual([['commonIssues', 'stepFieldsRequired', stepMissing]]);
      expect(fields(validateBookingDetails(type, { commonIssues: [] }))).toEqual([['commonIssues', 'stepFieldsRequired', stepMissing]]);
      expect(validateBookingDetails(type, { commonIssues: ['Strange Noises'] })).toEqual([]);
    }
  });

  it('asks an installation for its type, home size, property type and tier, with one form-level error', () => {
    const complete = { installationType: ['Replacing Existing System'], propertySize: 'Under 1500 sq ft', propertyType: 'Condo', selectedTier: 'standard' };
    expect(validateBookingDetails('Heating Installation', complete)).toEqual([]);
    expect(validateBookingDetails('Heating Installation', { ...complete, installationType: 'Replacing Existing System' })).toEqual([]);
    for (const missing of [{ installationType: [] }, { installationType: '' }, { propertySize: '' }, { propertyType: null }, { selectedTier: ' ' }]) {
      expect(fields(validateBookingDetails('Heating Installation', { ...complete, ...missing }))).toEqual([['form', 'stepFieldsRequired', stepMissing]]);
    }
  });

  it('asks nothing of any other type', () => {
    expect(validateBookingDetails('Indoor Air Quality Consultation', {})).toEqual([]);
    expect(validateBookingDetails('Other', {})).toEqual([]);
  });
});

describe('step 3: contact', () => {
  const ok = { fullName: 'A', phone: '(713) 555-0199', email: 'a@b.co', streetAddress: 'x', city: 'Houston', zipCode: '77002' };

  it('reports every missing field under the dialog’s field names, in form order', () => {
    expect(fields(validateBookingContact({}))).toEqual([
      ['fullName', 'fullNameRequired', 'Full name is required.'],
      ['phone', 'phoneRequired', 'Phone number is required.'],
      ['email', 'emailRequired', 'Email address is required.'],
      ['streetAddress', 'streetRequired', 'Street address is required.'],
      ['city', 'cityRequired', 'City is required.'],
      ['zipCode', 'zipRequired', 'ZIP code is required.'],
    ]);
    expect(validateBookingContact(ok)).toEqual([]);
  });

  it('counts only the digits of the phone, which must be ten', () => {
    expect(validateBookingContact({ ...ok, phone: '713.555.0199' })).toEqual([]);
    for (const phone of ['+1 (713) 555-0199', '555-0199', '713555019']) {
      expect(fields(validateBookingContact({ ...ok, phone }))).toEqual([['phone', 'phoneDigits', 'Phone number must be 10 digits.']]);
    }
  });

  it('refuses an e-mail that is not an address', () => {
    for (const email of ['a@b', 'a b@c.de', 'plain']) {
      expect(fields(validateBookingContact({ ...ok, email }))).toEqual([['email', 'emailInvalid', 'Invalid email format.']]);
    }
  });

  it('wants a ZIP of exactly five digits', () => {
    expect(validateBookingContact({ ...ok, zipCode: ' 77002 ' })).toEqual([]);
    for (const zipCode of ['7700', '770021', '77002-1234', 'abcde']) {
      expect(fields(validateBookingContact({ ...ok, zipCode }))).toEqual([['zipCode', 'zipDigits', 'ZIP code must be 5 digits.']]);
    }
  });
});

describe('step 4: schedule', () => {
  const s = { preferredDate1: '2030-05-10', preferredTime1: 'Any Time' };

  it('needs the first date and time window, and says nothing else until it has them', () => {
    const required = [['preferredDate1', 'scheduleRequired', 'Please select at least your first preferred date and time window.']];
    expect(fields(validateBookingSchedule({}, TODAY))).toEqual(required);
    expect(fields(validateBookingSchedule({ preferredDate1: '2030-05-10' }, TODAY))).toEqual(required);
    expect(fields(validateBookingSchedule({ preferredTime1: 'Any Time', preferredDate2: 'bad' }, TODAY))).toEqual(required);
  });

  it('compares dates with the given today', () => {
    expect(validateBookingSchedule(s, '2030-05-10')).toEqual([]);
    expect(fields(validateBookingSchedule(s, '2030-05-11'))).toEqual([['preferredDate1', 'datePast', 'Preferred dates cannot be in the past.']]);
  });

  it('takes only real calendar dates written YYYY-MM-DD', () => {
    for (const preferredDate1 of ['2030-02-30', '2030-13-01', '2030-5-10', '05/10/2030', 'soon']) {
      expect(fields(validateBookingSchedule({ ...s, preferredDate1 }, TODAY))).toEqual([['preferredDate1', 'dateInvalid', 'Please choose a valid date.']]);
    }
    expect(validateBookingSchedule({ ...s, preferredDate1: '2032-02-29' }, TODAY)).toEqual([]);
  });

  it('takes only the offered time windows', () => {
    for (const preferredTime1 of TIME_WINDOWS) expect(validateBookingSchedule({ ...s, preferredTime1 }, TODAY)).toEqual([]);
    expect(fields(validateBookingSchedule({ ...s, preferredTime1: 'Noon' }, TODAY))).toEqual([
      ['preferredTime1', 'timeWindowInvalid', 'Please choose one of the offered time windows.'],
    ]);
  });

  it('checks the optional second choice by the same rules', () => {
    expect(validateBookingSchedule({ ...s, preferredDate2: '', preferredTime2: '' }, TODAY)).toEqual([]);
    expect(validateBookingSchedule({ ...s, preferredDate2: '2030-05-12', preferredTime2: 'Evening (4 PM - 8 PM)' }, TODAY)).toEqual([]);
    expect(fields(validateBookingSchedule({ ...s, preferredDate2: '2030-04-30', preferredTime2: 'Late' }, TODAY))).toEqual([
      ['preferredDate2', 'datePast', 'Preferred dates cannot be in the past.'],
      ['preferredTime2', 'timeWindowInvalid', 'Please choose one of the offered time windows.'],
    ]);
    expect(fields(validateBookingSchedule({ ...s, preferredDate2: '2030-04-31' }, TODAY))).toEqual([['preferredDate2', 'dateInvalid', 'Please choose a valid date.']]);
  });
});

describe('todayIn', () => {
  it('uses Houston’s calendar day unless told another zone', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Chicago');
    // 03:00 UTC on 2 June is still 1 June in Houston.
    expect(todayIn('America/Chicago', new Date('2030-06-02T03:00:00Z'))).toBe('2030-06-01');
    expect(todayIn(undefined, new Date('2030-06-02T03:00:00Z'))).toBe('2030-06-01');
    expect(todayIn(undefined, new Date('2030-06-02T06:00:00Z'))).toBe('2030-06-02');
    expect(todayIn('Asia/Tehran', new Date('2030-06-01T21:00:00Z'))).toBe('2030-06-02');
  });

  it('is the default today of the schedule rule', () => {
    expect(fields(validateBookingSchedule({ preferredDate1: '2000-01-01', preferredTime1: 'Any Time' }))).toEqual([
      ['preferredDate1', 'datePast', 'Preferred dates cannot be in the past.'],
    ]);
    expect(validateBookingSchedule({ preferredDate1: todayIn(), preferredTime1: 'Any Time' })).toEqual([]);
  });
});

describe('validateServiceRequest: the dialog’s rules on a create body', () => {
  it('passes a complete booking', () => {
    expect(validateServiceRequest(validBody(), TODAY)).toEqual([]);
  });

  it('maps step-3 errors to the API’s contact field names', () => {
    const errors = validateServiceRequest(validBody({ contactZip: '123', contactEmail: 'bad' }), TODAY);
    expect(errors.map((e) => e.field)).toEqual(['contactEmail', 'contactZip']);
  });

  it('reports every failure in dialog order', () => {
    const errors = validateServiceRequest(
      { serviceType: 'AC Repair', additionalDetails: {}, schedulingPreferences: { preferredDate1: '2030-04-01', preferredTime1: 'Any Time' } },
      TODAY,
    );
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['commonIssues', 'stepFieldsRequired'],
      ['contactFullName', 'fullNameRequired'],
      ['contactPhone', 'phoneRequired'],
      ['contactEmail', 'emailRequired'],
      ['contactStreet', 'streetRequired'],
      ['contactCity', 'cityRequired'],
      ['contactZip', 'zipRequired'],
      ['preferredDate1', 'datePast'],
    ]);
  });

  it('skips the step-2 rules when the service type itself is wrong', () => {
    expect(validateServiceRequest(validBody({ serviceType: 'Plumbing', additionalDetails: {} }), TODAY).map((e) => e.code)).toEqual(['serviceTypeRequired']);
    expect(validateServiceRequest(validBody({ serviceType: undefined, schedulingPreferences: undefined }), TODAY).map((e) => e.code)).toEqual([
      'serviceTypeRequired',
      'scheduleRequired',
    ]);
  });
});

describe('statuses', () => {
  it('knows the five statuses and nothing else', () => {
    expect(SERVICE_REQUEST_STATUSES).toEqual(['pending', 'confirmed', 'in_progress', 'completed', 'cancelled']);
    for (const status of SERVICE_REQUEST_STATUSES) expect(isServiceRequestStatus(status)).toBe(true);
    for (const other of ['done', 'Pending', 'all', '', undefined, null, 1]) expect(isServiceRequestStatus(other)).toBe(false);
  });
});
