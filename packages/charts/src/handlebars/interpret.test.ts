import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { interpret, type Helper } from './interpret.js';
import { renderTemplate } from './render.js';

const helpers = new Map<string, Helper>([
  ['upper', (s) => String(s).toUpperCase()],
  ['join3', (a, b, c) => `${String(a)}-${String(b)}-${String(c)}`],
  ['kv', (...args) => JSON.stringify((args.at(-1) as { hash: unknown }).hash)],
  ['html', () => '<b>x</b>'],
  [
    'twice',
    function (this: unknown, ...args) {
      const o = args.at(-1) as { fn: (c: unknown) => string; inverse: (c: unknown) => string };
      return args.length > 1 && args[0] ? o.fn(this) + o.fn(this) : o.inverse(this);
    },
  ],
]);
const run = (t: string, ctx: unknown = {}) => interpret(t, ctx, helpers);

describe('interpret', () => {
  it('renders content, comments, paths and this', () => {
    expect(run('a{{! c }}{{!-- d --}}b')).toBe('ab');
    expect(run('{{a.b}} {{this.a.b}} {{./a.b}} {{missing.x}}', { a: { b: 1 } })).toBe('1 1 1 ');
    expect(run('{{this}}', 'x')).toBe('x');
    expect(run('{{#with a}}{{b}}{{../c}}{{/with}}', { a: { b: 1 }, c: 2 })).toBe('12');
    expect(run('{{#each xs}}{{#if this}}{{../n}}{{/if}}{{/each}}', { xs: [1], n: 'p' })).toBe('p');
    expect(run('{{n}} {{f}} {{z}} {{u}} {{xs}}', { n: 0, f: false, z: null, xs: [1, 2] })).toBe(
      '0 false   1,2',
    );
  });

  it('iterates arrays and objects with @index @key @first @last and else', () => {
    expect(
      run('{{#each xs}}{{@index}}{{this}}{{#if @first}}F{{/if}}{{#if @last}}L{{/if}},{{/each}}', {
        xs: ['a', 'b'],
      }),
    ).toBe('0aF,1bL,');
    expect(run('{{#each o}}{{@key}}={{this}};{{/each}}', { o: { x: 1, y: 2 } })).toBe('x=1;y=2;');
    expect(run('{{#each xs}}x{{else}}none{{/each}}', { xs: [] })).toBe('none');
    expect(run('{{#each xs as |v i|}}{{i}}:{{v}} {{/each}}', { xs: ['a'] })).toBe('0:a ');
    expect(run('{{#each a}}{{#each this}}{{@../index}}{{@index}}{{/each}}{{/each}}', { a: [[1, 2]] })).toBe(
      '0001',
    );
    expect(run('{{#each xs}}{{@root.t}}{{/each}}', { xs: [1], t: 'R' })).toBe('R');
  });

  it('runs if/unless/with with else, and a block on a plain path', () => {
    expect(run('{{#if a}}y{{else}}n{{/if}}{{#if b}}y{{else}}n{{/if}}', { a: 1, b: [] })).toBe('yn');
    expect(run('{{#if a}}1{{else if b}}2{{else}}3{{/if}}', { b: 1 })).toBe('2');
    expect(run('{{#if z includeZero=true}}y{{/if}}', { z: 0 })).toBe('y');
    expect(run('{{#unless a}}u{{else}}e{{/unless}}', { a: 0 })).toBe('u');
    expect(run('{{#with a}}w{{else}}none{{/with}}', {})).toBe('none');
    expect(
      run('{{#xs}}{{this}}{{/xs}}|{{#o}}{{k}}{{/o}}|{{#no}}x{{else}}e{{/no}}', { xs: [1, 2], o: { k: 3 } }),
    ).toBe('12|3|e');
  });

  it('calls helpers with params, hash, subexpressions, literals and lookup', () => {
    expect(run('{{upper s}}', { s: 'ab' })).toBe('AB');
    expect(run('{{join3 "s" 1.5 true}}|{{join3 null undefined false}}')).toBe(
      's-1.5-true|null-undefined-false',
    );
    expect(run('{{{kv a=1 b="x" c=(upper "y")}}}')).toBe('{"a":1,"b":"x","c":"Y"}');
    expect(run('{{upper (join3 a "b" (upper "c"))}}', { a: 'a' })).toBe('A-B-C');
    expect(run('{{#twice 1}}[{{v}}]{{else}}no{{/twice}}{{#twice}}y{{else}}no{{/twice}}', { v: 'v' })).toBe(
      '[v][v]no',
    );
    expect(
      run('{{lookup o k}} {{lookup xs 1}} {{#with (lookup o "x")}}{{.}}{{/with}}', {
        o: { x: 5 },
        k: 'x',
        xs: [7, 8],
      }),
    ).toBe('5 8 5');
  });

  it('renders nothing for unknown helpers and paths', () => {
    expect(
      run('[{{nope 1 2}}][{{nope}}][{{a.b.c}}][{{#nope 1}}x{{else}}y{{/nope}}][{{upper (nope 1)}}]'),
    ).toBe('[][][][][UNDEFINED]');
  });

  it('escapes {{ }} like Handlebars and leaves {{{ }}} and {{& }} raw', () => {
    const v = `<a href="x" title='y'>&\`=</a>`;
    expect(run('{{v}}', { v })).toBe(Handlebars.escapeExpression(v));
    expect(run('{{v}}', { v })).toBe(
      '&lt;a href&#x3D;&quot;x&quot; title&#x3D;&#x27;y&#x27;&gt;&amp;&#x60;&#x3D;&lt;/a&gt;',
    );
    expect(run('{{{v}}}{{& v}}', { v: '<i>' })).toBe('<i><i>');
    expect(run('{{html}}|{{{html}}}')).toBe('&lt;b&gt;x&lt;/b&gt;|<b>x</b>');
    expect(run('  {{~v~}}  ', { v: 1 })).toBe('1');
  });

  it('refuses prototype access', () => {
    const ctx = {
      a: { b: 1 },
      xs: [1],
      s: 'str',
      j: JSON.parse('{"__proto__": {"p": 1}, "constructor": "c"}') as unknown,
    };
    const t =
      '[{{constructor}}][{{__proto__}}][{{a.constructor.name}}][{{a.toString}}][{{xs.map}}][{{s.toUpperCase}}]' +
      '[{{lookup a "constructor"}}][{{a.__proto__}}][{{j.__proto__.p}}][{{j.constructor}}][{{a.hasOwnProperty}}][{{prototype}}]';
    expect(run(t, ctx)).toBe('[][][][][][][][][][][][]');
    expect(run('{{xs.length}} {{s.length}}', ctx)).toBe('1 3');
    expect(run('{{#each a.constructor}}x{{/each}}{{#with a.__proto__}}y{{/with}}', ctx)).toBe('');
  });

  it('stops at the step budget and the output cap', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i);
    const nested = '{{#each xs}}{{#each ../xs}}{{#each ../../xs}}.{{/each}}{{/each}}{{/each}}';
    expect(() => interpret(nested, { xs }, helpers, { maxSteps: 10_000, maxOutput: 1e9 })).toThrow(
      /step budget/,
    );
    expect(() =>
      interpret('{{#each xs}}0123456789{{/each}}', { xs }, helpers, { maxSteps: 1e6, maxOutput: 500 }),
    ).toThrow(/too long/);
    expect(
      interpret('{{#each xs}}0123456789{{/each}}', { xs }, helpers, { maxSteps: 1e6, maxOutput: 1000 }),
    ).toHaveLength(1000);
    expect(renderTemplate(nested, { xs: Array.from({ length: 1000 }, (_, i) => i) })).toMatchObject({
      error: expect.stringMatching(/step budget/),
    });
  });

  it('reports partials as errors rather than rendering them', () => {
    expect(renderTemplate('{{> p}}', {})).toMatchObject({ error: expect.stringMatching(/Partials/) });
  });
});
