/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BUSINESS_TIME_ZONE, todayIn } from '@hvac/contracts';
import { BOOKING_MESSAGES } from '@hvac/contracts/requests';
import { api, changeLanguage, useModal, useSession, type Language } from '@hvac/web-kit';
import BookingDialog from './BookingDialog';
import { emptyForm, localToday, requestBody, toggleIssue, zipInput } from './form';
import en from './i18n/en.json';

async function openDialog(data?: Record<string, unknown>, lng: Language = 'en') {
  await act(() => changeLanguage(lng));
  act(() => useModal.getState().open('scheduleService', data));
  return render(<BookingDialog />);
}

const dialog = () => screen.getByRole('dialog');
const next = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const alertText = () => within(dialog()).getByRole('alert').textContent;
const heading = () => dialog().querySelector('.bk-step-heading')?.textContent ?? '';

beforeEach(() => {
  localStorage.clear();
  act(() => {
    useSession.getState().logout();
    useModal.getState().close();
  });
});

describe('booking dialog', () => {
  it('opens at step 1 with a progress indicator, and Next does nothing without a service type', async () => {
    await openDialog();
    expect(within(dialog()).getByRole('heading', { name: 'Schedule Service' })).toBeTruthy();
    const steps = within(screen.getByRole('navigation', { name: 'Booking progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['1Service', '2Details', '3Contact', '4Schedule', '5Review']);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeTruthy();
    const options = within(screen.getByLabelText('Service Type', { exact: false })).getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(1)).toEqual(['AC Repair', 'Heating Installation', 'Maintenance Plan Inquiry', 'Indoor Air Quality Consultation', 'Other']);
    next();
    expect(heading()).toContain('What service do you need?');
  });

  it('repair: every problem, the Other box that empties when unticked, ages, types, fee and add-ons with prices', async () => {
    await openDialog();
    choose('Service Type', 'AC Repair');
    next();
    expect(heading()).toContain('Tell us about your system');
    next();
    expect(alertText()).toBe('Please fill in all required fields for this step.');
    const group = screen.getByRole('group', { name: /What problems are you noticing\?/ });
    expect(within(group).getAllByRole('checkbox').map((c) => (c.closest('label') as HTMLElement).textContent)).toEqual([
      'Not Cooling / Blowing Warm Air',
      'Strange Noises',
      'Leaking Water',
      "Unit Won't Turn On",
      'Thermostat Issues',
      'Routine Maintenance Request',
      'Other',
    ]);
    fireEvent.click(within(group).getByLabelText('Other'));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    type('Please describe the problem', 'Rattles at night');
    fireEvent.click(within(group).getByLabelText('Other'));
    expect(screen.queryByLabelText('Please describe the problem')).toBeNull();
    fireEvent.click(within(group).getByLabelText('Other'));
    expect((screen.getByLabelText('Please describe the problem') as HTMLTextAreaElement).value).toBe('');
    const ages = within(screen.getByLabelText('System age (optional)')).getAllByRole('option').map((o) => o.textContent);
    expect(ages.slice(1)).toEqual(['0-5 years', '6-10 years', '10+ years', 'Unsure']);
    const kinds = within(screen.getByLabelText('System type (optional)')).getAllByRole('option').map((o) => o.textContent);
    expect(kinds.slice(1)).toEqual(['Central AC', 'Ductless Mini-Split', 'Heat Pump', 'Unsure']);
    expect(screen.getByText('Diagnostic fee: $89.00, waived if you proceed with the recommended repairs.')).toBeTruthy();
    const addOns = screen.getByRole('group', { name: 'Optional add-ons' });
    expect(within(addOns).getAllByRole('checkbox').map((c) => (c.closest('label') as HTMLElement).textContent)).toEqual([
      'Capacitor replacement (approx. $150-$300)',
      'System tune-up and cleaning ($99)',
      'Smart thermostat installation (from $250)',
    ]);
    next();
    expect(heading()).toContain('Contact information and service address');
  });

  it('installation: type, size, property type and a tier are all required; tiers and add-ons carry their prices', async () => {
    await openDialog();
    choose('Service Type', 'Heating Installation');
    next();
    fireEvent.click(screen.getByLabelText('Replacing Existing System'));
    choose('Home size', '1500-2500 sq ft');
    choose('Property type', 'Townhouse');
    next();
    expect(alertText()).toBe('Please fill in all required fields for this step.');
    const tiers = screen.getByRole('group', { name: /System tier/ });
    expect(within(tiers).getAllByRole('radio').map((r) => (r.closest('label') as HTMLElement).textContent)).toEqual([
      'Standard Efficiencyfrom $3,500Up to 14 SEER · 5-year parts warranty',
      'High Performancefrom $5,50016-18 SEER · 10-year parts warranty · Wi-Fi thermostat',
      'Premium Comfort & Efficiencyfrom $8,00020+ SEER · 10-year parts and labor warranty',
    ]);
    const addOns = screen.getByRole('group', { name: 'Optional add-ons' });
    expect(within(addOns).getAllByRole('checkbox').map((c) => (c.closest('label') as HTMLElement).textContent)).toEqual([
      'Smart thermostat upgrade (+$150)',
      'Whole-home air purifier (+$800)',
      'Extended warranty (+$500)',
    ]);
    fireEvent.click(within(tiers).getAllByRole('radio')[1]!);
    next();
    expect(heading()).toContain('Contact information and service address');
  });

  it('any other type asks for free notes and needs nothing more', async () => {
    await openDialog();
    choose('Service Type', 'Indoor Air Quality Consultation');
    next();
    expect(screen.getByLabelText('Notes')).toBeTruthy();
    next();
    expect(heading()).toContain('Contact information and service address');
  });

  it('step 3 shows each field error as written, clears it on edit, keeps the ZIP to 5 digits and defaults the city', async () => {
    await openDialog({ serviceType: 'Other' });
    next();
    next();
    type('City', '');
    next();
    const errorOf = (label: string) => document.getElementById(`${screen.getByLabelText(label, { exact: false }).id}-error`)?.textContent;
    expect(errorOf('Full Name')).toBe('Full name is required.');
    expect(errorOf('Phone Number')).toBe('Phone number is required.');
    expect(errorOf('Email Address')).toBe('Email address is required.');
    expect(errorOf('Street Address')).toBe('Street address is required.');
    expect(errorOf('City')).toBe('City is required.');
    expect(errorOf('ZIP Code')).toBe('ZIP code is required.');
    type('Phone Number', '(713) 555-01');
    type('Email Address', 'dana@');
    type('ZIP Code', '77a0');
    expect((screen.getByLabelText('ZIP Code', { exact: false }) as HTMLInputElement).value).toBe('770');
    expect(errorOf('Phone Number')).toBeUndefined();
    expect(errorOf('Full Name')).toBe('Full name is required.');
    next();
    expect(errorOf('Phone Number')).toBe('Phone number must be 10 digits.');
    expect(errorOf('Email Address')).toBe('Invalid email format.');
    expect(errorOf('ZIP Code')).toBe('ZIP code must be 5 digits.');
    type('ZIP Code', '770271234');
    expect((screen.getByLabelText('ZIP Code', { exact: false }) as HTMLInputElement).value).toBe('77027');
    const zip = screen.getByLabelText('ZIP Code', { exact: false });
    expect([zip.getAttribute('maxlength'), zip.getAttribute('inputmode')]).toEqual(['5', 'numeric']);
    type('City', 'Houston');
    expect(errorOf('City')).toBeUndefined();
  });

  it('step 4 needs the first date and window, with today as the minimum; the review edits steps 2, 3 and 4', async () => {
    act(() => useSession.getState().setSession('token', { id: '5b0e4b8e-9f57-4a43-bd53-0c1f2f1e0c11', username: 'Casey Client', email: 'casey@example.com', phone: null, role: 'client' } as never));
    await openDialog({ serviceType: 'Other' });
    next();
    next();
    type('Full Name', 'Casey Client');
    type('Phone Number', '713-555-0100');
    type('Email Address', 'casey@example.com');
    type('Street Address', '4120 Westheimer Rd');
    type('ZIP Code', '77027');
    // Signed in: no lead call, straight to the schedule.
    next();
    expect(heading()).toContain('When would you like us to come?');
    const date1 = screen.getByLabelText('First preferred date', { exact: false });
    expect(date1.getAttribute('min')).toBe(localToday());
    expect(screen.getByLabelText('Second preferred date', { exact: false }).getAttribute('min')).toBe(localToday());
    const windows = within(screen.getByLabelText('First preferred time window', { exact: false })).getAllByRole('option').map((o) => o.textContent);
    expect(windows.slice(1)).toEqual(['Morning (8 AM - 12 PM)', 'Afternoon (12 PM - 4 PM)', 'Evening (4 PM - 8 PM)', 'Any Time']);
    next();
    expect(alertText()).toBe('Please select at least your first preferred date and time window.');
    type('First preferred date', '2020-01-02');
    choose('First preferred time window', 'Any Time');
    next();
    expect(alertText()).toBe('Preferred dates cannot be in the past.');
    type('First preferred date', localToday());
    next();
    expect(heading()).toContain('Review your request');
    expect(screen.getByText(/Prices shown are indicative/)).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Confirm & Request Service' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit contact and address' }));
    expect(heading()).toContain('Contact information and service address');
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(heading()).toContain('Tell us about your system');
    next();
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Edit preferred schedule' }));
    expect(heading()).toContain('When would you like us to come?');
  });

  it('a guest who edits the contact at step 5 sends the first lead answer back, so both calls name one account', async () => {
    const post = jest.spyOn(api, 'post').mockImplementation(async (path: string) => (path === 'auth/register-service-lead' ? { success: true, user: { id: `token-${post.mock.calls.length}` } } : {}) as never);
    try {
      await openDialog({ serviceType: 'Other' });
      next();
      next();
      type('Full Name', 'Gale Guest');
      type('Phone Number', '713-555-0100');
      type('Email Address', 'gale@example.com');
      type('Street Address', '1 Main St');
      type('ZIP Code', '77002');
      await act(async () => next());
      type('First preferred date', localToday());
      choose('First preferred time window', 'Any Time');
      next();
      fireEvent.click(screen.getByRole('button', { name: 'Edit contact and address' }));
      type('Street Address', '2 Main St');
      type('Email Address', ' Gale@Example.com ');
      await act(async () => next());
      next();
      await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm & Request Service' })));
      const leads = post.mock.calls.filter(([path]) => path === 'auth/register-service-lead').map(([, body]) => body as Record<string, unknown>);
      expect(leads).toHaveLength(2);
      expect(leads[0]).not.toHaveProperty('bookingToken');
      expect(leads[1]).toMatchObject({ contactStreet: '2 Main St', bookingToken: 'token-1' });
      expect(post).toHaveBeenLastCalledWith('service-requests', expect.objectContaining({ userId: 'token-2' }));
    } finally {
      post.mockRestore();
    }
  });

  it('signed in, step 3 starts from the account’s name, e-mail, phone and address, every field editable', async () => {
    const account = { id: '5b0e4b8e-9f57-4a43-bd53-0c1f2f1e0c11', username: 'Casey Client', email: 'casey@example.com', phone: '+1 (713) 555-0100', role: 'client' };
    act(() => useSession.getState().setSession('token', { ...account, contactStreet: '4120 Westheimer Rd', contactCity: 'Bellaire', contactZip: '77401-2345', contactApartment: null } as never));
    await openDialog({ serviceType: 'Other' });
    next();
    next();
    const value = (label: string) => (screen.getByLabelText(label, { exact: false }) as HTMLInputElement).value;
    expect(['Full Name', 'Phone Number', 'Email Address', 'Street Address', 'City', 'ZIP Code'].map(value)).toEqual([
      'Casey Client',
      '7135550100',
      'casey@example.com',
      '4120 Westheimer Rd',
      'Bellaire',
      '77401',
    ]);
    type('Full Name', 'Casey C. Client');
    next();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous' }));
    next();
    expect(value('Full Name')).toBe('Casey C. Client');
  });

  it('asks before a click beside the dialog throws away what was entered, and closes at once when nothing was', async () => {
    const view = await openDialog();
    const backdrop = () => document.querySelector('.modal-backdrop')!;
    fireEvent.mouseDown(backdrop());
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();

    await openDialog();
    choose('Service Type', 'AC Repair');
    next();
    fireEvent.mouseDown(backdrop());
    expect(heading()).toBe('Discard this booking?');
    expect(screen.getByText('What you entered will be lost.')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Keep editing' }));
    expect(heading()).toContain('Tell us about your system');
    fireEvent.mouseDown(backdrop());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Discard' }));
    expect(useModal.getState().type).toBeNull();
  });

  it('asks in Persian and Spanish too', async () => {
    for (const [lng, question, keep] of [
      ['fa', 'این رزرو کنار گذاشته شود؟', 'ادامهٔ ویرایش'],
      ['es', '¿Descartar esta reserva?', 'Seguir editando'],
    ] as const) {
      const view = await openDialog(undefined, lng);
      fireEvent.change(document.getElementById('booking-serviceType')!, { target: { value: 'Other' } });
      fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
      expect(heading()).toBe(question);
      expect(within(dialog()).getByRole('button', { name: keep })).toBeTruthy();
      view.unmount();
      act(() => useModal.getState().close());
    }
  });

  it('resets to step 1 with empty data when reopened, and takes a preselected type and description', async () => {
    const view = await openDialog({ serviceType: 'AC Repair', description: 'From the quote page' });
    expect((screen.getByLabelText('Service Type', { exact: false }) as HTMLSelectElement).value).toBe('AC Repair');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('From the quote page');
    next();
    expect(heading()).toContain('Tell us about your system');
    act(() => useModal.getState().close());
    view.rerender(<BookingDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useModal.getState().open('getEstimate'));
    view.rerender(<BookingDialog />);
    expect(within(dialog()).getByRole('heading', { name: 'Get an Estimate' })).toBeTruthy();
    expect(heading()).toContain('What service do you need?');
    expect((screen.getByLabelText('Service Type', { exact: false }) as HTMLSelectElement).value).toBe('');
  });

  it('speaks Persian and Spanish', async () => {
    await openDialog(undefined, 'fa');
    expect(within(dialog()).getByRole('heading', { name: 'رزرو سرویس' })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'بعدی' })).toBeTruthy();
    act(() => useModal.getState().close());
    await act(() => changeLanguage('es'));
    act(() => useModal.getState().open('scheduleService'));
    expect(within(dialog()).getByRole('heading', { name: 'Programar servicio' })).toBeTruthy();
  });
});

