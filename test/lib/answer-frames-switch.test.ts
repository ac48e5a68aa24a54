// MCP_ANSWER_FRAMES: the answer frames are on unless turned off, and a value other than on/off is refused at start.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('MCP_ANSWER_FRAMES', () => {
  it('is on by default and off when set so', () => {
    delete process.env.MCP_ANSWER_FRAMES;
    expect(loadConfig().answerFrames).toBe(true);
    process.env.MCP_ANSWER_FRAMES = 'off';
    expect(loadConfig().answerFrames).toBe(false);
  });

  it('refuses another value, naming the accepted ones', () => {
    process.env.MCP_ANSWER_FRAMES = 'false';
    expect(() => loadConfig()).toThrow('MCP_ANSWER_FRAMES must be one of on, off; got "false"');
  });
});
