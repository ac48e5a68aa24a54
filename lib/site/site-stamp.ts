// The stamp written last into a built site, naming what it was built from: the site build writes it and the
// server reads it to know whether a data version's site is ready. Dot files are never served.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteCodeFingerprint } from './site-code.ts';

export const BUILD_STAMP = '.site-build.json';

export interface SiteStamp {
  data_version: string;
  data_date: string;
  base_url: string;
  /** siteCodeFingerprint() of the code that built it. */
  code: string;
  pages: number;
}

export function readSiteStamp(outDir: string): SiteStamp | null {
  const file = path.join(outDir, BUILD_STAMP);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SiteStamp;
  } catch {
    return null;
  }
}

/** The stamp of outDir's site when it is of this data version for this base URL, whatever code built it. */
function stampOf(outDir: string, version: string, baseUrl: string): SiteStamp | null {
  const stamp = readSiteStamp(outDir);
  return stamp !== null && stamp.data_version === version && stamp.base_url === baseUrl ? stamp : null;
}

/** True when outDir holds a site of this data version for this base URL, whatever code built it. */
export function siteExists(outDir: string, version: string, baseUrl: string): boolean {
  return stampOf(outDir, version, baseUrl) !== null;
}

/** True when outDir holds the site of this data version built for this base URL by this process's code. */
export function siteIsBuilt(outDir: string, version: string, baseUrl: string): boolean {
  return stampOf(outDir, version, baseUrl)?.code === siteCodeFingerprint();
}
