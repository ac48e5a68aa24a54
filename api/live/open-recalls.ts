// Open recalls of one plate (live registry) joined to the recall notices (catalog shard) for what is wrong, how
// it is fixed and whom to contact. A recall the notices do not describe still appears, with what the by-plate
// table says.
import type { Lang } from '../../lib/i18n/lang.ts';
import { localizedMember } from '../../lib/i18n/localized-member.ts';
import type { OpenRecall, OpenRecalls } from '../../lib/plate-answer/open-recalls.ts';
import type { OperationContext } from '../context.ts';
import type { Answer, OpenRecallRow, RegistryVehicle } from '../registry/registry.ts';
import { message } from '../../lib/i18n/messages.ts';

function joinRecallNotices(ctx: OperationContext, rows: OpenRecallRow[]): OpenRecall[] {
  const notices = new Map(ctx.data.recalls.recalls.map((n) => [n.recall_id, n]));
  return rows
    .map((row) => {
      const notice = notices.get(row.recall_id);
      return {
        recall_id: row.recall_id,
        opened_date: row.opened_date,
        category_he: row.category_he ?? notice?.category_he ?? null,
        problem_he: notice?.problem_he ?? row.problem_he,
        fix_he: notice?.fix_he ?? null,
        importer: notice?.importer ?? null,
        phone: notice?.phone ?? null,
        website: notice?.website ?? null,
      };
    })
    .sort((a, b) => a.recall_id - b.recall_id);
}

export async function openRecallsOf(ctx: OperationContext, plate: string): Promise<Answer<OpenRecalls>> {
  const answer = await ctx.registry.openRecalls(plate);
  const recalls = joinRecallNotices(ctx, answer.value);
  return { value: { count: recalls.length, recalls }, freshness: answer.freshness };
}

/**
 * The open recalls of a car as its answer gives them: for a personal import, with the caveat that the list follows
 * the importers' campaigns (the plate page says the same, from the same catalogue sentence).
 */
export function withCoverage(recalls: OpenRecalls, vehicle: RegistryVehicle | null, lang: Lang | null = null): OpenRecalls {
  if (vehicle?.source !== 'personal_import') return recalls;
  const text = (l: Lang) => message(l, 'vehicle.recalls.personalImportCoverage');
  const texts = { text_he: text('he'), text_en: text('en'), text_ar: text('ar') };
  return { ...recalls, coverage: { code: 'personal_import', ...texts, ...localizedMember('text', texts, lang, text) } };
}
