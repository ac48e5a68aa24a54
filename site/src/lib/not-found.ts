// The words of the 404 page, in its HTML and markdown forms.
import { MAKES_PATH } from '../../../lib/urls/page-urls.ts';
import { GENERATED_SAMPLE_MARKDOWN } from '../../../lib/pages/render/sections/sample-notice.ts';

export const NOT_FOUND = {
  title: 'הדף לא נמצא',
  text: 'אין באתר דף בכתובת הזו. אולי הכתובת שגויה, או שהדגם לא מופיע בנתונים של משרד התחבורה.',
  links: [
    { href: '/', label: 'דף הבית: בדיקת רכב וחיפוש' },
    { href: MAKES_PATH, label: 'כל היצרנים והדגמים' },
    { href: '/llms.txt', label: 'מפת האתר לעוזרי AI (llms.txt)' },
  ],
};

/** `sample`: the data version is the generated sample, which the page says first. */
export function notFoundMarkdown(baseUrl: string, sample: boolean): string {
  return [
    ...(sample ? [GENERATED_SAMPLE_MARKDOWN, ''] : []),
    `# ${NOT_FOUND.title}`,
    '',
    NOT_FOUND.text,
    '',
    ...NOT_FOUND.links.map((l) => `- [${l.label}](${baseUrl}${l.href})`),
    '',
  ].join('\n');
}
