// How this service introduces itself upstream (data.gov.il's firewall rejects library-default User-Agents) and
// to the operator's webhook: name, version, and where to read about it.
import { API_VERSION } from './envelope.ts';

export function serviceUserAgent(publicBaseUrl: string): string {
  return `israel-car-facts/${API_VERSION} (public car-facts service; +${publicBaseUrl}/sources)`;
}
