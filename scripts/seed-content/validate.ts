/**
 * Validates seed documents the way the Studio does: the schema compiled by `createSchema` (as the
 * Studio compiles it) and Sanity's own `validateDocument` on every document, with a client that
 * answers the validators' GROQ queries (uniqueness checks) from the dataset itself through
 * groq-js. On top of that, every reference must resolve: documents to documents, images and files
 * to asset documents.
 */
import { readFile } from "node:fs/promises";
import { evaluate, parse } from "groq-js";
import {
  createSchema,
  validateDocument,
  type SanityClient,
  type SanityDocument,
  type Workspace,
} from "sanity";
import { schemaTypes } from "../../schemas/index";
import { localizedArrayTypes } from "../../schemas/lib/localized-schema";
import type { DatasetDocument, JsonValue } from "./build";

export interface Problem {
  documentId: string;
  path: string;
  level: "error" | "warning" | "info";
  message: string;
}

export class DatasetFormatError extends Error {
  readonly code = "DATASET_FORMAT";
  constructor(message: string) {
    super(message);
    this.name = "DatasetFormatError";
  }
}

/** Reads an NDJSON dataset: one JSON document per line, each with `_id` and `_type`. */
export async function readDataset(file: string): Promise<DatasetDocument[]> {
  const lines = (await readFile(file, "utf8")).split("\n").filter((line) => line.trim() !== "");
  return lines.map((line, index) => {
    const value: unknown = JSON.parse(line);
    if (
      value === null ||
      typeof value !== "object" ||
      typeof (value as { _id?: unknown })._id !== "string" ||
      typeof (value as { _type?: unknown })._type !== "string"
    ) {
      throw new DatasetFormatError(`${file}:${index + 1}: документ без _id или _type`);
    }
    return value as DatasetDocument;
  });
}

let compiled: ReturnType<typeof createSchema> | undefined;

/**
 * The content model compiled as the Studio compiles it, with the types the localized fields' plugin
 * registers there (studio/sanity.config.ts); schema errors fail loudly.
 */
export function compiledSchema() {
  if (!compiled) {
    const schema = createSchema({ name: "default", types: [...schemaTypes, ...localizedArrayTypes()] });
    const problems = (schema._validation ?? []).flatMap((group) =>
      group.problems.filter((problem) => problem.severity === "error").map((problem) => problem.message),
    );
    if (problems.length > 0) throw new DatasetFormatError(`Ошибки в схеме: ${problems.join("; ")}`);
    compiled = schema;
  }
  return compiled;
}

/** A client for custom validators: `fetch` evaluates GROQ over the given documents. */
function datasetClient(documents: readonly DatasetDocument[]): SanityClient {
  const client = {
    async fetch(query: string, params: Record<string, unknown> = {}) {
      const result = await evaluate(parse(query, { params }), { dataset: documents, params });
      return result.get();
    },
    withConfig() {
      return client;
    },
    config() {
      return { apiVersion: "2025-02-19", projectId: "embedded", dataset: "production" };
    },
  };
  // Validators only call fetch (and withConfig); the rest of the client is never reached.
  return client as unknown as SanityClient;
}

function pathToString(path: readonly unknown[]): string {
  return path
    .map((segment) =>
      typeof segment === "object" && segment !== null && "_key" in segment
        ? `[_key=="${String((segment as { _key: unknown })._key)}"]`
        : typeof segment === "number"
          ? `[${segment}]`
          : `.${String(segment)}`,
    )
    .join("")
    .replace(/^\./, "");
}

function collectReferences(value: JsonValue, path: string, found: { path: string; ref: string }[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectReferences(item, `${path}[${index}]`, found));
  } else if (value !== null && typeof value === "object") {
    if (typeof value._ref === "string") found.push({ path, ref: value._ref });
    for (const [field, item] of Object.entries(value)) {
      if (field !== "_ref") collectReferences(item, path ? `${path}.${field}` : field, found);
    }
  }
}

function referenceProblemsIn(
  checked: readonly DatasetDocument[],
  all: readonly DatasetDocument[],
): Problem[] {
  const ids = new Set(all.map((document) => document._id));
  const problems: Problem[] = [];
  for (const document of checked) {
    const references: { path: string; ref: string }[] = [];
    collectReferences(document, "", references);
    for (const { path, ref } of references) {
      if (!ids.has(ref)) {
        problems.push({
          documentId: document._id,
          path,
          level: "error",
          message: `Ссылка на несуществующий документ ${ref}`,
        });
      }
    }
  }
  return problems;
}

