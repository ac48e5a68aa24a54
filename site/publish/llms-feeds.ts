// llms.txt's "Feeds" section: what an assistant or a person can subscribe to. A car's addresses are written as
// URI templates ({plate}): the list names no car.
import { absoluteUrl } from '../../lib/urls/page-urls.ts';
import { recallFeedPath, vehicleCalendarPath, vehicleFeedPath } from '../../lib/urls/feed-urls.ts';

export const FEEDS_SECTION = 'Feeds';

export function llmsFeedLines(baseUrl: string): string[] {
  return [
    `## ${FEEDS_SECTION}`,
    '',
    `- [Recall notices](${absoluteUrl(baseUrl, recallFeedPath())}): Atom, the newest notices first; a make's at ` +
      `${recallFeedPath('{make}')}, a model's at ${recallFeedPath('{make}', '{model}')} (the slugs of its page URL); ` +
      `in Arabic and English under /ar and /en (${recallFeedPath(undefined, undefined, 'en')})`,
    `- [One car's feed](${absoluteUrl(baseUrl, vehicleFeedPath('{plate}'))}): Atom, an entry when an open recall ` +
      'appears or closes or the status changes, computed from the live look-up on every request; the URL holds the ' +
      'plate, so anyone with it can read the feed',
    `- [One car's calendar](${absoluteUrl(baseUrl, vehicleCalendarPath('{plate}'))}): iCalendar, subscribe as ` +
      'webcal://: licence expiry and annual test with reminders two weeks before, regenerated on every poll; only ' +
      'for a car on the road with a date (a car off the road answers 410 Gone)',
    '',
  ];
}
