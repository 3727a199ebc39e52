import { ErrorBody } from '@hvac/contracts';
import { ContactMessageBody, ContactMessageResponse } from '@hvac/contracts/requests';
import { success, type App, type Mailer } from '@hvac/service-kit';
import type { RequestsContext } from '../config';
import { submitContactMessage } from './service';

export function contactRoutes(app: App, ctx: RequestsContext, mailer: Mailer): void {
  app.post(
    '/api/contact-messages',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact form; the office receives it by e-mail',
        body: ContactMessageBody,
        response: { 201: ContactMessageResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const id = await submitContactMessage(ctx, mailer, request.body);
      return reply.status(201).send(success({ id }));
    },
  );
}
