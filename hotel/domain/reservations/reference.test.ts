import { describe, expect, it } from "vitest";
import { REFERENCE_ALPHABET, newReference, normalizeReference } from "./reference";

describe("booking references", () => {
  it("are 8 characters without look-alikes, and practically never repeat", () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILO]/);
    const references = Array.from({ length: 5000 }, newReference);
    for (const reference of references.slice(0, 100)) expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(new Set(references).size).toBe(references.length);
  });

  it("are read however the guest types them", () => {
    expect(normalizeReference(" k7m4-q2xz ")).toBe("K7M4Q2XZ");
  });
});
