import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The test files that take longest, started first. Vitest orders files by their last run's
 * durations, which a fresh clone or a CI run does not have: there, files came in the order they
 * were found, and a long file found last ran alone on one worker while the other had finished
 * (the model-based money test, 150 s on PostgreSQL, began 4 minutes into a 7-minute run).
 * Figures: CI-like run on PostgreSQL, 2 workers.
 */
const LONGEST_FIRST = [
  "hotel/domain/money/lifecycle-postgres.integration-test.ts", // 150 s on PostgreSQL, skipped without
  "hotel/domain/money/lifecycle.integration-test.ts", // 102 s
  "hotel/http/fuzz.integration-test.ts", // 24 s
  "hotel/fault-kill.integration-test.ts", // 24 s
  "platform/database.integration-test.ts", // 23 s
  "scripts/backup/backup.integration-test.ts", // 21 s
];

const rank = (file: TestSpecification): number => {
  const index = LONGEST_FIRST.findIndex((suffix) => file.moduleId.endsWith(suffix));
  return index === -1 ? LONGEST_FIRST.length : index;
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Vitest runs its projects one after the other: the files keep their project's place, and
    // within a project the longest go first, Vitest's own order otherwise (the sort is stable).
    const projectAt = new Map<string, number>();
    sorted.forEach((file, index) => {
      if (!projectAt.has(file.project.name)) projectAt.set(file.project.name, index);
    });
    return sorted
      .map((file, index) => ({ file, index, project: projectAt.get(file.project.name) ?? 0 }))
      .sort((a, b) => a.project - b.project || rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
