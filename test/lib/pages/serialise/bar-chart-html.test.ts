// The bar chart grows from where the page's lines start: from the right on a Hebrew or Arabic page, from the left
// on an English or Russian one, its labels on that side and each figure at its bar's end.
import { describe, expect, it } from 'vitest';
import { barChartHtml, type BarChartProps } from '../../../../lib/pages/serialise/bar-chart-html.ts';

const props = (dir: 'rtl' | 'ltr'): BarChartProps => ({
  dir,
  id: 'years',
  title: 'Cars by year',
  labelHead: 'Year',
  valueHead: 'Cars',
  bars: [
    { label: '2020', value: 100 },
    { label: '2021', value: 50 },
  ],
  tableLabel: 'The figures as a table',
});

/** Each bar's rectangle as [left, right] and each text's x and anchor, in drawing order. */
function shapes(html: string) {
  const rects = [...html.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/g)].map((m) => {
    const left = Number(m[1]);
    return [left, left + Number(m[2])];
  });
  const texts = [...html.matchAll(/<text x="([\d.-]+)" y="[\d.]+" text-anchor="(\w+)"/g)].map((m) => [Number(m[1]), m[2]]);
  return { rects, texts };
}

describe('barChartHtml', () => {
  it('draws right to left: bars end at the same right edge, labels right-aligned at the right', () => {
    const { rects, texts } = shapes(barChartHtml(props('rtl')));
    expect(rects[0]![1]).toBe(rects[1]![1]);
    expect(rects[0]![0]).toBeLessThan(rects[1]![0]!);
    expect(texts[0]).toEqual([356, 'end']);
  });

  it('draws left to right as the mirror image: bars start at the same left edge, labels left-aligned at the left', () => {
    const rtl = shapes(barChartHtml(props('rtl')));
    const { rects, texts } = shapes(barChartHtml(props('ltr')));
    expect(rects[0]![0]).toBe(rects[1]![0]);
    expect(rects[0]![1]).toBeGreaterThan(rects[1]![1]!);
    expect(texts[0]).toEqual([4, 'start']);
    // The same lengths, mirrored about the chart's middle (360 wide).
    expect(rects.map(([l, r]) => [360 - r!, 360 - l!])).toEqual(rtl.rects);
    // Each figure just past its bar's end, on the side the bar grows to.
    expect(texts[1]![0]).toBe(rects[0]![1]! + 6);
  });
});
