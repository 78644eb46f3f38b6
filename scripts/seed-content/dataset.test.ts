/**
 * The committed seed dataset is valid against the compiled content model (Sanity's own
 * validation, as in the Studio), every reference resolves, and it is exactly what the sources
 * build. Broken copies of real documents prove that each check can fail.
 */
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { localizedItemType } from "../../schemas/lib/localized";
import { buildDataset, toNdjson, type DatasetDocument } from "./build";
import { DATASET_FILE, MEDIA_DIR } from "./paths";
import { datasetProblems, formatProblems, readDataset, type Problem } from "./validate";

let dataset: DatasetDocument[];

beforeAll(async () => {
  dataset = await readDataset(DATASET_FILE);
});

function byId(id: string): DatasetDocument {
  const document = dataset.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`no ${id} in the dataset`);
  return document;
}

/** The dataset with one document replaced by a broken copy. */
function withDocument(broken: DatasetDocument): DatasetDocument[] {
  return dataset.map((document) => (document._id === broken._id ? broken : document));
}

function problemsOf(problems: Problem[], id: string) {
  return problems.filter((problem) => problem.documentId === id);
}

/** Validates the broken document in the context of the whole dataset. */
async function problemsWith(broken: DatasetDocument): Promise<Problem[]> {
  return problemsOf(await datasetProblems(withDocument(broken), new Set([broken._id])), broken._id);
}

describe("seed dataset", () => {
  it("has no validation problem at all (errors or warnings)", async () => {
    const problems = await datasetProblems(dataset);
    expect(formatProblems(problems)).toBe("");
  });

  it("is exactly what the sources in scripts/seed-content/data build", async () => {
    const built = await buildDataset({ mediaDir: MEDIA_DIR, generateMissing: false });
    expect(toNdjson(built)).toBe(await readFile(DATASET_FILE, "utf8"));
  });

  it("has an asset document with a media file for every picture and clip", async () => {
    const assets = dataset.filter((document) => document._type.startsWith("sanity."));
    expect(assets.length).toBeGreaterThan(100);
    for (const asset of assets) {
      const source = asset.source as { id: string };
      const bytes = await readFile(`${MEDIA_DIR}/${source.id}`);
      expect(bytes.length).toBe(asset.size);
    }
  });
});

