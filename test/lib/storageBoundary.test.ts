import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '../../src');
const STORAGE_MODULE = path.join(SRC, 'lib', 'storage.ts');
const BROWSER_STORAGES = new Set(['localStorage', 'sessionStorage', 'indexedDB']);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every place a file names a browser storage in code (comments and strings do not count), as "file:line". */
function storageUses(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const uses: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && BROWSER_STORAGES.has(node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      uses.push(`${path.relative(SRC, file)}:${String(line + 1)} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

describe('browser storage has one door', () => {
  it('is touched only by src/lib/storage.ts', () => {
    const outside = sourceFiles(SRC)
      .filter((file) => file !== STORAGE_MODULE)
      .flatMap(storageUses);
    expect(outside).toEqual([]);
  });

  it('finds the uses it looks for (the check itself works)', () => {
    expect(storageUses(STORAGE_MODULE).some((use) => use.endsWith('localStorage'))).toBe(true);
  });
});
