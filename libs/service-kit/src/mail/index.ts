export { createMailer, type Mail, type Mailer } from './mailer';
export { composeMail, isolateLtr, mailLanguageOf, type MailContent, type MailLanguage } from './compose';
export { MailConfig } from './config';
export { mailOutboxMigration, queueMail } from './outbox';
