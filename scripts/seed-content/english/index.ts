/**
 * The seed's English texts (docs/content-model.md «Two languages»): by document `_id`, then by
 * Sanity path into the Russian built document, the English of each text. A placeholder until the
 * English texts are written: with none, every localized field of the seed has only its Russian.
 */
import type { EnglishTexts } from "../english-merge";

export const englishTexts: EnglishTexts = {};
