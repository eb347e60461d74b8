// Everything a user reads is Dutch: this test collects the texts the web app shows (JSX text, the
// attributes a user reads or hears, toasts, and the shared label and message tables) and fails on English words
// from a list of words a Dutch interface would never use. Words Dutch shares with English (open, status, type,
// menu, project, details, download, upload, 'Log in') are not on the list.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { englishWordsIn } from '../../e2e/support/english-words';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Attributes whose value a user reads or a screen reader speaks. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'intro',
]);
/** Options inside a text's object that are code. */
const CODE_PROPERTIES = new Set([
  'variant',
  'className',
  'type',
  'id',
  'position',
  'icon',
  'href',
  'to',
  'key',
  'kind',
]);
/** Calls whose first argument a user reads. */
const READ_CALLS = /^(toast(\.\w+)?|setError|confirm|alert)$/;
/** Shared tables of texts: `export const X_LABELS = {…}` / `X_MESSAGES = {…}` / `X_TITLES = {…}`. */
const TABLE_NAME = /(_LABELS|_MESSAGES|_TITLES)$/;
/** Properties of an object (a tab, a column, a count, a menu item) whose text a user reads. */
const READ_PROPERTIES = new Set(['label', 'title', 'header', 'heading', 'description']);

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full, ext);
    return ext.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

interface Text {
  where: string;
  text: string;
  /** The shared table the text is in, when it is in one. */
  table?: string;
}

/** The one table that may call a consumer 'Particulier': the registration form's account type choice. */
const REGISTRATION_CHOICE_TABLE = 'REGISTRATION_ROLE_LABELS';

/** Comparisons: `role === 'admin'` in a read attribute compares a code, it does not show it. */
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

function stringsIn(node: ts.Node): string[] {
  if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  const out: string[] = [];
  node.forEachChild((c) => {
    // Keys, lookups, and options such as `variant: 'success'` or a className are code, not text.
    if (ts.isPropertyAssignment(node) && c === node.name) return;
    if (ts.isPropertyAssignment(c) && CODE_PROPERTIES.has(c.name.getText())) return;
    if (ts.isJsxAttribute(c) && !READ_ATTRIBUTES.has(c.name.getText())) return;
    if (ts.isElementAccessExpression(c) || ts.isCallExpression(c)) return;
    out.push(...stringsIn(c));
  });
  return out;
}

