import { Type } from 'typebox';
import { ErrorBody, MessageBody } from '@hvac/contracts';
import { mailLanguageOf, type App, type Mailer } from '@hvac/service-kit';
import type { IdentityContext } from '../config';
import { ResetRequestLimits } from './limits';
import { RESET_MESSAGES, requestReset, resetPassword } from './service';

const errors = { 400: ErrorBody };

export function passwordResetRoutes(app: App, ctx: IdentityContext, mailer: Mailer): void {
  const limits = new ResetRequestLimits(ctx.db, ctx.config);

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-time password reset link (same answer whether or not the address exists)',
        body: Type.Object({
          email: Type.Optional(Type.String({ maxLength: 320 })),
          language: Type.Optional(Type.String({ maxLength: 8, description: 'Language of the mail (en, fa, es); else Accept-Language, else English.' })),
        }),
        response: { 200: MessageBody, ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      const lang = mailLanguageOf(request.body.language, request.headers['accept-language']);
      await requestReset(ctx, mailer, request.body.email, (email) => limits.admit(email, request.ip), lang);
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
      await resetPassword(ctx, request.body.token, request.body.password, request.id);
      return { message: RESET_MESSAGES.done };
    },
  );
}
