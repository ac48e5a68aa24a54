// The pipeline's telemetry, in process against a loopback OTLP receiver: each stage Progress runs is a span with the
// rows it wrote, inside the run's span, and shutdown() (what npm run pipeline awaits before it exits) delivers the
// spans and the run duration histogram.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OtlpReceiver } from '../../support/otlp-receiver.ts';
import { Progress } from '../../../pipeline/progress.ts';
import { recordPipelineRun, startTelemetry, telemetryOn, traced, SpanKind } from '../../../lib/telemetry/telemetry.ts';

const receiver = new OtlpReceiver();

beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

it('exports a span per step with its rows and the run duration, flushed by shutdown', async () => {
  const telemetry = await startTelemetry(receiver.endpoint, 'carfacts-pipeline');
  expect(telemetryOn()).toBe(true);
  const progress = new Progress(true);
  const started = performance.now();
  await traced({ name: 'pipeline run', kind: SpanKind.INTERNAL }, async () => {
    await progress.stage('recalls.json', async () => ({ rows: 42 }));
    await progress.stage('pages.json', async () => ({ rows: 7 }));
  });
  recordPipelineRun({ 'carfacts.pipeline.outcome': 'published' }, started);
  await telemetry.shutdown();
  expect(telemetryOn()).toBe(false);

  await receiver.until(() => receiver.metrics().length > 0 && receiver.spans().length >= 3, 'the run');
  const spans = receiver.spans();
  const run = spans.find((s) => s.name === 'pipeline run')!;
  const step = spans.find((s) => s.name === 'pipeline recalls.json');
  expect(step?.attributes).toEqual({ 'carfacts.pipeline.step': 'recalls.json', 'carfacts.pipeline.rows_written': 42 });
  expect(step?.parentSpanId).toBe((run as unknown as { spanId: string }).spanId);
  expect(spans.find((s) => s.name === 'pipeline pages.json')?.attributes['carfacts.pipeline.rows_written']).toBe(7);
  const duration = receiver.metrics().find((m) => m.name === 'carfacts.pipeline.run.duration');
  expect(duration?.unit).toBe('s');
  expect(duration?.points).toEqual([{ 'carfacts.pipeline.outcome': 'published' }]);
});
