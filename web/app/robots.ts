import type { MetadataRoute } from "next";
import { absoluteUrl } from "@web/lib/site-url";

/** robots.txt: everything public is open; the API, the error page and a guest's booking are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", "/v1/", "/error", "/booking/"],
    },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
