/**
 * A booking's money through random lives, model-based, on embedded PGlite: the suite and what it
 * checks are in hotel/testing/money-lifecycle.ts; lifecycle-postgres.integration-test.ts runs the
 * same suite on PostgreSQL, in a file of its own so that the two run at once.
 */
import { describeMoneyLifecycle } from "../../testing/money-lifecycle";

describeMoneyLifecycle({ name: "PGlite" });
