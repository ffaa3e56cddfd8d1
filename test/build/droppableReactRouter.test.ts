/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { minify } from 'terser';
import { makeDefinitionsDroppable } from '../../scripts/webpack/droppable-react-router.cjs';

const MODULE = `
import * as React from "react";
var UsedContext = React.createContext(null);
UsedContext.displayName = "Used";
var UnusedLink = React10.forwardRef(function UnusedLink(props, ref) { return null; });
UnusedLink.displayName = "Link";
var Memoised = React3.memo(Inner);
var Other = makeThing();
Other.displayName = "Other";
export function read() { return [UsedContext.displayName, Other]; }
`;

async function minified(source: string) {
  const result = await minify(source, { module: true, compress: { passes: 2 }, mangle: false });
  return result.code ?? '';
}

describe('the react-router loader (scripts/webpack/droppable-react-router.cjs)', () => {
  it('lets the minifier drop a component nothing uses, with the statement that named it', async () => {
    const before = await minified(MODULE);
    const after = await minified(makeDefinitionsDroppable(MODULE));
    expect(before).toContain('forwardRef');
    expect(before).toContain('"Link"');
    expect(after).not.toContain('forwardRef');
    expect(after).not.toContain('"Link"');
    expect(after).not.toContain('memo(');
  });

  it('keeps a used definition with its name, and leaves other code as it was', async () => {
    const out = makeDefinitionsDroppable(MODULE);
    expect(out).toContain(
      'var UsedContext = /*#__PURE__*/ Object.assign(/*#__PURE__*/ React.createContext(null), { displayName: "Used" });',
    );
    expect(out).not.toMatch(/^UsedContext\.displayName/m);
    expect(out).toContain('var Other = makeThing();\nOther.displayName = "Other";');
    const kept = await minified(out);
    expect(kept).toContain('createContext(null)');
    expect(kept).toContain('displayName:"Used"');
    expect(kept).toContain('"Other"');
  });

  it("rewrites react-router's own build into a module that still parses, with every component still named", () => {
    const dir = path.join(__dirname, '../../node_modules/react-router/dist/production');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.mjs'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const out = makeDefinitionsDroppable(source);
      expect(() => parse(out, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
      const names = (text: string) =>
        [...text.matchAll(/displayName\s*[:=]\s*"([^"]+)"/g)].map(([, name]) => name).sort();
      expect(names(out)).toEqual(names(source));
    }
  });
});
