import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { serverOnlyNamespaces } from "../i18n.ts";
import { unsupportedOptions } from "./translate.ts";

/**
 * The guard of ADR 0085: the browser build replaces i18next and react-i18next with
 * app/lib/browser-i18n, which implements only what the app's browser code uses. This test reads
 * that code (every app module but `.server` ones, tests and the assistant's server-side agent) and
 * fails when it starts to use more: another import from either library, `useTranslation` with
 * options (keyPrefix…), a `t` call with an option the small translator does not implement
 * (context, ordinal, returnObjects…), spread options, a key list, or a namespace the browser does
 * not load (`serverOnlyNamespaces`). A call that only runs on the server may use them: move it
 * to a `.server.ts` module.
 */
const appDirectory = fileURLToPath(new URL("../../", import.meta.url));
const serverOnly = [/\.server\.tsx?$/, /\.test\.tsx?$/, /^features\/intake\/agent\//, /^lib\/browser-i18n\//];

const allowed = {
  "react-i18next": new Set(["useTranslation", "I18nextProvider", "initReactI18next"]),
  i18next: new Set(["default"]),
};
/** The members of the browser's i18next (app/lib/browser-i18n/i18next.ts) that code may touch. */
const i18nextMembers = new Set([
  "language",
  "use",
  "init",
  "t",
  "hasResourceBundle",
  "addResourceBundle",
  "changeLanguage",
]);
/** …and of the `i18n` that `useTranslation` gives. */
const hookI18nMembers = new Set(["language"]);

function browserModules(): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !serverOnly.some((rule) => rule.test(path.relative(appDirectory, file))))
        files.push(file);
    }
  };
  walk(appDirectory);
  return files;
}

function problemsIn(file: string, text = readFileSync(file, "utf8")): string[] {
  if (!/from "(react-)?i18next"/.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    problems.push(`${path.relative(appDirectory, file)}:${line + 1}: ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const library = node.moduleSpecifier.text;
      const clause = node.importClause;
      if ((library === "i18next" || library === "react-i18next") && clause && !clause.isTypeOnly) {
        const names = [
          ...(clause.name ? ["default"] : []),
          ...(clause.namedBindings && ts.isNamedImports(clause.namedBindings)
            ? clause.namedBindings.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text)
            : clause.namedBindings
              ? ["* as"]
              : []),
        ];
        for (const name of names)
          if (!allowed[library].has(name)) report(node, `imports ${name} from ${library} in browser code`);
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const namespace = /^(\w+):/.exec(node.text)?.[1];
      if (namespace && serverOnlyNamespaces.includes(namespace))
        report(node, `a key of the server-only namespace "${namespace}"`);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : "";
      if (name === "useTranslation" && node.arguments.length > 1) report(node, "useTranslation with options");
      const [asked] = node.arguments;
      if (name === "useTranslation" && asked)
        for (const element of ts.isArrayLiteralExpression(asked) ? asked.elements : [asked])
          if (ts.isStringLiteral(element) && serverOnlyNamespaces.includes(element.text))
            report(element, `useTranslation of the server-only namespace "${element.text}"`);
      if (name === "t") {
        const [key, options, ...rest] = node.arguments;
        if (key && (ts.isArrayLiteralExpression(key) || ts.isArrowFunction(key) || ts.isFunctionExpression(key)))
          report(node, "t with a list of keys or a key selector");
        if (rest.length > 0) report(node, "t with more than two arguments");
        if (options && ts.isObjectLiteralExpression(options))
          for (const property of options.properties) {
            if (ts.isSpreadAssignment(property)) report(property, "t with spread options");
            const option = property.name && ts.isIdentifier(property.name) ? property.name.text : "";
            if (unsupportedOptions.includes(option) || /^defaultValue./.test(option))
              report(property, `t with the "${option}" option`);
          }
      }
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "i18next")
      if (!i18nextMembers.has(node.name.text)) report(node, `i18next.${node.name.text}`);
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === "useTranslation" &&
      ts.isObjectBindingPattern(node.name)
    ) {
      // The hook's `i18n`, as named where it is bound, in the function that calls the hook.
      const binding = node.name.elements.find(
        (element) => (element.propertyName ?? element.name).getText(source) === "i18n",
      );
      let scope: ts.Node = node;
      while (scope.parent && !ts.isFunctionLike(scope)) scope = scope.parent;
      const local = binding?.name.getText(source);
      const check = (inner: ts.Node) => {
        if (
          ts.isPropertyAccessExpression(inner) &&
          ts.isIdentifier(inner.expression) &&
          inner.expression.text === local
        )
          if (!hookI18nMembers.has(inner.name.text)) report(inner, `${local}.${inner.name.text}`);
        ts.forEachChild(inner, check);
      };
      if (local) check(scope);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe("the app's browser code uses only what the browser's translator implements", () => {
  const modules = browserModules();

  it("reads the browser code", () => {
    expect(modules.length).toBeGreaterThan(100);
  });

  it("has no import, hook option, t option or instance member outside that surface", () => {
    expect(modules.flatMap((file) => problemsIn(file))).toEqual([]);
  });

  it("finds each kind of use it refuses", () => {
    const sample = [
      'import i18next, { createInstance } from "i18next";',
      'import { Trans, useTranslation } from "react-i18next";',
      'import type { TFunction } from "i18next";',
      "export function Sample({ options }: { options: object }) {",
      '  const { t, i18n } = useTranslation("chat", { keyPrefix: "a" });',
      '  i18next.on("languageChanged", () => {});',
      '  return [t(["a", "b"]), t("a", options), t("a", { context: "x", count: 1, name: "n" }), t("a", { ...options }),',
      '    t("a", { defaultValue_one: "x" }), i18n.dir(), i18n.language, t("a", { count: 2, defaultValue: "d" }),',
      '    t("agent:ack.answer"), useTranslation("agent"), useTranslation(["agent"])];',
      "}",
    ].join("\n");
    expect(
      problemsIn(path.join(appDirectory, "sample.tsx"), sample)
        .map((problem) => problem.replace(/^[^ ]+ /, ""))
        .sort(),
    ).toEqual(
      [
        "imports createInstance from i18next in browser code",
        "imports Trans from react-i18next in browser code",
        "useTranslation with options",
        "i18next.on",
        "t with a list of keys or a key selector",
        't with the "context" option',
        "t with spread options",
        't with the "defaultValue_one" option',
        "i18n.dir",
        'a key of the server-only namespace "agent"',
        'useTranslation of the server-only namespace "agent"',
        'useTranslation of the server-only namespace "agent"',
      ].sort(),
    );
  });
});
