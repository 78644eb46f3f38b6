/**
 * The English seed texts, one module per source of scripts/seed-content/data/ (docs/content-model.md
 * «English seed texts»): the importer of field-level translation puts each value beside the Russian
 * one at its document and path.
 */
import { english as awards } from "./awards";
import { english as cars } from "./cars";
import { english as faq } from "./faq";
import { english as gallery } from "./gallery";
import { english as home } from "./home";
import { english as offers } from "./offers";
import { english as pages } from "./pages";
import { english as rates } from "./rates";
import { english as restaurant } from "./restaurant";
import { english as reviews } from "./reviews";
import { english as rooms } from "./rooms";
import { english as services } from "./services";
import { english as settings } from "./settings";
import { english as spa } from "./spa";
import { english as transfer } from "./transfer";
import type { EnglishTexts } from "./types";

export type { EnglishTexts } from "./types";

/** Each module's texts by the name of its source, scripts/seed-content/data/<name>.ts. */
export const englishBySource: Readonly<Record<string, EnglishTexts>> = {
  awards,
  cars,
  faq,
  gallery,
  home,
  offers,
  pages,
  rates,
  restaurant,
  reviews,
  rooms,
  services,
  settings,
  spa,
  transfer,
};

function merge(sources: Readonly<Record<string, EnglishTexts>>): EnglishTexts {
  const merged: EnglishTexts = {};
  for (const [source, texts] of Object.entries(sources)) {
    for (const [id, paths] of Object.entries(texts)) {
      if (merged[id]) throw new Error(`english/${source}.ts: ${id} has English texts in another module too`);
      merged[id] = paths;
    }
  }
  return merged;
}

/** All English seed texts: document `_id` → path → English. */
export const englishTexts: EnglishTexts = merge(englishBySource);
