/** English texts of scripts/seed-content/data/rooms.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  "roomCategory-deluxe": {
    title: "Deluxe",
    shortDescription:
      "A bright room for two with a super-king bed and windows onto the pines. Warm wood, linen and nothing you don’t need: a place to sleep well and take a break from the city.",
    'description[_key=="adfb9997127e"].children[_key=="adfb9997127es"].text':
      "The Deluxe is the hotel’s most popular room: bright and quiet, with a large super-king bed (2 × 2.1 m) and a view of the pine forest or the inner garden.",
    'description[_key=="873e8693b293"].children[_key=="873e8693b293s"].text':
      "The interior is made of natural materials: oak, linen, wool and ceramics by local craftspeople. Blackout curtains, a pillow menu and air conditioning help you sleep well, and a desk with good lighting lets you finish your work before the holiday begins.",
    'description[_key=="ac8dd3c8efcb"].children[_key=="ac8dd3c8efcbs"].text':
      "The bathroom has a rain shower, bathrobes, slippers and handmade toiletries. If you’ve left something at home, just ask at reception: we’ll bring you a toothbrush kit, a charger or an umbrella free of charge.",
    "tags[0]": "Super-king bed",
    "tags[1]": "Pine views",
    "tags[2]": "Dogs up to 5 kg welcome",
    'images[_key=="c5b038b9ac83"].alt':
      "A Deluxe room: a super-king bed with linen bedding by a window overlooking the pines",
    'images[_key=="3cc18a100000"].alt':
      "The desk by the window in a Deluxe room, with a table lamp and an armchair",
    'images[_key=="bdd3bbf3195f"].alt': "The Deluxe bathroom with a rain shower and a stone washbasin",
    'amenityTabs[_key=="ece7fe76659f"].title': "Room",
    'amenityTabs[_key=="ece7fe76659f"].image.alt':
      "A Deluxe room: a super-king bed with linen bedding by a window overlooking the pines",
    'amenityTabs[_key=="ece7fe76659f"].items[_key=="2930b79b7b54"].title': "Super-king bed, 2 × 2.1 m",
    'amenityTabs[_key=="ece7fe76659f"].items[_key=="b6aeef0c73a9"].title': "Pillow menu",
    'amenityTabs[_key=="ece7fe76659f"].items[_key=="4b9b64d9285d"].title': "Free Wi-Fi",
    'amenityTabs[_key=="ece7fe76659f"].items[_key=="20689d2add36"].title': "Smart TV",
    'amenityTabs[_key=="ece7fe76659f"].items[_key=="c8e9fb89baf6"].title': "Air conditioning",
    'amenityTabs[_key=="ece7fe76659f"].items[_key=="9f863380d2c0"].title': "Safe",
    'amenityTabs[_key=="ece7fe76659f"].items[_key=="f91a85e4bd95"].title': "Minibar",
    'amenityTabs[_key=="ece7fe76659f"].items[_key=="9f55c0c33ed7"].title': "Kettle and a selection of teas",
    'amenityTabs[_key=="ece7fe76659f"].items[_key=="94bc817e18fa"].title': "Desk",
    'amenityTabs[_key=="29112d6ca825"].title': "Bathroom",
    'amenityTabs[_key=="29112d6ca825"].image.alt':
      "The Deluxe bathroom with a rain shower and a stone washbasin",
    'amenityTabs[_key=="29112d6ca825"].items[_key=="fc5bd01aa63e"].title': "Rain shower",
    'amenityTabs[_key=="29112d6ca825"].items[_key=="1ec4e5b6647b"].title': "Hairdryer",
    'amenityTabs[_key=="29112d6ca825"].items[_key=="2bb7d8d2aaca"].title': "Bathrobes",
    'amenityTabs[_key=="29112d6ca825"].items[_key=="e668b4547a8c"].title': "Slippers",
    'amenityTabs[_key=="29112d6ca825"].items[_key=="40b3f8f9e6f8"].title': "Towels",
    'amenityTabs[_key=="29112d6ca825"].items[_key=="1f11e1333998"].title': "Handmade toiletries",
    'amenityTabs[_key=="a0c5d80e336e"].title': "Forgotten something?",
    'amenityTabs[_key=="a0c5d80e336e"].note':
      "Free of charge: just ask at reception and we’ll bring it to your room.",
    'amenityTabs[_key=="a0c5d80e336e"].image.alt':
      "Deluxe: free essentials on request, such as a toothbrush kit, a comb and a charger",
    'amenityTabs[_key=="a0c5d80e336e"].items[_key=="0ef65e4321f7"].title': "Toothbrush kit",
    'amenityTabs[_key=="a0c5d80e336e"].items[_key=="4a125d0bd064"].title': "Shaving kit",
    'amenityTabs[_key=="a0c5d80e336e"].items[_key=="3d96a4ddfd51"].title': "Comb",
    'amenityTabs[_key=="a0c5d80e336e"].items[_key=="641a19d2ed56"].title': "Sewing kit",
    'amenityTabs[_key=="a0c5d80e336e"].items[_key=="35d686afd019"].title': "Charger",
    'amenityTabs[_key=="a0c5d80e336e"].items[_key=="72026d950329"].title': "Umbrella",
    "seo.title": "Deluxe — a room at Sosnovy Bereg",
    "seo.description": "A Deluxe room for two: a super-king bed (2 × 2.1 m), pine views, breakfast included.",
  },
  "roomCategory-family-deluxe": {
    title: "Family Deluxe",
    shortDescription:
      "A spacious Deluxe for families: a super-king bed and an extra bed. Sleeps up to three guests, and a child under 7 can stay without a bed of their own.",
    'description[_key=="25215ea0e401"].children[_key=="25215ea0e401s"].text':
      "The Family Deluxe is designed for three: it has a super-king bed (2 × 2.1 m) and a separate bed for the third guest.",
    'description[_key=="b79f48b1e02a"].children[_key=="b79f48b1e02as"].text':
      "One child under 7 can stay without a bed of their own, and we’ll put a cot in the room on request. The room has everything for an unhurried family morning: a kettle, a selection of teas, a minibar and plenty of space for suitcases.",
    'description[_key=="2de4605c73af"].children[_key=="2de4605c73afs"].text':
      "The pine forest begins just a few steps from the hotel, which makes walks with children easy, and on a rainy day the pool and our spa’s treatments for children come to the rescue.",
    "tags[0]": "Super-king bed",
    "tags[1]": "Ideal for families with children",
    "tags[2]": "Dogs up to 5 kg welcome",
    'images[_key=="44471814f305"].alt': "Family Deluxe: a super-king bed and a sofa bed by the window",
    'images[_key=="f6cb955a5ae3"].alt': "A children’s corner in the family room: a cot and a soft rug",
    'images[_key=="e9502ee55a24"].alt':
      "The family room’s bathroom with a shower and a stack of fluffy towels",
    'amenityTabs[_key=="32e61f99d8a8"].title': "Room",
    'amenityTabs[_key=="32e61f99d8a8"].image.alt':
      "Family Deluxe: a super-king bed and a sofa bed by the window",
    'amenityTabs[_key=="32e61f99d8a8"].items[_key=="0faa21ab9b5f"].title': "Super-king bed, 2 × 2.1 m",
    'amenityTabs[_key=="32e61f99d8a8"].items[_key=="f4ef9f80ddd3"].title': "Pillow menu",
    'amenityTabs[_key=="32e61f99d8a8"].items[_key=="944357ab9562"].title': "Free Wi-Fi",
    'amenityTabs[_key=="32e61f99d8a8"].items[_key=="9581207449b0"].title': "Smart TV",
    'amenityTabs[_key=="32e61f99d8a8"].items[_key=="98b8e1ada6a3"].title': "Air conditioning",
    'amenityTabs[_key=="32e61f99d8a8"].items[_key=="c6e2b2cd9136"].title': "Safe",
    'amenityTabs[_key=="32e61f99d8a8"].items[_key=="fc13b27a0af2"].title': "Minibar",
    'amenityTabs[_key=="32e61f99d8a8"].items[_key=="75e2371cc132"].title': "Kettle and a selection of teas",
    'amenityTabs[_key=="32e61f99d8a8"].items[_key=="f95265c3a1f7"].title': "Sofa bed",
    'amenityTabs[_key=="32e61f99d8a8"].items[_key=="809685df5e8e"].title': "Cot on request",
    'amenityTabs[_key=="481b8be72727"].title': "Bathroom",
    'amenityTabs[_key=="481b8be72727"].image.alt':
      "The family room’s bathroom with a shower and a stack of fluffy towels",
    'amenityTabs[_key=="481b8be72727"].items[_key=="f02c1fe65e90"].title': "Rain shower",
    'amenityTabs[_key=="481b8be72727"].items[_key=="7a75c0350f79"].title': "Hairdryer",
    'amenityTabs[_key=="481b8be72727"].items[_key=="23b5e8e4f88f"].title': "Bathrobes",
    'amenityTabs[_key=="481b8be72727"].items[_key=="c107291adc33"].title': "Slippers",
    'amenityTabs[_key=="481b8be72727"].items[_key=="1e3d6aeb5aef"].title': "Towels",
    'amenityTabs[_key=="481b8be72727"].items[_key=="bf7497ec6a61"].title': "Handmade toiletries",
    'amenityTabs[_key=="4eed84f9c1cf"].title': "Forgotten something?",
    'amenityTabs[_key=="4eed84f9c1cf"].note':
      "Free of charge: just ask at reception and we’ll bring it to your room.",
    'amenityTabs[_key=="4eed84f9c1cf"].image.alt':
      "Family Deluxe: free essentials on request, such as a toothbrush kit, a comb and a charger",
    'amenityTabs[_key=="4eed84f9c1cf"].items[_key=="37035e5ccc7f"].title': "Toothbrush kit",
    'amenityTabs[_key=="4eed84f9c1cf"].items[_key=="217d01be55c0"].title': "Shaving kit",
    'amenityTabs[_key=="4eed84f9c1cf"].items[_key=="3a94e8e3df88"].title': "Comb",
    'amenityTabs[_key=="4eed84f9c1cf"].items[_key=="c4ea35f1e001"].title': "Sewing kit",
    'amenityTabs[_key=="4eed84f9c1cf"].items[_key=="32c8777a2d2f"].title': "Charger",
    'amenityTabs[_key=="4eed84f9c1cf"].items[_key=="4c0548ac6126"].title': "Umbrella",
    "seo.title": "Family Deluxe — a room at Sosnovy Bereg",
    "seo.description":
      "A family room for three: a super-king bed and an extra bed; a child under 7 can stay without a bed of their own.",
  },
  "roomCategory-superior": {
    title: "Superior",
    shortDescription:
      "A corner room with panoramic windows and a seating area. More light and space, for those who like to spend time in their room.",
    'description[_key=="e7cbeda31be7"].children[_key=="e7cbeda31be7s"].text':
      "The Superior is a corner room with windows on two sides: in the morning the sun rises over the pines, and in the evening the light softly fades into the garden.",
    'description[_key=="3c0d3eb52a2d"].children[_key=="3c0d3eb52a2ds"].text':
      "A super-king bed (2 × 2.1 m), a seating area with armchairs and a coffee machine, so you can enjoy your first cup of coffee without leaving the room. The room sleeps up to three guests.",
    'description[_key=="d12cc830985d"].children[_key=="d12cc830985ds"].text':
      "This is the highest category in which you can stay with a dog weighing up to 5 kg: let us know when you book, and we’ll have a dog bed and bowls ready.",
    "tags[0]": "Corner room",
    "tags[1]": "Super-king bed",
    "tags[2]": "Coffee machine",
    'images[_key=="78aeb1db87c3"].alt': "A corner Superior room with panoramic windows and a super-king bed",
    'images[_key=="5afab7d40dea"].alt':
      "The seating area in a Superior room: two armchairs and a coffee table",
    'images[_key=="e9d19d34d24d"].alt': "The Superior bathroom with two washbasins and a shower",
    'amenityTabs[_key=="144977850cf9"].title': "Room",
    'amenityTabs[_key=="144977850cf9"].image.alt':
      "A corner Superior room with panoramic windows and a super-king bed",
    'amenityTabs[_key=="144977850cf9"].items[_key=="a118de27c5a6"].title': "Super-king bed, 2 × 2.1 m",
    'amenityTabs[_key=="144977850cf9"].items[_key=="8ef444b8c28f"].title': "Pillow menu",
    'amenityTabs[_key=="144977850cf9"].items[_key=="d21aecda8056"].title': "Free Wi-Fi",
    'amenityTabs[_key=="144977850cf9"].items[_key=="c5123188ad10"].title': "Smart TV",
    'amenityTabs[_key=="144977850cf9"].items[_key=="f7e209c588b2"].title': "Air conditioning",
    'amenityTabs[_key=="144977850cf9"].items[_key=="bf1985f44ed1"].title': "Safe",
    'amenityTabs[_key=="144977850cf9"].items[_key=="72a45da23eea"].title': "Minibar",
    'amenityTabs[_key=="144977850cf9"].items[_key=="40828273fe40"].title': "Kettle and a selection of teas",
    'amenityTabs[_key=="144977850cf9"].items[_key=="ade45ebf2468"].title': "Coffee machine",
    'amenityTabs[_key=="144977850cf9"].items[_key=="c5846ac1b4bd"].title': "Seating area",
    'amenityTabs[_key=="144977850cf9"].items[_key=="ebc545ba6c87"].title': "Windows on two sides",
    'amenityTabs[_key=="9e16bb98bd18"].title': "Bathroom",
    'amenityTabs[_key=="9e16bb98bd18"].image.alt': "The Superior bathroom with two washbasins and a shower",
    'amenityTabs[_key=="9e16bb98bd18"].items[_key=="383158ac456b"].title': "Rain shower",
    'amenityTabs[_key=="9e16bb98bd18"].items[_key=="997ea35748ff"].title': "Hairdryer",
    'amenityTabs[_key=="9e16bb98bd18"].items[_key=="e9bb3cff0c61"].title': "Bathrobes",
    'amenityTabs[_key=="9e16bb98bd18"].items[_key=="057d7a498d09"].title': "Slippers",
    'amenityTabs[_key=="9e16bb98bd18"].items[_key=="e9ecfd533ba2"].title': "Towels",
    'amenityTabs[_key=="9e16bb98bd18"].items[_key=="02a41fdd2dcb"].title': "Handmade toiletries",
    'amenityTabs[_key=="8abc58c811c4"].title': "Forgotten something?",
    'amenityTabs[_key=="8abc58c811c4"].note':
      "Free of charge: just ask at reception and we’ll bring it to your room.",
    'amenityTabs[_key=="8abc58c811c4"].image.alt':
      "Superior: free essentials on request, such as a toothbrush kit, a comb and a charger",
    'amenityTabs[_key=="8abc58c811c4"].items[_key=="36d535686101"].title': "Toothbrush kit",
    'amenityTabs[_key=="8abc58c811c4"].items[_key=="4b739599e996"].title': "Shaving kit",
    'amenityTabs[_key=="8abc58c811c4"].items[_key=="6c7f25d1517b"].title': "Comb",
    'amenityTabs[_key=="8abc58c811c4"].items[_key=="90c03640d403"].title': "Sewing kit",
    'amenityTabs[_key=="8abc58c811c4"].items[_key=="bfda9b5c34a6"].title': "Charger",
    'amenityTabs[_key=="8abc58c811c4"].items[_key=="adc315a4d5c7"].title': "Umbrella",
    "seo.title": "Superior — a room at Sosnovy Bereg",
    "seo.description":
      "A corner Superior room with panoramic windows, a seating area and a coffee machine, for up to 3 guests.",
  },
  "roomCategory-suite": {
    title: "Suite",
    shortDescription:
      "A two-room suite: a bedroom with a super-king bed and a living room. A freestanding bath, a coffee machine and a view of the pine forest.",
    'description[_key=="83861fad1539"].children[_key=="83861fad1539s"].text':
      "The Suite has a bedroom and a separate living room, so you can entertain friends, work or read by the window without disturbing each other.",
    'description[_key=="85665d7439c8"].children[_key=="85665d7439c8s"].text':
      "The bedroom has a super-king bed (2 × 2.1 m), and the living room a sofa, a dining table and a coffee machine. Besides the shower, the bathroom has a freestanding bath.",
    'description[_key=="bc38b528edf7"].children[_key=="bc38b528edf7s"].text':
      "The suite sleeps up to three guests. A child under 7 can stay without a bed of their own.",
    "tags[0]": "Bedroom and living room",
    "tags[1]": "Bath",
    "tags[2]": "Super-king bed",
    'images[_key=="71d7d7b4c995"].alt':
      "The Suite’s living room: a sofa, a dining table and windows onto the pine forest",
    'images[_key=="7fc05d59f8aa"].alt': "The Suite’s bedroom with a super-king bed and a linen canopy",
    'images[_key=="c73c2b55a39b"].alt': "The Suite’s bathroom with a freestanding bath by the window",
    'amenityTabs[_key=="fa2230c8d9f3"].title': "Room",
    'amenityTabs[_key=="fa2230c8d9f3"].image.alt':
      "The Suite’s living room: a sofa, a dining table and windows onto the pine forest",
    'amenityTabs[_key=="fa2230c8d9f3"].items[_key=="1bcea5bc0252"].title': "Super-king bed, 2 × 2.1 m",
    'amenityTabs[_key=="fa2230c8d9f3"].items[_key=="012a00e9f489"].title': "Pillow menu",
    'amenityTabs[_key=="fa2230c8d9f3"].items[_key=="457aad7cebaf"].title': "Free Wi-Fi",
    'amenityTabs[_key=="fa2230c8d9f3"].items[_key=="c33ff77f8e07"].title': "Smart TV",
    'amenityTabs[_key=="fa2230c8d9f3"].items[_key=="8dea8e3154e5"].title': "Air conditioning",
    'amenityTabs[_key=="fa2230c8d9f3"].items[_key=="3e8cdd7580bd"].title': "Safe",
    'amenityTabs[_key=="fa2230c8d9f3"].items[_key=="a4b50706a0b8"].title': "Minibar",
    'amenityTabs[_key=="fa2230c8d9f3"].items[_key=="346501999669"].title': "Kettle and a selection of teas",
    'amenityTabs[_key=="fa2230c8d9f3"].items[_key=="5ad609fe6785"].title': "Coffee machine",
    'amenityTabs[_key=="fa2230c8d9f3"].items[_key=="fdc263812251"].title': "Living room with a sofa",
    'amenityTabs[_key=="fa2230c8d9f3"].items[_key=="18cd3ee03c1e"].title': "Walk-in wardrobe",
    'amenityTabs[_key=="25d2060e958f"].title': "Bathroom",
    'amenityTabs[_key=="25d2060e958f"].image.alt':
      "The Suite’s bathroom with a freestanding bath by the window",
    'amenityTabs[_key=="25d2060e958f"].items[_key=="bba310e12206"].title': "Rain shower",
    'amenityTabs[_key=="25d2060e958f"].items[_key=="067928672f2c"].title': "Hairdryer",
    'amenityTabs[_key=="25d2060e958f"].items[_key=="df1dba33ce04"].title': "Bathrobes",
    'amenityTabs[_key=="25d2060e958f"].items[_key=="1627e45718db"].title': "Slippers",
    'amenityTabs[_key=="25d2060e958f"].items[_key=="d3aeedd31e23"].title': "Towels",
    'amenityTabs[_key=="25d2060e958f"].items[_key=="e087fbc81861"].title': "Handmade toiletries",
    'amenityTabs[_key=="25d2060e958f"].items[_key=="62e603c2b0b8"].title': "Freestanding bath",
    'amenityTabs[_key=="661e0b844d16"].title': "Forgotten something?",
    'amenityTabs[_key=="661e0b844d16"].note':
      "Free of charge: just ask at reception and we’ll bring it to your room.",
    'amenityTabs[_key=="661e0b844d16"].image.alt':
      "Suite: free essentials on request, such as a toothbrush kit, a comb and a charger",
    'amenityTabs[_key=="661e0b844d16"].items[_key=="e16ee0764ae2"].title': "Toothbrush kit",
    'amenityTabs[_key=="661e0b844d16"].items[_key=="f412fa1ba3c4"].title': "Shaving kit",
    'amenityTabs[_key=="661e0b844d16"].items[_key=="b61bf4763c16"].title': "Comb",
    'amenityTabs[_key=="661e0b844d16"].items[_key=="fb665be0e247"].title': "Sewing kit",
    'amenityTabs[_key=="661e0b844d16"].items[_key=="e3d63b02a497"].title': "Charger",
    'amenityTabs[_key=="661e0b844d16"].items[_key=="5a9d9ad4b23a"].title': "Umbrella",
    "seo.title": "Suite — a room at Sosnovy Bereg",
    "seo.description":
      "A two-room Suite: a bedroom with a super-king bed, a living room, a bath and pine views.",
  },
  "roomCategory-executive-suite": {
    title: "Executive Suite",
    shortDescription:
      "The hotel’s only Executive Suite: a large living room, a study, a bedroom with a super-king bed and a balcony above the pines.",
    'description[_key=="f56eab113ac0"].children[_key=="f56eab113ac0s"].text':
      "The Executive Suite is the most spacious room in the main building, with a living room and dining area, a separate study and a bedroom with a super-king bed (2 × 2.1 m).",
    'description[_key=="f3f5052b6286"].children[_key=="f3f5052b6286s"].text':
      "The balcony looks out over the treetops of the pines. The suite has a coffee machine, a minibar and a walk-in wardrobe, and the bathroom has both a bath and a shower.",
    'description[_key=="2ea846a2af25"].children[_key=="2ea846a2af25s"].text':
      "Write to us before you arrive, and we’ll book an airport transfer, a table at the restaurant or a spa programme in advance.",
    "tags[0]": "Living room and study",
    "tags[1]": "Balcony above the pines",
    "tags[2]": "Super-king bed",
    'images[_key=="b69cba567d27"].alt':
      "The Executive Suite’s living room with a dining area and a door to the balcony",
    'images[_key=="f90d7d4a9463"].alt': "The Executive Suite’s study with an oak desk",
    'images[_key=="65c31416cee0"].alt': "The Executive Suite’s bathroom with a bath and a shower",
    'amenityTabs[_key=="bd7a7938e4ea"].title': "Room",
    'amenityTabs[_key=="bd7a7938e4ea"].image.alt':
      "The Executive Suite’s living room with a dining area and a door to the balcony",
    'amenityTabs[_key=="bd7a7938e4ea"].items[_key=="2d8c08b43910"].title': "Super-king bed, 2 × 2.1 m",
    'amenityTabs[_key=="bd7a7938e4ea"].items[_key=="5067916e1353"].title': "Pillow menu",
    'amenityTabs[_key=="bd7a7938e4ea"].items[_key=="7abb01e323c5"].title': "Free Wi-Fi",
    'amenityTabs[_key=="bd7a7938e4ea"].items[_key=="2bec43e93460"].title': "Smart TV",
    'amenityTabs[_key=="bd7a7938e4ea"].items[_key=="838ce23cf1b8"].title': "Air conditioning",
    'amenityTabs[_key=="bd7a7938e4ea"].items[_key=="22bd85fb2b2d"].title': "Safe",
    'amenityTabs[_key=="bd7a7938e4ea"].items[_key=="6efe708c3aa1"].title': "Minibar",
    'amenityTabs[_key=="bd7a7938e4ea"].items[_key=="3e88423bf8d8"].title': "Kettle and a selection of teas",
    'amenityTabs[_key=="bd7a7938e4ea"].items[_key=="460c4513cf2a"].title': "Coffee machine",
    'amenityTabs[_key=="bd7a7938e4ea"].items[_key=="691d7c3577ea"].title': "Separate study",
    'amenityTabs[_key=="bd7a7938e4ea"].items[_key=="d206fc4a9056"].title': "Balcony",
    'amenityTabs[_key=="bd7a7938e4ea"].items[_key=="ea6ce4d07fae"].title': "Walk-in wardrobe",
    'amenityTabs[_key=="a9b360f3d1fd"].title': "Bathroom",
    'amenityTabs[_key=="a9b360f3d1fd"].image.alt': "The Executive Suite’s bathroom with a bath and a shower",
    'amenityTabs[_key=="a9b360f3d1fd"].items[_key=="0463920d70bf"].title': "Rain shower",
    'amenityTabs[_key=="a9b360f3d1fd"].items[_key=="b724d643760a"].title': "Hairdryer",
    'amenityTabs[_key=="a9b360f3d1fd"].items[_key=="6dc0a1b4a698"].title': "Bathrobes",
    'amenityTabs[_key=="a9b360f3d1fd"].items[_key=="5a35b83aa550"].title': "Slippers",
    'amenityTabs[_key=="a9b360f3d1fd"].items[_key=="36c46b4775c7"].title': "Towels",
    'amenityTabs[_key=="a9b360f3d1fd"].items[_key=="2f6affda6444"].title': "Handmade toiletries",
    'amenityTabs[_key=="a9b360f3d1fd"].items[_key=="c7abba57745f"].title': "Bath",
    'amenityTabs[_key=="4afaaa3a64a5"].title': "Forgotten something?",
    'amenityTabs[_key=="4afaaa3a64a5"].note':
      "Free of charge: just ask at reception and we’ll bring it to your room.",
    'amenityTabs[_key=="4afaaa3a64a5"].image.alt':
      "Executive Suite: free essentials on request, such as a toothbrush kit, a comb and a charger",
    'amenityTabs[_key=="4afaaa3a64a5"].items[_key=="48ffd7446919"].title': "Toothbrush kit",
    'amenityTabs[_key=="4afaaa3a64a5"].items[_key=="8286891a88d4"].title': "Shaving kit",
    'amenityTabs[_key=="4afaaa3a64a5"].items[_key=="c3b636235f4f"].title': "Comb",
    'amenityTabs[_key=="4afaaa3a64a5"].items[_key=="8b82c61aa364"].title': "Sewing kit",
    'amenityTabs[_key=="4afaaa3a64a5"].items[_key=="f17511d3416a"].title': "Charger",
    'amenityTabs[_key=="4afaaa3a64a5"].items[_key=="5f95ca985f46"].title': "Umbrella",
    "seo.title": "Executive Suite — a room at Sosnovy Bereg",
    "seo.description":
      "Executive Suite: a living room, a study, a bedroom with a super-king bed and a balcony above the pines.",
  },
  "roomCategory-villa": {
    title: "Villa",
    shortDescription:
      "A house of its own in the hotel grounds: a living room with a fireplace, a kitchen, a bedroom with a super-king bed and a private terrace under the pines.",
    'description[_key=="512936235c65"].children[_key=="512936235c65s"].text':
      "The Villa is a house of its own deep in the garden, beneath the pine canopy. It feels like home, only better: a living room with a fireplace, a kitchen, a bedroom with a super-king bed (2 × 2.1 m) and a terrace.",
    'description[_key=="46c4693e8170"].children[_key=="46c4693e8170s"].text':
      "You can have breakfast served right on your terrace, and for dinner, cook for yourselves or order from the restaurant: room service will bring it to you.",
    'description[_key=="fb5aee610b6a"].children[_key=="fb5aee610b6as"].text':
      "The Villa sleeps up to three guests. All the hotel’s facilities (the spa, the gym and the restaurant) are just a few steps away.",
    "tags[0]": "A house of its own",
    "tags[1]": "Fireplace",
    "tags[2]": "Private terrace",
    'images[_key=="6967c2273378"].alt': "The Villa under the pines: a wooden house with a large terrace",
    'images[_key=="7d9e71cc8382"].alt': "The Villa’s living room with a fireplace and a pale linen sofa",
    'images[_key=="be0769e86c85"].alt': "The Villa’s bathroom with a bath and a window onto the garden",
    'amenityTabs[_key=="75bc20273ec5"].title': "Room",
    'amenityTabs[_key=="75bc20273ec5"].image.alt':
      "The Villa under the pines: a wooden house with a large terrace",
    'amenityTabs[_key=="75bc20273ec5"].items[_key=="c1ce255a62c1"].title': "Super-king bed, 2 × 2.1 m",
    'amenityTabs[_key=="75bc20273ec5"].items[_key=="890fabe26978"].title': "Pillow menu",
    'amenityTabs[_key=="75bc20273ec5"].items[_key=="37c9c11f13a6"].title': "Free Wi-Fi",
    'amenityTabs[_key=="75bc20273ec5"].items[_key=="f94c130c7e08"].title': "Smart TV",
    'amenityTabs[_key=="75bc20273ec5"].items[_key=="cc40fbd0d970"].title': "Air conditioning",
    'amenityTabs[_key=="75bc20273ec5"].items[_key=="78c3f35ba6cd"].title': "Safe",
    'amenityTabs[_key=="75bc20273ec5"].items[_key=="74c592597bf4"].title': "Minibar",
    'amenityTabs[_key=="75bc20273ec5"].items[_key=="c9e6456e6b2c"].title': "Kettle and a selection of teas",
    'amenityTabs[_key=="75bc20273ec5"].items[_key=="633d9f76bddb"].title': "Fireplace",
    'amenityTabs[_key=="75bc20273ec5"].items[_key=="79346547f468"].title': "Kitchen",
    'amenityTabs[_key=="75bc20273ec5"].items[_key=="21dded3d1e8d"].title': "Coffee machine",
    'amenityTabs[_key=="75bc20273ec5"].items[_key=="f91257341b24"].title': "Private terrace",
    'amenityTabs[_key=="302c888a4276"].title': "Bathroom",
    'amenityTabs[_key=="302c888a4276"].image.alt':
      "The Villa’s bathroom with a bath and a window onto the garden",
    'amenityTabs[_key=="302c888a4276"].items[_key=="fb1284110fdd"].title': "Rain shower",
    'amenityTabs[_key=="302c888a4276"].items[_key=="ffca3c918fe3"].title': "Hairdryer",
    'amenityTabs[_key=="302c888a4276"].items[_key=="a76692cb0a01"].title': "Bathrobes",
    'amenityTabs[_key=="302c888a4276"].items[_key=="bed224cd9d8a"].title': "Slippers",
    'amenityTabs[_key=="302c888a4276"].items[_key=="39ddf1eab826"].title': "Towels",
    'amenityTabs[_key=="302c888a4276"].items[_key=="bc810f3a88c5"].title': "Handmade toiletries",
    'amenityTabs[_key=="302c888a4276"].items[_key=="f181b7460288"].title': "Bath",
    'amenityTabs[_key=="eaacf60273c7"].title': "Forgotten something?",
    'amenityTabs[_key=="eaacf60273c7"].note':
      "Free of charge: just ask at reception and we’ll bring it to your room.",
    'amenityTabs[_key=="eaacf60273c7"].image.alt':
      "Villa: free essentials on request, such as a toothbrush kit, a comb and a charger",
    'amenityTabs[_key=="eaacf60273c7"].items[_key=="a641d15342d6"].title': "Toothbrush kit",
    'amenityTabs[_key=="eaacf60273c7"].items[_key=="9373e3d18775"].title': "Shaving kit",
    'amenityTabs[_key=="eaacf60273c7"].items[_key=="5269809ef028"].title': "Comb",
    'amenityTabs[_key=="eaacf60273c7"].items[_key=="4462818700b5"].title': "Sewing kit",
    'amenityTabs[_key=="eaacf60273c7"].items[_key=="c9442c59e1eb"].title': "Charger",
    'amenityTabs[_key=="eaacf60273c7"].items[_key=="0abd02164af1"].title': "Umbrella",
    "seo.title": "Villa — a room at Sosnovy Bereg",
    "seo.description":
      "The Villa: a house of its own with a fireplace, a kitchen and a terrace under the pines, for up to 3 guests.",
  },
};
