import { describe, expect, it } from "vitest";
import { describeError, sqlState } from "./describe-error";

/** What Drizzle throws: its message lists the query and its parameters; the driver's error is the cause. */
function drizzleError(): Error {
  const driver = Object.assign(
    new Error('new row for relation "reservations" violates check constraint "x"'),
    {
      code: "23514",
      constraint: "x",
      table: "reservations",
      detail: "Failing row contains (Анна, +79991234567, anna@example.ru).",
    },
  );
  const error = new Error(
    'Failed query: insert into "hotel"."reservations" values ($1, $2)\nparams: Анна,+79991234567,anna@example.ru',
    { cause: driver },
  );
  error.name = "DrizzleQueryError";
  return Object.assign(error, { query: "insert …", params: ["Анна", "+79991234567", "anna@example.ru"] });
}

describe("errors in the log", () => {
  it("keep a database error's codes and leave out its message, parameters and row", () => {
    const text = describeError(drizzleError());
    expect(text).toContain("SQLSTATE 23514");
    expect(text).toContain("constraint x");
    expect(text).toContain("table reservations");
    for (const value of ["Анна", "79991234567", "anna@example.ru", "params", "Failing row", "insert"])
      expect(text, value).not.toContain(value);
    expect(sqlState(drizzleError())).toBe("23514");
  });

  it("keep other errors' messages, without e-mail addresses and phone numbers", () => {
    const smtp = new Error(
      "550 5.1.1 <guest.name@example.ru>: Recipient address rejected, call +7 (999) 123-45-67",
    );
    const text = describeError(smtp, { stack: false });
    expect(text).toBe("550 5.1.1 <<e-mail>>: Recipient address rejected, call <phone>");
    const typed = describeError(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(typed.split("\n")[0]).toBe("TypeError: Cannot read properties of undefined (reading 'x')");
    // The stack's frames, not its first line (which repeats the message).
    expect(
      typed
        .split("\n")
        .slice(1)
        .every((line) => /^\s+at /.test(line)),
    ).toBe(true);
  });

  it("name what was thrown when it is not an Error", () => {
    expect(describeError("anna@example.ru")).toBe("a thrown string");
  });
});
