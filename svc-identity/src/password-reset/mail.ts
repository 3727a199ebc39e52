import Handlebars from 'handlebars';

const html = Handlebars.compile(`<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Hello {{name}},</p>
<p>We received a request to reset the password of your Bayou City Comfort HVAC account.</p>
<p><a href="{{link}}" style="display:inline-block;padding:10px 16px;background:#0b5cab;color:#fff;text-decoration:none;border-radius:6px">Reset your password</a></p>
<p>This link works once and expires in {{minutes}} minutes. If you did not ask for it, you can ignore this e-mail.</p>
</body></html>`);

export const resetMail = (name: string, link: string, minutes: number) => ({
  subject: 'Reset your password',
  text: `Hello ${name},\n\nWe received a request to reset the password of your Bayou City Comfort HVAC account.\nOpen this link to choose a new password (it works once and expires in ${minutes} minutes):\n${link}\n\nIf you did not ask for it, you can ignore this e-mail.\n`,
  html: html({ name, link, minutes }),
});
