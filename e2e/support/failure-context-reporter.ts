import { readFileSync } from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Lines of a page's snapshot printed per failed attempt: the page as the test saw it, not all of it. */
const SNAPSHOT_LINES = 150;

/**
 * Prints what the page looked like at each failed attempt (the accessibility snapshot Playwright
 * writes to `error-context.md`), as the last lines of a run's standard output.
 *
 * A CI log keeps the end of the output and not the test-results folder: with the list reporter
 * alone, a test that failed once and passed on its retry (which still fails the run,
 * playwright.config.ts) says which assertion timed out but not what the page showed instead.
 */
export default class FailureContextReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "passed" || result.status === "skipped") return;
    const title = `${test.parent.project()?.name ?? ""} › ${path.relative(process.cwd(), test.location.file)}:${test.location.line} › ${test.title} (attempt ${result.retry + 1})`;
    const attachment = result.attachments.find((item) => item.name === "error-context" && item.path);
    let context = "(no page snapshot)";
    if (attachment?.path) {
      try {
        context = pageSnapshot(readFileSync(attachment.path, "utf8"));
      } catch {
        context = "(the page snapshot could not be read)";
      }
    }
    this.failures.push(`✗ ${title}\n${context}`);
  }

  onEnd(_result: FullResult): void {
    if (this.failures.length === 0) return;
    process.stdout.write(
      `\nPages at the failed attempts (${this.failures.length}):\n${this.failures.join("\n\n")}\n`,
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}

/**
 * The «Page snapshot» part of an error context (the whole text when it has none) from the page's
 * `main` on (the header's menu comes first and says little), cut to a size.
 */
function pageSnapshot(text: string): string {
  const start = text.indexOf("# Page snapshot");
  const snapshot = start >= 0 ? text.slice(start) : text;
  const main = snapshot.search(/^\s*- main\b/m);
  const lines = (main >= 0 ? snapshot.slice(main) : snapshot)
    .split("\n")
    .filter((line) => line.trim() !== "");
  const kept = lines.slice(0, SNAPSHOT_LINES).map((line) => `    ${line}`);
  if (lines.length > SNAPSHOT_LINES) kept.push(`    … ${lines.length - SNAPSHOT_LINES} more lines`);
  return kept.join("\n");
}
