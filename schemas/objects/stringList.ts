import { defineArrayMember, defineType } from "sanity";

/**
 * A list of short texts (tags, what is included, rules), as one localized value: each language has
 * its own list (schemas/lib/localized-schema.ts).
 */
export const stringList = defineType({
  name: "stringList",
  title: "Список",
  type: "array",
  of: [defineArrayMember({ type: "string" })],
});
