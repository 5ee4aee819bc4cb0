// Sums every result of the run into the one line CI reads: "N passed, N failed".
//   --check NAME=EXIT            a step with no report of its own (type check, build): one result
//   --runner NAME=REPORT:EXIT    a test runner's JSON report and its exit code
//   --require NAME=DATABASE      that runner must have run at least one test on DATABASE
// A runner that exited with an error it did not report (a crashed set-up, an unhandled error, a
// missing report) counts as one more failure, so no failure is ever lost from the closing line.
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    check: { type: "string", multiple: true, default: [] },
    runner: { type: "string", multiple: true, default: [] },
    require: { type: "string", multiple: true, default: [] },
  },
});

let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];
const ranOn = new Map();

for (const item of values.check) {
  const [name, code] = item.split("=");
  if (code === "0") passed += 1;
  else {
    failed += 1;
    problems.push(`${name} failed (exit ${code})`);
  }
}

function count(map, key, n = 1) {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** Vitest (Jest-compatible JSON). */
function readVitest(name, report) {
  const result = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
  for (const file of report.testResults ?? []) {
    const assertions = file.assertionResults ?? [];
    // A file whose set-up threw or that failed to load has no failed test of its own: the file is the failure.
    if (file.status === "failed" && !assertions.some((a) => a.status === "failed")) {
      result.failed += 1;
      problems.push(`${name}: ${file.name} failed outside its tests: ${(file.message ?? "").split("\n")[0]}`);
    }
    for (const a of assertions)
      if (a.status === "passed")
        for (const db of ["postgres", "embedded"])
          if (a.ancestorTitles.some((t) => t.includes(db))) count(ranOn, `${name}=${db}`);
  }
  return result;
}

/** Playwright's JSON reporter. */
function readPlaywright(name, report) {
  const result = {
    passed: report.stats.expected + (report.stats.flaky ?? 0),
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
  // Errors outside a test (a global set-up, a web server that did not start).
  result.failed += (report.errors ?? []).length;
  for (const error of report.errors ?? []) problems.push(`${name}: ${(error.message ?? "").split("\n")[0]}`);
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === "expected" || test.status === "flaky") count(ranOn, `${name}=${test.projectName}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return result;
}

for (const item of values.runner) {
  const [name, rest] = item.split("=");
  const at = rest.lastIndexOf(":");
  const file = rest.slice(0, at);
  const exit = rest.slice(at + 1);
  if (!existsSync(file)) {
    failed += 1;
    problems.push(`${name}: no report at ${file} (exit ${exit}): the runner did not finish`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  const result = "numPassedTests" in report ? readVitest(name, report) : readPlaywright(name, report);
  if (exit !== "0" && result.failed === 0) {
    result.failed = 1;
    problems.push(`${name} exited with ${exit} but reported no failed test (an unhandled error or a crashed set-up)`);
  }
  passed += result.passed;
  failed += result.failed;
  skipped += result.skipped;
}

for (const item of values.require) {
  if (!ranOn.get(item)) {
    failed += 1;
    problems.push(`${item.replace("=", " ran no passing test on ")}`);
  }
}

for (const problem of problems) console.log(`FAILED: ${problem}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
