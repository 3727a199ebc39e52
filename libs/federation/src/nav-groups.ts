/**
 * Where a navigation entry sits (src/declaration.ts): `home` is a role's home (the logo's target and the
 * first entry), `account` is drawn in the account menu only; the others are the frame's groups, in this
 * order. A module of its own, so only the chunks that draw entries carry it, never the shell's first one.
 */
export const NAV_GROUPS = ['home', 'work', 'money', 'stock', 'admin', 'account'] as const;
