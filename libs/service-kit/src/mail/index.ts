export { createMailer, type Mailer } from './mailer';
export { composeMail, isolateLtr, mailLanguageOf, type MailContent, type MailLanguage } from './compose';
export { MailConfig } from './config';
export { mailOutboxMigration, queueMail, type Mail } from './outbox';
