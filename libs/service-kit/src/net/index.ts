// Rules of the HTTP edge that the gateway and the services share: who may say the client's address,
// what a request id may be, how a file's name is sent. Importable alone (@hvac/service-kit/net), without
// the service runtime.
export { isAddressOrRange, isProxyList, proxyList } from './proxies';
export { REQUEST_ID_HEADER, genRequestId, sanitizeRequestId } from './request-id';
export { clientError, clientErrorBody } from './client-errors';
export { loggedUrl } from './logged-url';
export { contentDisposition } from './content-disposition';
