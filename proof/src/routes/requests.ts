import { ADMIN_ROLES, MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import { anyone, only, signedIn, type RouteRule } from './rule';
import { visitAttachmentUpload } from './upload';

/** svc-requests: blog, contact, service requests, analytics (docs/domains/service-requests.md#roles, public-site.md). */
export const REQUESTS_ROUTES: RouteRule[] = [
  { method: 'GET', path: '/api/blog/public', who: anyone() },
  { method: 'GET', path: '/api/blog/public/{slug}', who: anyone(), params: (f) => ({ slug: f.blogSlug }) },
  { method: 'POST', path: '/api/blog', who: only(MANAGER_ROLES, 'passes') },
  { method: 'PUT', path: '/api/blog/{id}', who: only(MANAGER_ROLES, 'passes'), params: (f) => ({ id: f.blogId }) },
  { method: 'DELETE', path: '/api/blog/{id}', who: only(MANAGER_ROLES, 'passes') },
  { method: 'POST', path: '/api/contact-messages', who: anyone('passes') },
  { method: 'GET', path: '/api/service-requests', who: only(MANAGER_ROLES) },
  { method: 'POST', path: '/api/service-requests', who: anyone('passes') },
  { method: 'GET', path: '/api/service-requests/my-requests', who: signedIn() },
  { method: 'GET', path: '/api/service-requests/assigned', who: only(STAFF_ROLES) },
  { method: 'GET', path: '/api/service-requests/summary', who: only(MANAGER_ROLES) },
  { method: 'GET', path: '/api/service-requests/admin', who: only(MANAGER_ROLES) },
  { method: 'GET', path: '/api/service-requests/assignees', who: only(MANAGER_ROLES) },
  { method: 'GET', path: '/api/service-requests/{id}', who: only(MANAGER_ROLES), params: (f) => ({ id: f.serviceRequest }) },
  { method: 'PUT', path: '/api/service-requests/{id}', who: only(MANAGER_ROLES, 'passes'), params: (f) => ({ id: f.serviceRequest }) },
  { method: 'PATCH', path: '/api/service-requests/{id}', who: only(MANAGER_ROLES, 'passes'), params: (f) => ({ id: f.serviceRequest }) },
  // Visits (docs/domains/service-requests.md#visits). The walk books no visit: bodies left empty are judged (400), ids made up are 404.
  { method: 'POST', path: '/api/service-requests/{id}/visits', who: only(MANAGER_ROLES, 'passes'), params: (f) => ({ id: f.serviceRequest }) },
  { method: 'GET', path: '/api/service-requests/{id}/visits', who: only(MANAGER_ROLES), params: (f) => ({ id: f.serviceRequest }) },
  { method: 'GET', path: '/api/visits', who: only(MANAGER_ROLES) },
  { method: 'GET', path: '/api/visits/{id}', who: only(STAFF_ROLES, 'passes') },
  { method: 'PUT', path: '/api/visits/{id}', who: only(MANAGER_ROLES, 'passes') },
  { method: 'POST', path: '/api/visits/{id}/status', who: only(STAFF_ROLES, 'passes') },
  { method: 'GET', path: '/api/my-visits', who: only(STAFF_ROLES) },
  // Attachments (docs/domains/service-requests.md#visit-attachments): ids made up are 404, the upload without a kind is 400.
  { method: 'POST', path: '/api/visits/{id}/attachments', who: only(STAFF_ROLES, 'passes'), raw: visitAttachmentUpload },
  { method: 'GET', path: '/api/visits/{id}/attachments', who: only(STAFF_ROLES, 'passes') },
  { method: 'GET', path: '/api/visits/{id}/attachments/{attachmentId}', who: only(STAFF_ROLES, 'passes') },
  { method: 'GET', path: '/api/technicians/{id}/working-hours', who: only(MANAGER_ROLES, 'passes') },
  { method: 'PUT', path: '/api/technicians/{id}/working-hours', who: only(ADMIN_ROLES, 'passes') },
  { method: 'GET', path: '/api/availability', who: anyone(), query: () => ({ date: '2030-01-07' }) },
  { method: 'POST', path: '/api/analytics/pageview', who: anyone('passes') },
  { method: 'GET', path: '/api/analytics/stats', who: only(ADMIN_ROLES) },
];
