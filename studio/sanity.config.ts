/**
 * The hotel's Sanity Studio: the content model of ../schemas, a Russian structure grouped the
 * way a manager works, singletons pinned, and the Vision tool for GROQ. Features that need
 * Sanity's cloud plans and that the hotel does not use are off: tasks, comments, scheduled
 * publishing and drafts, content releases, announcements, the Media Library.
 */
import { visionTool } from "@sanity/vision";
import { defineConfig, type DocumentActionComponent } from "sanity";
import { structureTool } from "sanity/structure";
import { isSingletonType } from "../schemas/lib/constants";
import { schemaTypes } from "../schemas/index";
import { apiVersion, dataset, projectId } from "./env";
import { EMBEDDED_PROJECT_ID, embeddedLakeWorkspace } from "../content-lake/studio-workspace";
import { structure } from "./structure";

/** Types a manager never creates: one document each (singletons) or one per site route (page). */
const isFixedType = (type: string) => isSingletonType(type) || type === "page";

/** What a manager may do with a fixed document: edit and publish, never delete or duplicate. */
const FIXED_DOCUMENT_ACTIONS = new Set(["publish", "discardChanges", "restore"]);

export default defineConfig({
  name: "default",
  title: "Сосновый берег",
  projectId,
  dataset,
  // Without a Sanity project, the Studio talks to the embedded content lake: its API host and
  // its token login (content-lake/studio-workspace.ts, docs/content-lake.md).
  ...(projectId === EMBEDDED_PROJECT_ID
    ? embeddedLakeWorkspace({ dataset, fallbackPort: process.env.SANITY_STUDIO_LAKE_PORT })
    : {}),
  plugins: [
    structureTool({ title: "Контент", structure }),
    visionTool({ title: "GROQ", defaultApiVersion: apiVersion, defaultDataset: dataset }),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter((template) => !isFixedType(template.schemaType)),
  },
  document: {
    actions: (actions: DocumentActionComponent[], context) =>
      isFixedType(context.schemaType)
        ? actions.filter((action) => action.action !== undefined && FIXED_DOCUMENT_ACTIONS.has(action.action))
        : actions,
    newDocumentOptions: (options) => options.filter((option) => !isFixedType(option.templateId)),
    comments: { enabled: false },
  },
  tasks: { enabled: false },
  scheduledPublishing: { enabled: false },
  scheduledDrafts: { enabled: false },
  releases: { enabled: false },
  announcements: { enabled: false },
  mediaLibrary: { enabled: false },
});