/** Mail templates and notices: every string in them is a text (subjects, lines, notifications). */
function allTextsOf(file: string): Text[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Text[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const isKey = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
      const isCode =
        ts.isElementAccessExpression(node.parent) ||
        (ts.isPropertyAssignment(node.parent) && CODE_PROPERTIES.has(node.parent.name.getText())) ||
        ts.isBinaryExpression(node.parent) || // comparisons: status === 'paid'
        ts.isCaseClause(node.parent) ||
        ts.isLiteralTypeNode(node.parent);
      if (!isKey && !isCode) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        // HTML tags, attributes and inline styles are markup; one lower-case token ('password-reset') is a
        // mail kind or another identifier.
        for (const text of stringsIn(node)) {
          const words = text.replace(/<[^>]*>/g, ' ').replace(/[\w-]+="[^"]*"?/g, ' ');
          // A path ('/professional/invoices') is an address, not a word.
          if (!/^[a-z][a-z0-9_-]*$/.test(words.trim()) && !/^\/\S*$/.test(words.trim()))
            found.push({ where: `${path.relative(ROOT, file)}:${line}`, text: words });
        }
      }
      return;
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

function textsOf(file: string): Text[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Text[] = [];
  const at = (node: ts.Node) =>
    `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && node.text.trim()) found.push({ where: at(node), text: node.text });
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      for (const text of stringsIn(node.initializer)) found.push({ where: at(node), text });
    } else if (ts.isJsxExpression(node) && node.parent && ts.isJsxElement(node.parent) && node.expression) {
      if (ts.isStringLiteral(node.expression) || ts.isTemplateExpression(node.expression))
        for (const text of stringsIn(node.expression)) found.push({ where: at(node), text });
    } else if (ts.isCallExpression(node) && READ_CALLS.test(node.expression.getText()) && node.arguments[0]) {
      for (const text of stringsIn(node.arguments[0])) found.push({ where: at(node), text });
    } else if (
      ts.isPropertyAssignment(node) &&
      READ_PROPERTIES.has(node.name.getText()) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      found.push({ where: at(node), text: node.initializer.text });
    } else if (ts.isVariableDeclaration(node) && TABLE_NAME.test(node.name.getText()) && node.initializer) {
      const table = node.name.getText();
      for (const text of stringsIn(node.initializer)) found.push({ where: at(node), text, table });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe('every text a user reads is Dutch', () => {
  it('finds an English word, or an informal je, where there is one (the check itself)', () => {
    expect(englishWordsIn('Loading...')).toEqual(['Loading']);
    expect(englishWordsIn('Theme: Default')).toEqual(['Theme', 'Default']);
    expect(englishWordsIn('Opdracht afgerond, status open, download het rapport')).toEqual([]);
    expect(englishWordsIn('Je hebt geen toestemming')).toEqual(['Je']);
  });

  it('refuses the old names of roles and types and raw codes, and lets the spec quotes pass explicitly', () => {
    expect(englishWordsIn('Admin Dashboard')).toEqual(['Admin', 'Dashboard']);
    expect(englishWordsIn('Type: Bug of Feature')).toEqual(['Bug', 'Feature']);
    expect(englishWordsIn('Stap 2: workflow.step.save')).toEqual(['step', 'save']);
    expect(englishWordsIn('Status: in_progress, submitted')).toEqual(['progress', 'submitted']);
    // The role indicator's quoted text passes, 'Admin' on its own does not.
    expect(englishWordsIn('Beheerder (Admin weergave)')).toEqual([]);
    // Addresses are not words: the feedback list names the page it was sent from, the user list an e-mail address.
    expect(englishWordsIn('Pagina: /dashboard (/admin/users/12), admin@demo.nl')).toEqual([]);
    expect(englishWordsIn('Anne Admin, admin@demo.nl')).toEqual(['Admin']);
    expect(englishWordsIn('Rol: Admin (weergave)')).toEqual(['Admin']);
    // 'Particulier' only in the registration form's account type choice.
    expect(englishWordsIn('Rol: Particulier')).toEqual(['Particulier']);
    expect(englishWordsIn('Particulier', { registrationChoice: true })).toEqual([]);
    expect(englishWordsIn('Admin', { registrationChoice: true })).toEqual(['Admin']);
  });

  it("allows 'Particulier' in the registration choice's table only", () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'nl-')), 'x.ts');
    writeFileSync(
      file,
      `export const REGISTRATION_ROLE_LABELS = { consumer: 'Particulier' };
       export const ROLE_LABELS = { consumer: 'Particulier' };`,
    );
    expect(
      textsOf(file).flatMap((t) =>
        englishWordsIn(t.text, { registrationChoice: t.table === REGISTRATION_CHOICE_TABLE }),
      ),
    ).toEqual(['Particulier']);
  });

  it('reads JSX text, read attributes and toasts, and skips classes and options', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'nl-')), 'x.tsx');
    writeFileSync(
      file,
      `export const X = () => <button aria-label="Close" className="hidden all">Loading…</button>;
       toast.success('Saved', { variant: 'success' });
       export const X_LABELS = { a: 'Opslaan', b: 'Cancel' };`,
    );
    expect(textsOf(file).flatMap((t) => englishWordsIn(t.text))).toEqual([
      'Close',
      'Loading',
      'Saved',
      'Cancel',
    ]);
  });

  it('the web app, the shared label and message tables, the mails and notifications carry no English word', () => {
    const all = [...files(path.join(ROOT, 'web'), /\.tsx?$/), ...files(path.join(ROOT, 'shared'), /\.ts$/)]
      .flatMap(textsOf)
      .concat(
        [
          path.join(ROOT, 'server/mail/templates.ts'),
          ...files(path.join(ROOT, 'server/modules'), /^notices\.ts$/),
        ].flatMap(allTextsOf),
      );
    expect(all.length).toBeGreaterThan(500); // the walk reaches the texts
    const english = all
      .map((t) => ({
        ...t,
        words: englishWordsIn(t.text, { registrationChoice: t.table === REGISTRATION_CHOICE_TABLE }),
      }))
      .filter((t) => t.words.length > 0)
      .map((t) => `${t.where}: ${t.words.join(', ')} in "${t.text.trim()}"`);
    expect(english).toEqual([]);
  });
});
