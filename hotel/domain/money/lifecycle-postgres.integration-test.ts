/**
 * The model-based test of a booking's money (hotel/testing/money-lifecycle.ts) on the real
 * PostgreSQL server of TEST_DATABASE_URL (CI); without it, the file has nothing to run.
 */
import { describe, it } from "vitest";
import { postgresTarget } from "../../../platform/testing/databases";
import { describeMoneyLifecycle } from "../../testing/money-lifecycle";

const target = postgresTarget();
if (target) describeMoneyLifecycle(target);
else
  describe("a booking's money through its life on PostgreSQL", () => {
    it.skip("needs TEST_DATABASE_URL", () => undefined);
  });
