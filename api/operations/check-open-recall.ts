import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { PlateParam } from './params.ts';
import { normalisePlate } from '../../lib/rules/plate.ts';
import { lookupPlate, makeOfVehicle, upstreamError } from '../live/plate-lookup.ts';
import { UpstreamUnavailableError } from '../registry/registry.ts';
import { openRecallsOf, withCoverage } from '../live/open-recalls.ts';
import { combineFreshness } from '../live/freshness.ts';
import { OffRoad, offRoadOf } from '../live/off-road.ts';
import { OpenRecalls } from '../../lib/plate-answer/open-recalls.ts';
import { Freshness } from '../../lib/plate-answer/freshness.ts';
import { absoluteUrl, modelPath, vehiclePath } from '../../lib/urls/page-urls.ts';
import { PLATE_PAGE_MEMBERS } from '../../lib/plate-answer/attention.ts';
import { lookupVehicle, NOT_FOUND_PAGE } from './lookup-vehicle.ts';
import type { OperationContext } from '../context.ts';

/**
 * The plate page's addresses and attention list, from the plate's whole answer (the page's): the list holds more
 * than recalls (the licence, the odometer, owners), and an assistant asking about recalls is shown it too.
 */
async function pageOf(plate: string, ctx: OperationContext) {
  const { page_url, markdown_url, feed_url, calendar_url, attention } = await lookupVehicle.handler({ plate }, ctx);
  return { page_url, markdown_url, feed_url, calendar_url, attention };
}

export const checkOpenRecall = defineOperation({
  name: 'check_open_recall',
  title: 'Check a vehicle for open recalls',
  description: 'Live check by plate: whether the car has an open recall, what is wrong, how it is fixed, and the importer to contact.',
  method: 'GET',
  path: '/recall',
  tags: ['live'],
  budget: 'live',
  input: z.strictObject({ plate: PlateParam }),
  output: withCommon({
    plate: z.string(),
    has_open_recall: z.boolean().nullable().meta({ description: 'null when the plate is unknown or the registry could not be asked.' }),
    open_recalls: OpenRecalls.nullable().meta({
      description: 'The open recalls and their count; null when the plate is unknown or the registry could not be asked.',
    }),
    model: z
      .object({
        make_slug: z.string().nullable(),
        model_slug: z.string().nullable(),
        make_name_he: z
          .string()
          .meta({ description: 'The make as people know it (the catalog make), not the registry make-and-country text.' }),
        make_name_en: z.string().nullable(),
        name: z.string(),
        url: z.string().nullable(),
      })
      .nullable(),
    year: z.number().int().nullable(),
    off_road: OffRoad,
    freshness: Freshness.nullable(),
    ...PLATE_PAGE_MEMBERS,
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async handler(input, ctx) {
    const plate = normalisePlate(input.plate);
    const [found, recalls, page] = await Promise.all([
      lookupPlate(ctx, plate),
      openRecallsOf(ctx, plate).catch((error: unknown) => {
        if (error instanceof UpstreamUnavailableError) return error;
        throw error;
      }),
      pageOf(plate, ctx),
    ]);
    const unread = recalls instanceof UpstreamUnavailableError ? recalls : null;
    const read = recalls instanceof UpstreamUnavailableError ? null : recalls;
    const freshness = combineFreshness([found.freshness, read?.freshness].filter((f) => f != null));
    const base = ctx.config.publicBaseUrl;
    const recallsPage = absoluteUrl(base, '/recalls');
    const v = found.vehicle;
    if (!v) {
      return {
        plate,
        has_open_recall: null,
        open_recalls: null,
        model: null,
        year: null,
        off_road: null,
        freshness,
        ...NOT_FOUND_PAGE,
        citation_url: recallsPage,
        data_date: found.asOf,
        error: found.error,
      };
    }
    const key = found.model;
    const modelPage = key ? modelPath(key.make_slug, key.model_slug) : null;
    const make = makeOfVehicle(ctx.data, v, key);
    return {
      plate,
      has_open_recall: read ? read.value.count > 0 : null,
      open_recalls: read ? withCoverage(read.value, v, ctx.lang.asked ? ctx.lang.value : null) : null,
      model: {
        make_slug: make?.slug ?? null,
        model_slug: key?.model_slug ?? null,
        make_name_he: make?.name_he ?? v.make_name_he,
        make_name_en: make?.name_en ?? null,
        name: (key ? ctx.data.model(key.make_slug, key.model_slug)?.model.name : undefined) ?? v.commercial_name ?? v.model_code_name,
        url: modelPage ? absoluteUrl(base, modelPage) : null,
      },
      year: v.year,
      off_road: offRoadOf(ctx, v, found.asOf),
      freshness,
      ...page,
      // The plate's own page: its recalls section and every other fact of this car.
      citation_url: page.page_url === null ? recallsPage : absoluteUrl(base, vehiclePath(plate)),
      data_date: found.asOf,
      ...(unread ? { error: { ...upstreamError(unread), message: `The open-recall list could not be read: ${unread.message}.` } } : {}),
    };
  },
});
