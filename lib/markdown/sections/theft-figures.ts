// Theft figures of one model, as counts and a rate: facts, with no judgement of the car.
import type { z } from 'zod';
import type { ModelThefts } from '../../shards/schemas.ts';
import { blocks, bullets, table } from '../blocks.ts';
import { formatDecimal, formatInt } from '../format.ts';
import { THEFT_SAMPLE_NOTICE } from './sample-notice.ts';

export function modelTheftSection(thefts: z.infer<typeof ModelThefts> | null): string {
  if (!thefts) return 'אין בקובץ הגניבות של המשטרה נתונים על הדגם הזה.';
  const facts = [
    thefts.rate_per_1000 === null
      ? null
      : `ב־${thefts.rate_year} נגנבו ${formatDecimal(thefts.rate_per_1000, 1)} כלי רכב מהדגם לכל 1,000 כלי רכב ממנו על הכביש ` +
        `(בכלל הרכב הפרטי: ${formatDecimal(thefts.national_rate_per_1000, 1)} לכל 1,000).`,
    thefts.shared_with.length > 0 ? `המשטרה מדווחת על הדגם הזה יחד עם: ${thefts.shared_with.join(', ')}.` : null,
    thefts.top_production_years.length > 0
      ? `שנות הייצור עם הכי הרבה גניבות: ${thefts.top_production_years.map((y) => `${y.year} (${formatInt(y.thefts)})`).join(', ')}.`
      : null,
  ].filter((l): l is string => l !== null);
  return blocks(
    thefts.sample && THEFT_SAMPLE_NOTICE,
    table(['שנה', 'גניבות', 'הוחזרו לבעלים'], thefts.by_year.map((y) => [y.year, formatInt(y.thefts), formatInt(y.recovered)])),
    facts.length > 0 && bullets(facts),
  );
}
