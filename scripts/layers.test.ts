import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { cruise, type IConfiguration } from "dependency-cruiser";
import { ESLint, type Linter } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error -- the linter's configuration is JavaScript, without types
import layersBlock from "../eslint.layers.js";

type Element = { type: string; pattern: string | string[] };
const layers = layersBlock as Linter.Config & { settings: { "boundaries/elements": Element[] } };
const { forbidden } = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as Required<
  Pick<IConfiguration, "forbidden">
>;

/**
 * The layers of app/ and the ban on import circles are checks of `npm run lint`: these tests show
 * each check fails on the fault it is there for, and passes the import it must allow.
 */
const repo = path.resolve(fileURLToPath(import.meta.url), "../..");

describe("the layer rule", () => {
  // The project's own layer block, on a parser without type information (the rule needs none).
  const eslint = new ESLint({
    cwd: repo,
    overrideConfigFile: true,
    overrideConfig: [{ files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } }, layers],
  });
  const lint = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  };

  it.each([
    ["app/lib/probe.ts", 'import { adminMeta } from "~/features/admin/meta";', "lib", "features"],
    ["app/server/probe.ts", 'import { leadSchema } from "~/entities/lead/schema";', "server", "entities"],
    ["app/admin-kit/probe.ts", 'import { leadSchema } from "~/entities/lead/schema";', "kit", "entities"],
    ["app/entities/lead/probe.ts", 'import { adminMeta } from "~/features/admin/meta";', "entities", "features"],
    ["app/domain/probe.ts", 'import { log } from "~/server/log.server";', "domain", "server"],
    ["app/components/site/probe.ts", 'import { useRootData } from "~/root";', "site", "shell"],
    ["app/components/ui/probe.ts", 'import { company } from "~/content/company";', "ui", "domain"],
    // A relative path is read as the file it names, like an alias.
    ["app/domain/admin/probe.ts", 'import { leadSchema } from "../../entities/lead/schema";', "domain", "entities"],
  ])("refuses %s importing up: %s", async (file, code, from, to) => {
    const messages = await lint(file, `${code}\nexport const probe = 1;\n`);
    expect(messages.join("\n")).toContain(`from elements of type "${from}" to elements of type "${to}"`);
  });

  it.each([
    ["app/routes/probe.ts", 'import { leadSchema } from "~/entities/lead/schema";'],
    ["app/features/admin/probe.ts", 'import { leadSchema } from "~/entities/lead/schema";'],
    ["app/entities/lead/probe.ts", 'import { ActionRefused } from "~/admin-kit/contracts";'],
    ["app/admin-kit/probe.ts", 'import { getDb } from "~/server/db/db.server";'],
    ["app/server/probe.ts", 'import { company } from "~/content/company";'],
    ["app/domain/probe.ts", 'import { cn } from "~/lib/cn";'],
  ])("allows %s importing down: %s", async (file, code) => {
    expect(await lint(file, `${code}\nexport const probe = 1;\n`)).toEqual([]);
  });

  it("names the layer of every folder in app/", () => {
    // The files at app's top are the shell's; a folder that no layer names would be too, unchecked.
    const named = layers.settings["boundaries/elements"]
      .slice(0, -1)
      .flatMap((element) => element.pattern)
      .map((pattern) => pattern.split("/")[1]!);
    const folders = readdirSync(path.join(repo, "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("+") && !entry.name.startsWith("."))
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !named.includes(folder))).toEqual([]);
    // The same one level down in components/, which holds two layers (ui, and the site's folders).
    const patterns = layers.settings["boundaries/elements"].flatMap((element) => element.pattern);
    const components = readdirSync(path.join(repo, "app/components"), { withFileTypes: true });
    expect(components.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(
      components.map((entry) => `app/components/${entry.name}`).filter((folder) => !patterns.includes(folder)),
    ).toEqual([]);
  });
});

describe("the circle rule", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Cruises a small tree of `files` (under app/) with the project's rules; the rules broken. */
  async function circles(files: Record<string, string>): Promise<string[]> {
    const dir = mkdtempSync(path.join(tmpdir(), "circles-"));
    dirs.push(dir);
    for (const [name, code] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, "app", name)), { recursive: true });
      writeFileSync(path.join(dir, "app", name), code);
    }
    const result = await cruise(["app"], {
      baseDir: dir,
      ruleSet: { forbidden },
      validate: true,
      tsPreCompilationDeps: true,
      enhancedResolveOptions: { extensions: [".ts", ".tsx"] },
    });
    if (typeof result.output === "string") throw new Error("expected a cruise result, not text");
    return result.output.summary.violations.map((v) => v.rule.name);
  }

  it("refuses two modules that import each other", async () => {
    expect(
      await circles({
        "admin-kit/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
        "admin-kit/b.ts": 'import type { a } from "./a";\nexport const b = 1;\nexport type A = typeof a;\n',
      }),
    ).toContain("no-circular");
  });

  it("allows a language folder's files to import their index's types, not its values", async () => {
    const texts = {
      "i18n/index.ts": 'import en from "./en";\nexport type Texts = { hello: string };\nexport const all = { en };\n',
      "i18n/en.ts":
        'import type { Texts } from "./index";\nconst en: Texts = { hello: "Hello" };\nexport default en;\n',
    };
    expect(await circles(texts)).toEqual([]);
    const values = {
      ...texts,
      "i18n/en.ts": 'import { all } from "./index";\nexport default { hello: String(Object.keys(all).length) };\n',
    };
    expect(await circles(values)).toContain("no-circular-values-in-language-folders");
  });

  it("passes modules that import one way", async () => {
    expect(
      await circles({
        "lib/a.ts": "export const a = 1;\n",
        "domain/b.ts": 'import { a } from "../lib/a";\nexport const b = a;\n',
      }),
    ).toEqual([]);
  });
});
