import type { LegalContent } from './types';

const content: LegalContent = {
  privacy: {
    title: 'Privacy Policy',
    intro:
      '{company} ("we", "us") respects your privacy. This policy explains what personal information we collect when you use this website, book a service or contact us, how we use it and the choices you have.',
    sections: [
      {
        heading: 'Information We Collect',
        paragraphs: [
          'Information you give us: your name, e-mail address, phone number, service address, the details of your heating and cooling system and any message you send us through the contact form or the booking dialog.',
          'Account information: if you create an account, your username, e-mail address, phone number and a securely hashed password. We never store your password in readable form.',
          'Usage information: pages visited, browser and device type and the time of visits, collected without advertising trackers so we can keep the site fast and useful.',
        ],
      },
      {
        heading: 'How We Use Your Information',
        paragraphs: [
          'To schedule and perform the services you request, confirm appointments, send estimates and invoices and answer your questions.',
          'To keep records required by Texas law for licensed air conditioning and refrigeration contractors and for warranty registration with equipment manufacturers.',
          'To improve our website and services. We do not sell or rent your personal information to anyone.',
        ],
      },
      {
        heading: 'Sharing',
        paragraphs: [
          'We share information only with service providers who help us run our business (for example, e-mail delivery, payment processing and equipment manufacturers for warranty claims), under agreements that require them to protect it, or when the law requires us to.',
        ],
      },
      {
        heading: 'Cookies and Local Storage',
        paragraphs: [
          'We store your language choice and, when you sign in, your session in your browser so you stay signed in. We do not use advertising cookies.',
        ],
      },
      {
        heading: 'Data Security and Retention',
        paragraphs: [
          'We protect your information with encryption in transit, access controls and regular updates. We keep service records for as long as needed for warranty and legal purposes, and other information only as long as it is useful to you.',
        ],
      },
      {
        heading: 'Your Choices',
        paragraphs: [
          'You can update your profile at any time from Profile Settings, ask for a copy of your information or ask us to delete it, unless we must keep it by law. Write to {email} or call {phone}.',
        ],
      },
      {
        heading: 'Changes to This Policy',
        paragraphs: ['If we change this policy, we will post the new version here with its date. Significant changes will also be announced on the home page.'],
      },
    ],
  },
  terms: {
    title: 'Terms of Service',
    intro:
      'These terms apply to your use of this website and to service requests made through it. By using the site or booking a service, you agree to them.',
    sections: [
      {
        heading: 'Our Services',
        paragraphs: [
          '{company} provides heating, ventilation and air conditioning repair, maintenance and installation in the Greater Houston area under Texas ACR license {licence}.',
          'Prices shown on this site, including the diagnostic fee, add-on prices and system tiers, are indicative. Your final price is confirmed by phone and in writing before any work begins.',
        ],
      },
      {
        heading: 'Booking and Appointments',
        paragraphs: [
          'A request made online is not a confirmed appointment until our team calls you to confirm a date and time window. We aim to call within 1-2 business hours.',
          'Please give us at least 24 hours notice to cancel or reschedule. Emergency service is available 24/7 at {emergencyPhone}.',
        ],
      },
      {
        heading: 'Accounts',
        paragraphs: [
          'You are responsible for keeping your password confidential and for the accuracy of the information in your account. Tell us at once if you believe your account has been used without permission.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Invoices are due on completion of the work unless another arrangement is agreed in writing. Financing offered through third parties is subject to their own terms.',
        ],
      },
      {
        heading: 'Warranties',
        paragraphs: [
          'Repairs carry a 1-year labor warranty. New equipment carries the manufacturer warranty described in your estimate, and extended warranties apply as purchased. Warranties do not cover damage from misuse, lack of maintenance, flooding or power surges.',
        ],
      },
      {
        heading: 'Use of This Website',
        paragraphs: [
          'Do not misuse the site, attempt to access accounts that are not yours or send unlawful content through our forms. Content on this site, including blog articles, is for general information and does not replace an on-site inspection.',
        ],
      },
      {
        heading: 'Limitation of Liability',
        paragraphs: [
          'To the extent the law allows, we are not liable for indirect or consequential losses arising from the use of this website. Nothing in these terms limits your rights under the Texas Deceptive Trade Practices Act.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['Questions about these terms: {email}, {phone}, {address}.'],
      },
    ],
  },
};

export default content;
