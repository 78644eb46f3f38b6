/**
 * `npm run test:money -- --runs 2000 --seed 42`: the model-based test of a booking's money
 * (hotel/testing/money-lifecycle.ts, in its two test files) alone, with more sequences than `npm test`
 * runs. Prints the seed (a failure also prints it, for `--seed` to replay) and the time it took.
 * With TEST_DATABASE_URL it runs on PostgreSQL too, like the other integration tests.
 */
import { spawnSync } from "node:child_process";

// The PGlite file always; the PostgreSQL file runs its suite only with TEST_DATABASE_URL.
const TEST_FILES = [
  "hotel/domain/money/lifecycle.integration-test.ts",
  "hotel/domain/money/lifecycle-postgres.integration-test.ts",
];

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run test:money -- [--runs N] [--seed S]`);
  process.exit(2);
}

function parse(argv: readonly string[]): { runs: number; seed: number } {
  let runs = 2000;
  let seed = Date.now() % 2_147_483_647;
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = (argv[index] ?? "").split("=", 2);
    const value = inline ?? argv[++index];
    if (flag !== "--runs" && flag !== "--seed") usage(`Unknown argument: ${argv[index] ?? ""}`);
    const number = Number(value);
    if (!Number.isSafeInteger(number) || (flag === "--runs" && number < 1))
      usage(`${flag} needs a whole number`);
    if (flag === "--runs") runs = number;
    else seed = number;
  }
  return { runs, seed };
}

const { runs, seed } = parse(process.argv.slice(2));
console.warn(`money lifecycle: ${runs} sequences per database, seed ${seed}`);
const started = performance.now();
const result = spawnSync("npx", ["vitest", "run", "--project", "integration", ...TEST_FILES], {
  stdio: "inherit",
  env: { ...process.env, MONEY_RUNS: String(runs), MONEY_SEED: String(seed) },
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.warn(`money lifecycle: ${result.status === 0 ? "passed" : "FAILED"} in ${seconds} s (seed ${seed})`);
process.exit(result.status ?? 1);
