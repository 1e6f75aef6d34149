// Which push endpoints the server accepts. The server POSTs to every endpoint it keeps, so an
// endpoint is only kept when it is https on a configured push-service host: anything else (an
// internal address, a metadata service, a random site) would let a customer aim our server at it.
import type { PushConfig } from '../../config.ts';

export const FOREIGN_ENDPOINT = 'This browser’s push service is not one we can send to. Try Chrome, Edge, Firefox or Safari.';

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => (entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry));
}

/** The endpoint's URL when the server may send to it, or null. */
export function allowedEndpoint(endpoint: string, config: Pick<PushConfig, 'endpointHosts' | 'insecureEndpointHosts'>): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (!hostAllowed(host, config.endpointHosts)) return null;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && hostAllowed(host, config.insecureEndpointHosts)) return url;
  return null;
}
