// The plate form and the search form as plain HTML that works without JavaScript (GET /vehicle, GET /search):
// on the pages that would otherwise end a person's way (an unknown or malformed plate, search results, the 404
// page), so the next try is on the same page. `novalidate`: the server answers a bad plate in Hebrew with the
// form again, where the browser's own bubble would speak its language and say only "match the format".
import { escapeHtml as esc } from '../text/escape-html.ts';

export function plateFormHtml(value = ''): string {
  return (
    '<section class="panel" aria-labelledby="plate-form-title"><h2 id="plate-form-title">בדיקת רכב לפי מספר רישוי</h2>' +
    '<form class="inline-form" action="/vehicle" method="get" novalidate><div><label for="plate-form-input">מספר רישוי</label>' +
    `<input id="plate-form-input" name="plate" type="text" inputmode="numeric" autocomplete="off" maxlength="20" dir="ltr"` +
    ` value="${esc(value)}" aria-describedby="plate-form-hint">` +
    '<p id="plate-form-hint" class="hint note">7 או 8 ספרות, אפשר עם מקפים.</p></div>' +
    '<button type="submit">בדיקה</button></form></section>'
  );
}

export function searchFormHtml(value = ''): string {
  return (
    '<section class="panel" aria-labelledby="search-form-title"><h2 id="search-form-title">חיפוש באתר</h2>' +
    '<form class="inline-form" action="/search" method="get" role="search" novalidate><div>' +
    '<label for="search-form-input">יצרן, דגם או נושא</label>' +
    `<input id="search-form-input" name="q" type="search" maxlength="200" value="${esc(value)}"` +
    ' placeholder="למשל: קורולה, Picanto, ריקול"></div><button type="submit">חיפוש</button></form></section>'
  );
}
