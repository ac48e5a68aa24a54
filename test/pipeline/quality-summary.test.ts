// The quality report as `npm run pipeline` prints it, over the committed sample's report: the recall notices
// attached to no model are counted per reason (test/pipeline/recall-report.test.ts reads the same counts by hand).
import { describe, expect, it } from 'vitest';
import { DataStore } from '../../lib/data/data-store.ts';
import { qualitySummary } from '../../pipeline/quality-summary.ts';

const report = DataStore.openCurrent().quality!;

describe('the printed quality report', () => {
  it('counts the recall notices attached to a model, and those attached to none per reason', () => {
    expect(qualitySummary(report).split('\n')).toContain(
      '  recall notices: 34 of 44 attached to a model; to none: longer_name_only 3, unknown_word 2, motorcycle_maker 1, ' +
        'not_in_registry 1, other_powertrain 1, several_models 1, truck_maker 1',
    );
  });
});
