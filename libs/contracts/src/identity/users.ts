import { Type, type Static } from 'typebox';
import { Paginated, PageQuery, Required, Role, Success } from '../core';
import { MESSAGES } from './validation';

const Str = (max: number) => Type.String({ maxLength: max });
const OptStr = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

export const User = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    username: Type.String(),
    email: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
    role: Role,
    contactStreet: Type.Union([Type.String(), Type.Null()]),
    contactCity: Type.Union([Type.String(), Type.Null()]),
    contactZip: Type.Union([Type.String(), Type.Null()]),
    contactApartment: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { description: 'A user account as every API returns it (never the password hash).' },
);
export type User = Static<typeof User>;

/**
 * Required fields carry the form's own words for their absence (`Required`); a blank value passes the
 * schema and is judged by the domain rule, in the form's order. Lengths are bounded so nothing oversized
 * reaches the database.
 */
export const LoginBody = Type.Object({
  email: Required(Str(320), MESSAGES.loginBothRequired, 'loginBothRequired'),
  password: Required(Str(200), MESSAGES.loginBothRequired, 'loginBothRequired'),
});
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object({
  username: Required(Str(100), MESSAGES.fullNameRequired, 'fullNameRequired'),
  email: Required(Str(320), MESSAGES.emailRequired, 'emailRequired'),
  phone: OptStr(40),
  password: Required(Str(200), MESSAGES.passwordRequired, 'passwordRequired'),
  confirmPassword: Type.Optional(Str(200)),
  role: Type.Optional(Type.String({ maxLength: 20 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const AuthResponse = Type.Object({ user: User, token: Type.String() });
export type AuthResponse = Static<typeof AuthResponse>;

/** A password change ends every earlier token; the device that made it continues with this one. */
export const PasswordChangedResponse = Type.Object({ message: Type.String(), token: Type.String() });
export type PasswordChangedResponse = Static<typeof PasswordChangedResponse>;

/**
 * The booking dialog's words for its step 3 (requests' BOOKING_MESSAGES, docs/domains/public-site.md#validation),
 * written here too so identity's contracts need not import the requests domain; a test holds them equal.
 */
export const SERVICE_LEAD_MESSAGES = {
  fullNameRequired: 'Full name is required.',
  emailRequired: 'Email address is required.',
} as const;

/** The booking dialog's step 3, in its own words (docs/domains/public-site.md#validation). */
export const ServiceLeadBody = Type.Object({
  fullName: Required(Str(100), SERVICE_LEAD_MESSAGES.fullNameRequired, 'fullNameRequired'),
  email: Required(Str(320), SERVICE_LEAD_MESSAGES.emailRequired, 'emailRequired'),
  phone: OptStr(40),
  contactStreet: OptStr(200),
  contactCity: OptStr(100),
  contactZip: OptStr(10),
  contactApartment: OptStr(50),
  /** The booking token an earlier lead call of the same dialog answered, sent back (docs/domains/public-site.md#calls). */
  bookingToken: OptStr(2000),
});
export type ServiceLeadBody = Static<typeof ServiceLeadBody>;

/**
 * The lead answer names no account: `user.id` is an opaque booking token bound to the e-mail, which the
 * dialog sends back as the request's `userId` where the guest user id is expected (docs/domains/service-requests.md#booking).
 */
export const ServiceLeadResponse = Type.Object({
  success: Type.Boolean(),
  user: Type.Object({ id: Type.String({ description: 'Opaque booking token; valid for two hours, for the e-mail it was issued to.' }) }),
});
export type ServiceLeadResponse = Static<typeof ServiceLeadResponse>;

export const UserListQuery = Type.Object({
  role: Type.Optional(Role),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  ...PageQuery,
});
export type UserListQuery = Static<typeof UserListQuery>;

export const UserListResponse = Paginated('users', User);
export type UserListResponse = Static<typeof UserListResponse>;

export const AdminUpdateUserBody = Type.Object({
  username: Required(Str(100), MESSAGES.editUserRequired, 'editUserRequired'),
  email: Required(Str(320), MESSAGES.editUserRequired, 'editUserRequired'),
  phone: OptStr(40),
  role: Required(Type.String({ maxLength: 20 }), MESSAGES.editUserRequired, 'editUserRequired'),
});
export type AdminUpdateUserBody = Static<typeof AdminUpdateUserBody>;

/** E-mail and role are not part of this body: the schema strips them, so they can never change here. */
export const ProfileUpdateBody = Type.Object(
  {
    username: Type.Optional(Str(100)),
    phone: OptStr(40),
    contactStreet: OptStr(200),
    contactCity: OptStr(100),
    contactZip: OptStr(10),
    contactApartment: OptStr(50),
  },
  { additionalProperties: false },
);
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

export const PasswordChangeBody = Type.Object({
  currentPassword: Required(Str(200), MESSAGES.passwordFieldsRequired, 'passwordFieldsRequired'),
  newPassword: Required(Str(200), MESSAGES.passwordFieldsRequired, 'passwordFieldsRequired'),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const UserResponse = Success({ user: User });
export type UserResponse = Static<typeof UserResponse>;

/** The service-lead form's codes, known to every program that imports them (core/error-codes.ts). */
declare module '../core/error-codes' {
  interface DomainErrorCodes {
    serviceLead: keyof typeof SERVICE_LEAD_MESSAGES;
  }
}
