import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { columnVocabularies } from "~/entities/column-limits.server";

/** Every TypeScript file of the application and the server, tests aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The columns that hold a vocabulary, as SQL names them. */
const vocabularyColumns = [...new Set(columnVocabularies().map((v) => v.column))];

describe("vocabularies in SQL", () => {
  it("no query types a status, stage or priority: each comes from its vocabulary through member()", () => {
    const typed = new RegExp(`\\b(${vocabularyColumns.join("|")})\\s*(=|<>|!=|in|not in)\\s*\\(?\\s*'`, "i");
    const counted = /\b(countWhere|totalWhere)\(\s*"\w+",\s*["[]/;
    const offending: string[] = [];
    for (const file of [...sourceFiles("app"), ...sourceFiles("server")]) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (typed.test(line) || counted.test(line))
            offending.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(vocabularyColumns).toEqual(expect.arrayContaining(["status", "stage", "priority", "source"]));
    expect(offending).toEqual([]);
  });

  it("the migrations' triggers write only vocabulary values into vocabulary columns", () => {
    // Every value a migration writes into a vocabulary column of the leads or contacts it creates from arrivals.
    const allowed = new Map(columnVocabularies().map((v) => [`${v.table}.${v.column}`, new Set(v.values)]));
    const dir = "db/migrations";
    const found: string[] = [];
    for (const file of readdirSync(dir)) {
      const text = readFileSync(path.join(dir, file), "utf8");
      for (const match of text.matchAll(
        /insert into (leads|contacts) \(([^)]*)\)\s*(?:values\s*\(|select\s)([\s\S]*?)(?:\) returning|\bfrom\b)/g,
      )) {
        const columns = match[2]!.split(",").map((c) => c.trim());
        const values = splitTopLevel(match[3]!);
        columns.forEach((column, i) => {
          const vocabulary = allowed.get(`${match[1]}.${column}`);
          const literal = /^'([^']*)'$/.exec(values[i]?.trim() ?? "")?.[1];
          if (vocabulary && literal !== undefined) {
            found.push(`${match[1]}.${column}`);
            expect(vocabulary.has(literal), `${file}: ${match[1]}.${column} = '${literal}'`).toBe(true);
          }
        });
      }
    }
    expect(found).toEqual(
      expect.arrayContaining(["leads.status", "leads.priority", "leads.source", "contacts.status", "contacts.source"]),
    );
  });
});

/** The comma-separated items of a SQL list, commas inside brackets or quotes not counted. */
function splitTopLevel(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (const ch of list) {
    if (ch === "'") quoted = !quoted;
    if (!quoted && ch === "(") depth += 1;
    if (!quoted && ch === ")") depth -= 1;
    if (!quoted && depth === 0 && ch === ",") {
      items.push(current);
      current = "";
    } else current += ch;
  }
  items.push(current);
  return items;
}