describe("a broken document fails validation", () => {
  it("a room category without its title: «Укажите название категории»", async () => {
    const { title: _title, ...rest } = byId("roomCategory-deluxe");
    const problems = await problemsWith(rest as DatasetDocument);
    expect(problems).toContainEqual(
      expect.objectContaining({ path: "title", level: "error", message: "Укажите название категории" }),
    );
  });

  it("a title with English and no Russian: «Укажите название категории»", async () => {
    const english = { _key: "en", _type: localizedItemType("string"), language: "en", value: "Deluxe" };
    const broken = { ...byId("roomCategory-deluxe"), title: [english] };
    const problems = await problemsWith(broken);
    expect(problems).toContainEqual(
      expect.objectContaining({ path: "title", level: "error", message: "Укажите название категории" }),
    );
  });

  it("a language twice, an unknown one, and a text stored without its language", async () => {
    const item = (key: string, language: string, value: string) => ({
      _key: key,
      _type: localizedItemType("string"),
      language,
      value,
    });
    const room = byId("roomCategory-deluxe");
    const broken = {
      ...room,
      title: [item("ru", "ru", "Делюкс"), item("ru2", "ru", "Делюкс 2")],
      seo: { ...(room.seo as object), title: [item("ru", "ru", "Делюкс"), item("de", "de", "Deluxe")] },
      shortDescription: "Светлый номер для двоих",
    };
    const problems = await problemsWith(broken as DatasetDocument);
    expect(problems).toContainEqual(
      expect.objectContaining({ path: 'title[_key=="ru2"]', message: "Язык «ru» указан дважды" }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: 'seo.title[_key=="de"]',
        message: "Неизвестный язык «de»: есть только ru и en",
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: "shortDescription",
        message: expect.stringContaining("в прежнем виде"),
      }),
    );
  });

  it("a negative spa price: «Сумма не может быть отрицательной»", async () => {
    const broken = { ...byId("spaProcedure-facial-massage"), price: -4000 };
    const problems = await problemsWith(broken);
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: "price",
        level: "error",
        message: "Сумма не может быть отрицательной",
      }),
    );
  });

  it("kopecks in a price and a fractional duration", async () => {
    const broken = { ...byId("spaProcedure-facial-massage"), price: 4000.5, durationMinutes: 30.5 };
    const messages = (await problemsWith(broken)).map((p) => p.message);
    expect(messages).toContain("Сумма — целое число рублей, без копеек");
    expect(messages).toContain("Продолжительность — целое число минут");
  });

  it("six stars on a review", async () => {
    const broken = { ...byId("review-anna"), stars: 6 };
    const problems = await problemsWith(broken);
    expect(problems).toContainEqual(
      expect.objectContaining({ path: "stars", level: "error", message: "Оценка не может быть больше 5" }),
    );
  });

  it("a picture without its alternative text", async () => {
    const room = byId("roomCategory-suite");
    const images = room.images as { alt?: string }[];
    const broken = { ...room, images: images.map(({ alt: _alt, ...image }) => image) };
    const messages = (await problemsWith(broken)).map((p) => p.message);
    expect(messages).toContain("Опишите изображение: альтернативный текст обязателен");
  });

  it("a reference to a document that does not exist", async () => {
    const broken = {
      ...byId("spaProcedure-spa-express"),
      category: { _type: "reference", _ref: "spaCategory-missing" },
    };
    const problems = await problemsWith(broken);
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: "category",
        level: "error",
        message: "Ссылка на несуществующий документ spaCategory-missing",
      }),
    );
  });

  it("an image whose asset is missing", async () => {
    const settings = byId("homePage");
    const hero = settings.heroImages as { asset: { _ref: string } }[];
    const first = hero[0];
    if (!first) throw new Error("no hero image");
    const broken = {
      ...settings,
      heroImages: [{ ...first, asset: { _type: "reference", _ref: "image-0000-10x10-webp" } }],
    };
    const messages = (await problemsWith(broken)).map((p) => p.message);
    expect(messages).toContain("Ссылка на несуществующий документ image-0000-10x10-webp");
  });

  it("a service id taken twice across services and spa procedures", async () => {
    const broken = { ...byId("spaProcedure-spa-express"), slug: { _type: "slug", current: "spa-visit" } };
    const problems = await problemsWith(broken);
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: "slug",
        level: "error",
        message: "Этот адрес уже занят другой страницей: «spa-visit»",
      }),
    );
  });

  it("two room categories on the same /rooms/{id}", async () => {
    const broken = { ...byId("roomCategory-villa"), roomId: 1 };
    const problems = await problemsWith(broken);
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: "roomId",
        level: "error",
        message: "Этот номер страницы уже занят другой категорией",
      }),
    );
  });

  it("a field the model does not know and an array item without _key", async () => {
    const faq = byId("faqItem-1");
    const settings = byId("siteSettings");
    const menu = settings.mainMenu as { _key: string }[];
    const broken = [
      { ...faq, answr: "опечатка в имени поля" },
      { ...settings, mainMenu: menu.map(({ _key: _k, ...item }) => item) },
    ];
    const documents = dataset.map((document) => broken.find((b) => b._id === document._id) ?? document);
    const problems = await datasetProblems(documents, new Set(["faqItem-1", "siteSettings"]));
    expect(problemsOf(problems, "faqItem-1")).toContainEqual(
      expect.objectContaining({ path: "answr", level: "error", message: "Поля «answr» нет в типе faqItem" }),
    );
    expect(problemsOf(problems, "siteSettings")).toContainEqual(
      expect.objectContaining({ path: "mainMenu[0]", message: "Элемент массива без _key" }),
    );
  });

  it("a link that is neither a site path nor a URL", async () => {
    const contacts = byId("contactsPage");
    const routes = contacts.routes as { buttonHref: string }[];
    const broken = {
      ...contacts,
      routes: routes.map((route) => ({ ...route, buttonHref: "services transfer" })),
    };
    const messages = (await problemsWith(broken)).map((p) => p.message);
    expect(messages).toContain("Ссылка: путь на сайте /…, https://…, tel:+7… или mailto:…");
  });
});
