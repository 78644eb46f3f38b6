/**
 * The catalogue's texts in the language a guest is answered in (docs/languages.md): the Russian
 * texts are the catalogue's own, the English ones sit beside them (`*_en` columns), and an English
 * text that is not set — null, empty, or missing from a list — is answered in Russian.
 */
import type { Language } from "../../../rules";
import {
  englishTitles,
  type ExtraRow,
  type RatePlanRow,
  type RoomTypeRow,
} from "../../db/repositories/catalogue";
import type { AmenityPage, IncludedService } from "../../db/schema";
import type { EngineContext } from "../context";

/** The English text where one is set, else the Russian. */
function either(english: string | null | undefined, russian: string): string {
  return english ? english : russian;
}

export interface RoomTypeWords {
  title: string;
  shortDesc: string;
  amenityTags: string[];
  amenityPages: AmenityPage[];
}

/** A room type's title, description, tags and amenity pages in `language`. */
export function roomTypeWords(row: RoomTypeRow, language: Language): RoomTypeWords {
  if (language === "ru") {
    return {
      title: row.title,
      shortDesc: row.shortDesc,
      amenityTags: row.amenityTags,
      amenityPages: row.amenityPages,
    };
  }
  const tags = row.amenityTagsEn;
  const pages = row.amenityPagesEn;
  return {
    title: either(row.titleEn, row.title),
    shortDesc: either(row.shortDescEn, row.shortDesc),
    amenityTags: row.amenityTags.map((tag, index) => either(tags?.[index], tag)),
    // Pictures and icons are the Russian pages' own; only the words are English.
    amenityPages: row.amenityPages.map((page, index) => {
      const words = pages?.[index];
      return {
        title: either(words?.title, page.title),
        image_url: page.image_url,
        amenities: page.amenities.map((amenity, at) => ({
          icon_id: amenity.icon_id,
          title: either(words?.amenities[at], amenity.title),
        })),
      };
    }),
  };
}

export interface RatePlanWords {
  title: string;
  description: string;
  includedServices: IncludedService[];
}

/** A rate plan's title, description (its cancellation terms) and included services in `language`. */
export function ratePlanWords(row: RatePlanRow, language: Language): RatePlanWords {
  if (language === "ru") {
    return { title: row.title, description: row.description, includedServices: row.includedServices };
  }
  const services = row.includedServicesEn;
  return {
    title: either(row.titleEn, row.title),
    description: either(row.descriptionEn, row.description),
    includedServices: row.includedServices.map((service, index) => ({
      title: either(services?.[index], service.title),
    })),
  };
}

/** An extra's title in `language`. */
export function extraTitle(row: ExtraRow, language: Language): string {
  return language === "ru" ? row.title : either(row.titleEn, row.title);
}

/**
 * The catalogue's names of what a booking holds — its rooms' types and rates, its extras — in
 * `language`, for the answers that show a booking. A booking keeps the Russian names; the English
 * ones are the catalogue's current ones, by id and code (as the guest's e-mails name them).
 */
export interface BookingNames {
  roomType(id: number, russian: string): string;
  ratePlan(id: number, russian: string): string;
  extra(code: string, russian: string): string;
}

/** The names a booking keeps: the Russian ones. */
export const RUSSIAN_NAMES: BookingNames = {
  roomType: (_id, russian) => russian,
  ratePlan: (_id, russian) => russian,
  extra: (_code, russian) => russian,
};

export async function bookingNames(
  ctx: Pick<EngineContext, "db">,
  language: Language,
): Promise<BookingNames> {
  if (language === "ru") return RUSSIAN_NAMES;
  const english = await englishTitles(ctx.db);
  return {
    roomType: (id, russian) => either(english.roomTypes.get(id), russian),
    ratePlan: (id, russian) => either(english.ratePlans.get(id), russian),
    extra: (code, russian) => either(english.extras.get(code), russian),
  };
}
