// A tool answer's text: the JSON of its data first (clients without structuredContent parse it), and on the
// generated sample one more line saying so in words, since many clients give the model the text and not `_meta`.
import { describe, expect, it } from 'vitest';
import { SAMPLE_LINE, toolResult } from '../../../api/mcp/tool-result.ts';
import { message } from '../../../lib/i18n/messages.ts';

const data = { plate: '10000009', data_date: '2026-11-20' };

describe('toolResult', () => {
  it('gives the JSON alone on ministry data', () => {
    expect(toolResult({ ok: true, data }, false)).toEqual({
      structuredContent: data,
      content: [{ type: 'text', text: JSON.stringify(data) }],
      _meta: { sample: false },
    });
  });

  it('adds the sample line after the JSON on the generated sample', () => {
    const result = toolResult({ ok: true, data }, true, '{"cached":true}');
    expect(result.content).toEqual([
      { type: 'text', text: '{"cached":true}' },
      { type: 'text', text: SAMPLE_LINE },
    ]);
    expect(SAMPLE_LINE).toBe('Sample data: the figures on this site are generated for testing; they are not Ministry of Transport data.');
    expect(SAMPLE_LINE).toBe(`${message('en', 'frame.sampleLabel')} ${message('en', 'frame.sampleText')}`);
    expect(result._meta).toEqual({ sample: true });
  });
});
