/**
 * The hotel's content upgrades, run by the embedded lake at every start (`npm start`,
 * `npm run studio`): changes of the content model that documents stored before them need.
 * A Sanity project gets the same from `npm run seed:sanity` (scripts/import-content).
 */
import { localizeDocument } from "../schemas/lib/localized";
import type { ContentUpgrade } from "./lake";
import type { LakeDocument } from "./store/working-set";

/**
 * Texts stored before they were localized (docs/content-model.md «Two languages») become their
 * field's Russian item: `"title": "Делюкс"` → `"title": [{_key: "ru", …, language: "ru", value: "Делюкс"}]`.
 */
export const LOCALIZED_FIELDS_UPGRADE: ContentUpgrade = {
  name: "texts stored before the two languages, wrapped as their Russian",
  upgrade(document: LakeDocument) {
    const { document: upgraded, wrapped } = localizeDocument(document);
    return wrapped.length > 0 ? upgraded : undefined;
  },
};

export const CONTENT_UPGRADES: readonly ContentUpgrade[] = [LOCALIZED_FIELDS_UPGRADE];
