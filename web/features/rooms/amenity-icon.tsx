/**
 * Drawings for the amenity icons of the content model (schemas/lib/constants.ts AMENITY_ICONS).
 * An icon the site has no drawing for gets a neutral dot, never a wrong picture.
 */
const PATHS: Record<string, string> = {
  bed: "M3 18v-6a2 2 0 012-2h14a2 2 0 012 2v6M3 14h18M6 10V7a1 1 0 011-1h4a1 1 0 011 1v3M12 10V7a1 1 0 011-1h4a1 1 0 011 1v3M3 18v2M21 18v2",
  pillow: "M4 8c0-2 2-3 8-3s8 1 8 3v8c0 2-2 3-8 3s-8-1-8-3z",
  wifi: "M2.5 9a14 14 0 0119 0M5.5 12.5a9.5 9.5 0 0113 0M8.5 16a5 5 0 017 0M12 19.5h.01",
  tv: "M3 5h18v12H3zM8 21h8M12 17v4",
  "air-conditioner": "M3 5h18v8H3zM6 10h12M7 17c0 1-1 2-1 3M12 16v4M17 17c0 1 1 2 1 3",
  safe: "M4 4h16v15H4zM4 19v2M20 19v2M14.5 11.5a2.5 2.5 0 11-5 0 2.5 2.5 0 015 0zM17 9v5",
  minibar: "M6 3h12v18H6zM6 10h12M9 6.5h1M9 13.5h1",
  coffee: "M4 9h12v5a5 5 0 01-5 5H9a5 5 0 01-5-5zM16 10h2a2 2 0 010 4h-2M8 3v3M12 3v3",
  kettle: "M6 20h11l-1-9H7zM7 11c0-3 2-5 4.5-5S16 8 16 11M9 6l1-2h3l1 2M17 13l3-2",
  desk: "M3 8h18M5 8v12M19 8v12M14 8v5h5",
  wardrobe: "M5 3h14v18H5zM12 3v18M10 11v2M14 11v2",
  iron: "M3 17h15l2-6c-4 0-9 0-13 2zM8 9h6",
  sofa: "M4 11V8a2 2 0 012-2h12a2 2 0 012 2v3M2 13a2 2 0 014 0v2h12v-2a2 2 0 014 0v5H2zM5 18v2M19 18v2",
  balcony: "M3 12h18M5 12v8M9 12v8M15 12v8M19 12v8M3 20h18M7 12V5h10v7",
  view: "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z",
  fireplace: "M3 4h18v3H3zM5 7v13M19 7v13M9 20c-1-3 3-4 3-8 2 3 3 5 3 8",
  kitchen: "M4 3h16v18H4zM4 9h16M8 6h.01M12 6h.01M9 14h6",
  sauna: "M4 20h16M6 20v-7h12v7M8 9c1-1 0-2 1-3M12 9c1-1 0-2 1-3M16 9c1-1 0-2 1-3",
  shower: "M4 20V8a4 4 0 018 0M10 8h6M11 12v1M14 12v1M17 12v1M11 16v1M14 16v1M17 16v1",
  bath: "M3 12h18v3a5 5 0 01-5 5H8a5 5 0 01-5-5zM5 12V6a2 2 0 014 0M7 20l-1 2M17 20l1 2",
  hairdryer: "M4 9a5 5 0 015-5h6v8H9a5 5 0 01-5-5zM15 6h5M15 10h5M9 12l2 9h3l-2-9",
  bathrobe: "M8 3l4 4 4-4 4 3-2 6h-2v9H8v-9H6L4 6zM12 7v14",
  slippers: "M5 20c-2 0-2-4 0-9 1-3 5-3 5 0v9zM14 20c-2 0-2-4 0-9 1-3 5-3 5 0v9zM5 13h5M14 13h5",
  towels: "M5 4h14v16H5zM5 9h14M5 14h14",
  cosmetics: "M9 3h6v4H9zM8 7h8v14H8zM8 12h8",
  toothbrush: "M4 20L16 8M14 4l6 6-2 2-6-6zM15 5l-1-2M17 7l1-2",
  razor: "M4 4h16v4H4zM12 8v13M9 21h6",
  comb: "M3 8h18v4H3zM5 12v6M8 12v6M11 12v6M14 12v6M17 12v6M20 12v6",
  "sewing-kit": "M18 3L6 15M6 15c-2 2-2 5 0 6 2 0 4-2 3-4M16 7a1 1 0 110-2",
  charger: "M8 3v5M16 3v5M6 8h12v4a6 6 0 01-12 0zM12 18v3",
  umbrella: "M2 12a10 10 0 0120 0zM12 12v7a2 2 0 004 0",
  crib: "M4 6v14M20 6v14M4 10h16M4 17h16M8 10v7M12 10v7M16 10v7",
};

export function AmenityIcon({ icon }: { icon: string }) {
  const path = PATHS[icon];
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {path ? <path d={path} /> : <circle cx="12" cy="12" r="3" fill="currentColor" stroke="none" />}
    </svg>
  );
}
