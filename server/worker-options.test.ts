import { describe, expect, it } from "vitest";
import { workerExecArgv } from "./worker-options";

describe("workerExecArgv", () => {
  it("gives the workers a small young generation after the supervisor's own options", () => {
    expect(workerExecArgv(["--enable-source-maps"], "")).toEqual(["--enable-source-maps", "--max-semi-space-size=4"]);
    expect(workerExecArgv([])).toEqual(["--max-semi-space-size=4"]);
  });

  it("leaves the operator's own value, given on the command line or in NODE_OPTIONS", () => {
    expect(workerExecArgv(["--max-semi-space-size=16"], "")).toEqual(["--max-semi-space-size=16"]);
    expect(workerExecArgv([], "--require ./x.cjs --max-semi-space-size=8")).toEqual([]);
  });
});
