import { describe, expect, it } from 'vitest';
import { formatProgressBar, renderProgressBar } from './progress.js';

const sink = (isTTY: boolean) => {
  const out: string[] = [];
  return { out, stream: { isTTY, write: (text: string) => out.push(text) } };
};

describe('formatProgressBar', () => {
  it('fills the bar in proportion and names the step', () => {
    expect(formatProgressBar({ step: 'flights', done: 5, total: 10 }, 10)).toBe('[#####-----]  50% flights');
    expect(formatProgressBar({ step: 'done', done: 3, total: 3 }, 4)).toBe('[####] 100% done');
    expect(formatProgressBar({ step: 'start', done: 0, total: 0 }, 4)).toBe('[####] 100% start');
  });
});

describe('renderProgressBar', () => {
  it('redraws in place on a terminal and ends the line when complete', () => {
    const { out, stream } = sink(true);
    const render = renderProgressBar(stream, 'Loading');
    render({ step: 'birth_names', done: 1, total: 4 });
    render({ step: 'done', done: 4, total: 4 });
    expect(out[0]).toBe(`\rLoading [${'#'.repeat(8)}${'-'.repeat(22)}]  25% birth_names\x1b[K`);
    expect(out.slice(1)).toEqual([`\rLoading [${'#'.repeat(30)}] 100% done\x1b[K`, '\n']);
  });

  it('writes plain lines when not a terminal', () => {
    const { out, stream } = sink(false);
    const render = renderProgressBar(stream);
    render({ step: 'flights', done: 2, total: 4 });
    expect(out).toEqual([`Loading examples [${'#'.repeat(15)}${'-'.repeat(15)}]  50% flights\n`]);
  });
});
