import {
  BOOKING_MESSAGES,
  bookingVariant,
  isValidContactPhone,
  todayIn,
  validateBookingContact,
  validateBookingSchedule,
  validateServiceRequest,
} from '@hvac/contracts';
import { validBooking } from './helpers';

// The booking dialog imports these same functions, so their field names and order are part of the contract.
describe('shared booking rules', () => {
  it('picks the step-2 variant from the service type as the spec says', () => {
    expect(bookingVariant('AC Repair')).toBe('repair');
    expect(bookingVariant('Maintenance Plan Inquiry')).toBe('repair');
    expect(bookingVariant('Heating Installation')).toBe('installation');
    expect(bookingVariant('Indoor Air Quality Consultation')).toBe('other');
  });

  it('reports step-3 errors under the dialog’s field names, counting only digits of the phone', () => {
    expect(validateBookingContact({}).map((e) => [e.field, e.message])).toEqual([
      ['fullName', 'Full name is required.'],
      ['phone', 'Phone number is required.'],
      ['email', 'Email address is required.'],
      ['streetAddress', 'Street address is required.'],
      ['city', 'City is required.'],
      ['zipCode', 'ZIP code is required.'],
    ]);
    const ok = { fullName: 'A', phone: '(713) 555-0199', email: 'a@b.co', streetAddress: 'x', city: 'Houston', zipCode: '77002' };
    expect(validateBookingContact(ok)).toEqual([]);
    expect(validateBookingContact({ ...ok, phone: '+1 (713) 555-0199' })[0]?.message).toBe('Phone number must be 10 digits.');
  });

  it('compares dates with the given today and checks the windows', () => {
    const s = { preferredDate1: '2030-05-10', preferredTime1: 'Any Time' };
    expect(validateBookingSchedule(s, '2030-05-10')).toEqual([]);
    expect(validateBookingSchedule(s, '2030-05-11')[0]?.message).toBe(BOOKING_MESSAGES.datePast);
    expect(validateBookingSchedule({ preferredDate1: '2030-05-10' }, '2030-05-01')[0]?.message).toBe(
      'Please select at least your first preferred date and time window.',
    );
  });

  it('uses Houston’s calendar day for today', () => {
    // 03:00 UTC on 2 June is still 1 June in Houston.
    expect(todayIn('America/Chicago', new Date('2030-06-02T03:00:00Z'))).toBe('2030-06-01');
    expect(todayIn(undefined, new Date('2030-06-02T06:00:00Z'))).toBe('2030-06-02');
  });

  it('maps step-3 errors to the API’s contact field names for a whole request', () => {
    const errors = validateServiceRequest({ ...validBooking('x'), contactZip: '123', contactEmail: 'bad' });
    expect(errors.map((e) => e.field)).toEqual(['contactEmail', 'contactZip']);
  });

  it('accepts the contact form’s phone shapes and refuses others', () => {
    for (const ok of ['(713) 555-0142', '713-555-0142', '713.555.0142', '7135550142', '713 555 0142']) expect(isValidContactPhone(ok)).toBe(true);
    for (const bad of ['555-0142', '+1 713 555 0142', '(713)-555-01420', 'phone']) expect(isValidContactPhone(bad)).toBe(false);
  });
});
