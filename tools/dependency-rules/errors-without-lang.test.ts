import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Services throw errors with message keys and parameters; the error handler words them in the
 * request's language (docs/ARCHITECTURE.md, "Rules"). So no refusal the server code builds may
 * depend on a language: a `throw` or an `AppError`/`Error` construction that names `lang` (a
 * variable, a parameter or a property) fails here.
 */

const SRC = path.resolve(import.meta.dirname, '../../apps/server/src');
const LANGUAGE = /^(lang|language|locale)$/i;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function namesLanguage(node: ts.Node): boolean {
  if (ts.isIdentifier(node) && LANGUAGE.test(node.text)) return true;
  return ts.forEachChild(node, namesLanguage) ?? false;
}

const isErrorConstruction = (node: ts.Node) =>
  ts.isNewExpression(node) && ts.isIdentifier(node.expression) && /(^|App)Error$/.test(node.expression.text);

/** Throws and error constructions of one file that depend on a language, as `line: code`. */
function languageDependentErrors(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isThrowStatement(node) || isErrorConstruction(node)) && namesLanguage(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${fileName}:${line}: ${node.getText().replace(/\s+/g, ' ')}`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('errors carry keys, not words in a language', () => {
  it('no throw or error construction in the server depends on the language', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      // Parsing only the files that name a language at all keeps the test quick.
      return /\b(lang|language|locale)\b/i.test(text) ? languageDependentErrors(path.relative(SRC, file), text) : [];
    });
    expect(found).toEqual([]);
  });

  it('finds a refusal worded in the request language, and passes a keyed one', () => {
    const worded = [
      "throw new AppError('BAD_INPUT', { params: { field: NAMES[field][lang] } });",
      'const error = new Error(lang === "en" ? "No stock" : "库存不足");',
      'throw refusal(options.lang);',
    ].join('\n');
    expect(languageDependentErrors('worded.ts', worded)).toHaveLength(3);
    const keyed = "throw new AppError('SKU_IN_USE', { blockers: skus, params: { sku } });";
    expect(languageDependentErrors('keyed.ts', keyed)).toEqual([]);
  });
});
