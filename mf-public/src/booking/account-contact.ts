import type { User } from '@hvac/contracts/identity';
import { digitsOnly, zipInput, type BookingForm } from './form';
import { DEFAULT_CITY } from './options';

type AccountContact = Pick<User, 'username' | 'email' | 'phone' | 'contactStreet' | 'contactCity' | 'contactZip' | 'contactApartment'>;

/** A US number the account holds as +1 …: the dialog counts ten digits (docs/domains/public-site.md#validation). */
function tenDigitPhone(phone: string): string {
  const digits = digitsOnly(phone);
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : phone;
}

/**
 * Step 3 for a signed-in user starts from the account's contact details (docs/domains/public-site.md#booking-dialog); only
 * fields still blank (the city while it is the default) are filled, so nothing the user typed is lost.
 */
export function withAccountContact(form: BookingForm, account: AccountContact): BookingForm {
  const blank = (value: string) => value.trim() === '';
  const pick = (current: string, saved: string | null | undefined) => (blank(current) && saved?.trim() ? saved.trim() : current);
  return {
    ...form,
    fullName: pick(form.fullName, account.username),
    email: pick(form.email, account.email),
    phone: blank(form.phone) && account.phone ? tenDigitPhone(account.phone) : form.phone,
    streetAddress: pick(form.streetAddress, account.contactStreet),
    aptSuite: pick(form.aptSuite, account.contactApartment),
    city: form.city === DEFAULT_CITY && account.contactCity?.trim() ? account.contactCity.trim() : form.city,
    zipCode: blank(form.zipCode) && account.contactZip ? zipInput(account.contactZip) : form.zipCode,
  };
}
