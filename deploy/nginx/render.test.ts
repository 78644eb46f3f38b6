import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NGINX_TEMPLATE, renderNginxSite } from "./render";

const template = readFileSync(NGINX_TEMPLATE, "utf8");
/** The values of deploy/nginx/nginx.env.example, as `node --env-file` reads them. */
const example = Object.fromEntries(
  readFileSync(path.join(path.dirname(NGINX_TEMPLATE), "nginx.env.example"), "utf8")
    .split("\n")
    .filter((line) => /^\w+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
);

describe("the nginx site's renderer", () => {
  it("fills in every value of the example and leaves nginx's own variables", () => {
    const site = renderNginxSite(template, example);
    expect(site).not.toMatch(/\$\{\w+\}/);
    expect(site).toContain("server 127.0.0.1:3000 max_fails=2 fail_timeout=10s;");
    expect(site).toContain("server 127.0.0.1:3100 max_fails=2 fail_timeout=10s;");
    expect(site).toContain("listen [::]:443 ssl http2;");
    expect(site).toContain("ssl_certificate     /etc/ssl/hotel/fullchain.pem;");
    expect(site).toContain("server_name hotel.example.ru;");
    expect(site).toContain("return 301 https://$host$request_uri;");
    expect(site).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(site).toContain("proxy_set_header X-Forwarded-Host $http_host;");
  });

  it("refuses a missing value, naming it, instead of leaving an empty word", () => {
    const { HOTEL_INSTANCE_B: _, ...withoutB } = example;
    expect(() => renderNginxSite(template, withoutB)).toThrow(/HOTEL_INSTANCE_B is not set/);
    expect(() => renderNginxSite(template, { ...example, HOTEL_SERVER_NAME: " " })).toThrow(
      /HOTEL_SERVER_NAME is not set/,
    );
  });

  it("refuses a value that would add directives or is not what it names", () => {
    for (const [name, value] of [
      ["HOTEL_SERVER_NAME", "hotel.example.ru; return 200"],
      ["HOTEL_SERVER_NAME", "hotel.example.ru\n}"],
      ["HOTEL_HTTPS_PORT", "70000"],
      ["HOTEL_HTTP_PORT", "80 default_server"],
      ["HOTEL_INSTANCE_A", "127.0.0.1"],
      ["HOTEL_INSTANCE_A", "127.0.0.1:99999"],
      ["HOTEL_TLS_CERTIFICATE", "fullchain.pem"],
      ["HOTEL_TLS_CERTIFICATE_KEY", "/etc/ssl/$host.pem"],
    ] as const) {
      expect(() => renderNginxSite(template, { ...example, [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(`${name}=«`),
      );
    }
    expect(renderNginxSite(template, { ...example, HOTEL_INSTANCE_B: "[::1]:3100" })).toContain(
      "server [::1]:3100 max_fails",
    );
  });

  it("refuses a template whose placeholders and the renderer's values differ", () => {
    expect(() => renderNginxSite(`${template}\n# \${HOTEL_OTHER}`, example)).toThrow(/does not know/);
    expect(() =>
      renderNginxSite(template.replaceAll("${HOTEL_INSTANCE_B}", "127.0.0.1:3100"), example),
    ).toThrow(/does not use HOTEL_INSTANCE_B/);
  });
});
