/* `@hvac/contracts/requests`: service requests and booking, the blog, contact and page analytics (svc-requests, mf-public), owned by the public-site team. */
export * from './service-requests';
export * from './visits';
export * from './visit-attachments';
export * from './summary';
export * from './booking-labels';
export * from './blog';
export * from './contact';
export * from './analytics';