describe('booking form data', () => {
  it('builds the create-call body (docs/domains/public-site.md#calls) of the chosen variant, with digits-only phone and the other-description first', () => {
    let form = { ...emptyForm({ serviceType: 'AC Repair', description: 'Upstairs unit' }), fullName: ' Dana ', phone: '(713) 555-0100', email: 'dana@example.com' };
    form = toggleIssue(form, 'Other', true);
    form = { ...form, otherDescription: 'Ice on the lines', streetAddress: '1 Main St', zipCode: '77002', preferredDate1: '2030-01-02', preferredTime1: 'Any Time' };
    form = { ...form, addOns: { tuneUp: true, airPurifier: true }, selectedTier: 'premium', generalNotes: 'ignored' };
    const body = requestBody(form, 'user-1');
    expect(body).toMatchObject({
      userId: 'user-1',
      contactFullName: 'Dana',
      contactPhone: '7135550100',
      contactCity: 'Houston',
      serviceType: 'AC Repair',
      description: 'Ice on the lines\n\nUpstairs unit',
      schedulingPreferences: { preferredDate1: '2030-01-02', preferredTime1: 'Any Time', preferredDate2: '', preferredTime2: '', notes: '' },
      additionalDetails: {
        commonIssues: ['Other'],
        otherDescription: 'Ice on the lines',
        selectedTier: '',
        addOns: { capacitor: false, tuneUp: true, smartThermostat: false },
        generalNotes: '',
      },
    });
    expect(body).not.toHaveProperty('contactApartment');
    expect(requestBody(emptyForm({ serviceType: 'Other' }), 'u').description).toBe('Other');
    expect(toggleIssue({ ...form }, 'Other', false).otherDescription).toBe('');
    expect(zipInput('7 7-0 2 7 9')).toBe('77027');
  });

  it("offers no day before today, in the visitor's calendar or Houston's", () => {
    // 03:00 UTC is still the previous evening in Houston.
    const now = new Date('2026-03-10T03:00:00Z');
    const visitor = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
    expect(localToday(now)).toBe(visitor > '2026-03-09' ? visitor : '2026-03-09');
    expect(localToday(now) >= todayIn(BUSINESS_TIME_ZONE, now)).toBe(true);
  });
});

describe('booking translations', () => {
  it('holds the messages of the contract letter by letter (option labels: libs/contracts/test/booking-labels.test.ts)', () => {
    for (const [code, text] of Object.entries(BOOKING_MESSAGES)) expect([code, en.messages[code as keyof typeof en.messages]]).toEqual([code, text]);
    expect(en.messages.leadFailed).toBe('Could not create a temporary account. Please try again.');
    expect(en.messages.submitFailed).toBe('There was an error submitting your request. Please try again.');
    expect(en.nav.confirm).toBe('Confirm & Request Service');
    expect(en.nav.submitting).toBe('Submitting...');
  });
});
