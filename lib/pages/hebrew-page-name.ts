// A single-page type's entry in the pages shard is Hebrew, the governing language: its title, summary and Hebrew
// search words are the Hebrew catalogue's (`title`, `summary`, `keywords` of its area), the same words the page
// prints, so the shard and the page cannot drift. Other languages name the page through `singlePageName`.
import type { Area, MessageKey } from '../i18n/catalogues.ts';
import { message } from '../i18n/messages.ts';

export interface HebrewPageName {
  title: string;
  summary: string;
  /** The area's Hebrew search words, a comma-separated list in the catalogue. */
  keywords: string[];
}

export function hebrewPageName(area: Area): HebrewPageName {
  const he = (key: string) => message('he', `${area}.${key}` as MessageKey);
  return { title: he('title'), summary: he('summary'), keywords: he('keywords').split(/\s*,\s*/) };
}
