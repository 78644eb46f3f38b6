/**
 * The model-based test of a booking's money (hotel/testing/money-lifecycle.ts) on the real
 * PostgreSQL server of TEST_DATABASE_URL (CI), 60 sequences; without it, the file has nothing to run.
 */
import { describe } from "vitest";
import { postgresTarget } from "../../../platform/testing/databases";
import { describeMoneyLifecycle } from "../../testing/money-lifecycle";

const target = postgresTarget();
describe.skipIf(!target)("on PostgreSQL (TEST_DATABASE_URL)", () => {
  if (target) describeMoneyLifecycle(target, 60);
});
