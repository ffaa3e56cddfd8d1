/**
 * @jest-environment node
 */
import { expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const WHEN_IDLE = 'src/lib/whenIdle.ts';

type Message = { ruleId: string | null; message: string; line: number };

/** The policy's rule (compat/compat, eslint.config.mjs) on `text`, linted as if it were the file at `file`. */
function compatProblems(file: string, text: string): Message[] {
  const eslint = spawnSync(
    path.join(ROOT, 'node_modules/.bin/eslint'),
    ['--stdin', '--stdin-filename', file, '--format', 'json'],
    { cwd: ROOT, input: text, encoding: 'utf8' },
  );
  const [result] = JSON.parse(eslint.stdout) as { messages: Message[] }[];
  if (!result) throw new Error(`eslint said nothing: ${eslint.stderr}`);
  return result.messages.filter((message) => message.ruleId === 'compat/compat');
}

// ESLint with type information, in a process of its own: slow on a busy machine.
const LINT_MS = 180_000;

it(
  'the browser policy check (docs/browsers.md) accepts an API the policy lacks behind an if, and fails it without',
  () => {
    // src/lib/whenIdle.ts checks for requestIdleCallback first; the two lines added below do not check.
    const guarded = readFileSync(path.join(ROOT, WHEN_IDLE), 'utf8').split('\n');
    const text = [
      ...guarded,
      'export const soon = () => window.requestIdleCallback(() => undefined);',
      'export const later = () => scheduler.yield();',
    ].join('\n');
    const problems = compatProblems(WHEN_IDLE, text).map(({ line, message }) => ({ line, message }));
    expect(problems).toEqual([
      {
        line: guarded.length + 1,
        message: expect.stringMatching(/^requestIdleCallback is not supported in Safari 16\.4/),
      },
      { line: guarded.length + 2, message: expect.stringMatching(/^scheduler is not supported in Safari 16\.4/) },
    ]);
  },
  LINT_MS,
);
