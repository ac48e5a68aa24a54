// Where the site is built and the address it is built for: shared by the Astro config, buildSite and the server.
import { loadConfig } from '../api/config.ts';

/** Absolute origin baked into canonical URLs, twins and llms files: the API's PUBLIC_BASE_URL, no trailing slash. */
export function siteBaseUrl(): string {
  return loadConfig().publicBaseUrl;
}

export function siteOutDir(): string {
  return loadConfig().siteDir;
}
