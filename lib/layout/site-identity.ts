// The site's name and one-line description: the page titles, Open Graph, JSON-LD and llms.txt all use these.
// The words are the frame catalogue's (lib/i18n/catalogues/frame/), where the Arabic ones stand beside them.
import { message } from '../i18n/messages.ts';

export const SITE_NAME_HE = message('he', 'frame.siteName');
export const SITE_NAME_EN = message('en', 'frame.siteName');
export const SITE_SUMMARY_HE = message('he', 'frame.siteSummary');
export const SITE_SUMMARY_EN = message('en', 'frame.siteSummary');
/** The regulator's compulsory-insurance price calculator: linked only, never scraped or quoted. */
export const CHOVA_CALCULATOR_URL = 'https://car.cma.gov.il/';
