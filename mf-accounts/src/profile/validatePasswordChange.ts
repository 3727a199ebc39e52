import { meetsPasswordCriteria } from '@hvac/contracts/identity';

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeProblem = 'passwordFieldsRequired' | 'newPasswordsMismatch' | 'passwordCriteria';

/**
 * docs/domains/accounts.md#validation (password change): every field is required, then the new password and its confirmation must
 * match. The new password must also meet the registration criteria, which svc-identity enforces too;
 * checking here saves a round trip and shows the same message.
 */
export function validatePasswordChange(input: PasswordChangeInput): PasswordChangeProblem | null {
  if (!input.currentPassword || !input.newPassword || !input.confirmPassword) return 'passwordFieldsRequired';
  if (input.newPassword !== input.confirmPassword) return 'newPasswordsMismatch';
  if (!meetsPasswordCriteria(input.newPassword)) return 'passwordCriteria';
  return null;
}
