import { Type, type Static } from 'typebox';
import { Role } from './roles';
import { Pagination, PageQuery } from './common';

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
 * Request bodies keep their fields optional at the schema level so the service can answer with the
 * spec's own messages ("Full Name is required.") instead of a generic schema error; lengths are
 * still bounded here so nothing oversized reaches the database.
 */
export const LoginBody = Type.Object({ email: Type.Optional(Str(320)), password: Type.Optional(Str(200)) });
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object({
  username: Type.Optional(Str(100)),
  email: Type.Optional(Str(320)),
  phone: OptStr(40),
  password: Type.Optional(Str(200)),
  confirmPassword: Type.Optional(Str(200)),
  role: Type.Optional(Type.String({ maxLength: 20 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const AuthResponse = Type.Object({ user: User, token: Type.String() });
export type AuthResponse = Static<typeof AuthResponse>;

export const ServiceLeadBody = Type.Object({
  email: Type.Optional(Str(320)),
  fullName: Type.Optional(Str(100)),
  phone: OptStr(40),
  contactStreet: OptStr(200),
  contactCity: OptStr(100),
  contactZip: OptStr(10),
  contactApartment: OptStr(50),
});
export type ServiceLeadBody = Static<typeof ServiceLeadBody>;

export const ServiceLeadResponse = Type.Object({
  success: Type.Boolean(),
  user: Type.Object({ id: Type.String({ format: 'uuid' }) }),
});
export type ServiceLeadResponse = Static<typeof ServiceLeadResponse>;

export const UserListQuery = Type.Object({
  role: Type.Optional(Role),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  ...PageQuery,
});
export type UserListQuery = Static<typeof UserListQuery>;

export const UserListResponse = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({ users: Type.Array(User), pagination: Pagination }),
});
export type UserListResponse = Static<typeof UserListResponse>;

export const AdminUpdateUserBody = Type.Object({
  username: Type.Optional(Str(100)),
  email: Type.Optional(Str(320)),
  phone: OptStr(40),
  role: Type.Optional(Type.String({ maxLength: 20 })),
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
  currentPassword: Type.Optional(Str(200)),
  newPassword: Type.Optional(Str(200)),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const UserResponse = Type.Object({ user: User });
export type UserResponse = Static<typeof UserResponse>;
