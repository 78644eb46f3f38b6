import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Names every failed test once more, on standard output, as the very last lines of a run.
 *
 * Vitest's default reporter prints a failure's details on standard error, before its summary; a CI
 * log that keeps only the end of standard output (or interleaves the two streams of parallel
 * tasks, as `run-p --aggregate-output` does) then shows «1 failed» and not which. These lines say
 * which test, in which file, and the first line of its error.
 */
export default class FailuresReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const lines: string[] = [];
    for (const testModule of testModules) {
      const file = path.relative(this.root, testModule.moduleId);
      for (const error of testModule.errors()) lines.push(`${file}: ${firstLine(error.message)}`);
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state !== "failed") continue;
        const error = result.errors?.[0];
        lines.push(`${file} > ${test.fullName}: ${firstLine(error?.message ?? "failed")}`);
      }
    }
    for (const error of unhandledErrors) {
      lines.push(`unhandled: ${firstLine(error instanceof Error ? error.message : String(error))}`);
    }
    if (lines.length === 0) return;
    process.stdout.write(`\nFailed (${lines.length}):\n${lines.map((line) => `  ✗ ${line}`).join("\n")}\n`);
  }
}

function firstLine(message: string): string {
  const line = message.split("\n").find((part) => part.trim() !== "") ?? message;
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
