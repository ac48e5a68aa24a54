// Open recalls of one plate (live registry) joined to the recall notices (catalog shard) for what is wrong, how
// it is fixed and whom to contact. A recall the notices do not describe still appears, with what the by-plate
// table says.
import { z } from 'zod';
import type { OperationContext } from '../context.ts';
import type { Answer, OpenRecallRow } from '../registry/registry.ts';

const OpenRecall = z.object({
  recall_id: z.number().int(),
  opened_date: z.string().nullable().meta({ description: 'YYYY-MM-DD the recall was opened for this car.' }),
  category_he: z.string().nullable(),
  problem_he: z.string().nullable().meta({ description: 'What is wrong (Hebrew, as published).' }),
  fix_he: z.string().nullable().meta({ description: 'How it is fixed (Hebrew, as published).' }),
  importer: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});
type OpenRecall = z.infer<typeof OpenRecall>;

/** The spec types open_recalls as "object or null": the recalls still open for the car and how many there are. */
export const OpenRecalls = z.object({
  count: z.number().int().nonnegative().meta({ description: 'How many recalls are open for this car (0 when none).' }),
  recalls: z.array(OpenRecall),
});
export type OpenRecalls = z.infer<typeof OpenRecalls>;

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
