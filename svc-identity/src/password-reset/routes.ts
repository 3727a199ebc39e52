import { Type } from 'typebox';
import { ErrorBody, MessageBody } from '@hvac/contracts';
import type { App, Mailer } from '@hvac/service-kit';
import type { IdentityContext } from '../config';
import { RESET_MESSAGES, requestReset, resetPassword } from './service';

const errors = { 400: ErrorBody };

export function passwordResetRoutes(app: App, ctx: IdentityContext, mailer: Mailer): void {
  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-time password reset link (same answer whether or not the address exists)',
        body: Type.Object({ email: Type.Optional(Type.String({ maxLength: 320 })) }),
        response: { 200: MessageBody, ...errors },
      },
    },
    async (request) => {
      await requestReset(ctx, mailer, request.body.email);
      return { message: RESET_MESSAGES.sent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })), password: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: MessageBody, ...errors },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: RESET_MESSAGES.done };
    },
  );
}
