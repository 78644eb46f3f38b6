/**
 * The hotel's Sanity Studio: the content model of ../schemas, a Russian structure grouped the
 * way a manager works, singletons pinned, and the Vision tool for GROQ. Features that need
 * Sanity's cloud plans and that the hotel does not use are off: tasks, comments, scheduled
 * publishing and drafts, content releases, announcements, the Media Library, Sanity Canvas.
 */
import { visionTool } from "@sanity/vision";
import { defineConfig, type DocumentActionComponent } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { isSingletonType } from "../schemas/lib/constants";
import { schemaTypes } from "../schemas/index";
import { localizedArrays } from "../schemas/lib/localized-schema";
import { apiVersion, dataset, projectId, siteOrigin } from "./env";
import { EMBEDDED_PROJECT_ID, embeddedLakeWorkspace } from "../content-lake/studio-workspace";
import { ruLocale } from "./locale/ru";
import { bookingsTool } from "./admin/bookings-tool";
import { pricesTool } from "./admin/prices-tool";
import { requestsTool } from "./admin/requests-tool";
import { staffTool } from "./admin/staff-tool";
import { toolsFor } from "./admin/access";
import { ManagerToolMenu } from "./admin/tool-menu";
import { protectRoomCategory } from "./admin/protect-room-category";
import { RoomCategoryFacts } from "./admin/room-facts";
import { LeavePreview } from "./presentation/leave-preview";
import { untranslatedTool } from "./translations/untranslated-tool";
import { locations, mainDocuments } from "./presentation/resolve";
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
  // With Sanity's cloud, token login too: the admin tools send the user's token to the site's
  // admin route, which checks it with the project (docs/studio-tools.md#the-admin-route).
  ...(projectId === EMBEDDED_PROJECT_ID
    ? embeddedLakeWorkspace({ dataset, fallbackPort: process.env.SANITY_STUDIO_LAKE_PORT })
    : { auth: { loginMethod: "token" as const } }),
  plugins: [
    structureTool({ title: "Контент", structure }),
    // Every text a guest reads in Russian and English, side by side in the form
    // (docs/content-model.md «Two languages»).
    localizedArrays(),
    // The site inside the Studio with the manager's drafts (docs/preview.md): the preview enables
    // draft mode through the site's secret-checked route, and a click on a text opens its field.
    presentationTool({
      title: "Предпросмотр",
      previewUrl: {
        initial: siteOrigin(),
        previewMode: { enable: "/api/draft-mode/enable", disable: "/api/draft-mode/disable" },
      },
      allowOrigins: [siteOrigin()],
      resolve: { locations, mainDocuments },
    }),
    visionTool({ title: "GROQ", defaultApiVersion: apiVersion, defaultDataset: dataset }),
  ],
  // Russian for the managers (ours: Sanity has none); the last locale is the default.
  i18n: { locales: (previous) => [...previous, ruLocale] },
  // «Нет перевода» for everyone who edits texts (the fields without English, docs/content-model.md);
  // the managers' tools over the booking engine (through the site's /api/admin), for
  // administrators and managers; «Сотрудники» for the embedded lake's administrators
  // (studio/admin/access.ts; on Sanity's cloud, members are managed at sanity.io/manage).
  tools: (previous, { currentUser }) => [
    ...previous,
    untranslatedTool,
    ...toolsFor(currentUser, {
      engine: [pricesTool, bookingsTool, requestsTool],
      staff: projectId === EMBEDDED_PROJECT_ID ? [staffTool] : [],
    }),
  ],
  // Leaving «Предпросмотр» ends the site's draft mode in the manager's browser; the tool menu
  // shows the count of new requests beside «Заявки» (studio/admin/tool-menu.tsx).
  studio: { components: { layout: LeavePreview, toolMenu: ManagerToolMenu } },
  // A room category's form shows the engine's price «от» and capacity (read-only).
  form: { components: { input: RoomCategoryFacts } },
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter((template) => !isFixedType(template.schemaType)),
  },
  document: {
    actions: (actions: DocumentActionComponent[], context) =>
      isFixedType(context.schemaType)
        ? actions.filter((action) => action.action !== undefined && FIXED_DOCUMENT_ACTIONS.has(action.action))
        : context.schemaType === "roomCategory"
          ? // What the engine sells stays on the site (studio/admin/protect-room-category.tsx).
            actions.map((action) =>
              action.action === "delete" || action.action === "unpublish"
                ? protectRoomCategory(action)
                : action,
            )
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
  // Sanity Canvas is a cloud app; off, its hidden document actions and banners are gone too.
  apps: { canvas: { enabled: false } },
});