/** Array items that are objects need a `_key` unique within their array (Sanity's rule). */
export function keyProblems(documents: readonly DatasetDocument[]): Problem[] {
  const problems: Problem[] = [];
  const visit = (documentId: string, value: JsonValue, path: string) => {
    if (Array.isArray(value)) {
      const keys = new Set<string>();
      value.forEach((item, index) => {
        if (item !== null && typeof item === "object" && !Array.isArray(item)) {
          const key = item._key;
          if (typeof key !== "string" || key === "") {
            problems.push({
              documentId,
              path: `${path}[${index}]`,
              level: "error",
              message: "Элемент массива без _key",
            });
          } else if (keys.has(key)) {
            problems.push({
              documentId,
              path: `${path}[${index}]`,
              level: "error",
              message: `Повторяющийся _key ${key}`,
            });
          } else {
            keys.add(key);
          }
        }
        visit(documentId, item, `${path}[${index}]`);
      });
    } else if (value !== null && typeof value === "object") {
      for (const [field, item] of Object.entries(value))
        visit(documentId, item, path ? `${path}.${field}` : field);
    }
  };
  for (const document of documents) visit(document._id, document, "");
  return problems;
}

/** Ids must be unique and public (a dot makes a document private in Sanity, e.g. drafts.). */
export function idProblems(documents: readonly DatasetDocument[]): Problem[] {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const document of documents) {
    if (seen.has(document._id)) {
      problems.push({ documentId: document._id, path: "_id", level: "error", message: "Повторяющийся _id" });
    }
    seen.add(document._id);
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(document._id)) {
      problems.push({
        documentId: document._id,
        path: "_id",
        level: "error",
        message: "_id: только латиница, цифры, _ и -",
      });
    }
  }
  return problems;
}

const UNKNOWN_FIELD = /^Field '(.+)' does not exist on type '(.+)'$/;

/**
 * Runs Sanity's validation on content documents (assets are Sanity's own types): once as the
 * Studio runs it (levels and messages as a manager sees them), and once as the CLI runs it, only
 * to catch fields the model does not know (the CLI reports them; the Studio ignores them).
 */
export async function schemaProblems(
  documents: readonly DatasetDocument[],
  only?: ReadonlySet<string>,
): Promise<Problem[]> {
  const schema = compiledSchema();
  const ids = new Set(documents.map((document) => document._id));
  const client = datasetClient(documents);
  const workspace = { schema, getClient: () => client } as unknown as Workspace;
  const getDocumentExists = async ({ id }: { id: string }) => ids.has(id);
  const problems: Problem[] = [];
  for (const document of documents) {
    if (document._type.startsWith("sanity.") || (only && !only.has(document._id))) continue;
    if (!schema.get(document._type)) {
      problems.push({
        documentId: document._id,
        path: "_type",
        level: "error",
        message: `Нет типа ${document._type} в схеме`,
      });
      continue;
    }
    const value = document as unknown as SanityDocument;
    const [studio, cli] = await Promise.all([
      validateDocument({ document: value, workspace, environment: "studio", getDocumentExists }),
      validateDocument({ document: value, workspace, environment: "cli", getDocumentExists }),
    ]);
    for (const marker of studio) {
      problems.push({
        documentId: document._id,
        path: pathToString(marker.path),
        level: marker.level,
        message: marker.message,
      });
    }
    for (const marker of cli) {
      const unknown = UNKNOWN_FIELD.exec(marker.message);
      if (unknown) {
        problems.push({
          documentId: document._id,
          path: pathToString(marker.path),
          level: "error",
          message: `Поля «${unknown[1]}» нет в типе ${unknown[2]}`,
        });
      }
    }
  }
  return problems;
}

/**
 * Everything that is wrong with a dataset; an empty list means it imports cleanly. `only`
 * restricts the checks to some documents (the others still answer references and uniqueness).
 */
export async function datasetProblems(
  documents: readonly DatasetDocument[],
  only?: ReadonlySet<string>,
): Promise<Problem[]> {
  const checked = only ? documents.filter((document) => only.has(document._id)) : documents;
  return [
    ...idProblems(documents).filter((problem) => !only || only.has(problem.documentId)),
    ...keyProblems(checked),
    ...referenceProblemsIn(checked, documents),
    ...(await schemaProblems(documents, only)),
  ];
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems
    .map((problem) => `${problem.level}: ${problem.documentId} ${problem.path}: ${problem.message}`)
    .join("\n");
}
