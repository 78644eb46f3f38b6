import { describe, expect, it } from "vitest";
import {
  clientAddress,
  clientKey,
  clientOrigin,
  normalizeAddress,
  parseTrustedProxies,
  signClientAddress,
  signClientOrigin,
  vouchedAddress,
  vouchedOrigin,
} from "./client-address";

describe("the client's address", () => {
  const none = parseTrustedProxies(undefined);

  it("is the connection's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", none)).toBe("203.0.113.9");
    expect(clientAddress("::ffff:203.0.113.9", "198.51.100.1, 10.0.0.1", none)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "198.51.100.1", parseTrustedProxies(""))).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "198.51.100.1", parseTrustedProxies("0"))).toBe("127.0.0.1");
  });

  it("ignores X-Forwarded-For from a connection that is not a trusted proxy", () => {
    const trusted = parseTrustedProxies("10.0.0.0/8");
    expect(clientAddress("203.0.113.9", "198.51.100.1", trusted)).toBe("203.0.113.9");
  });

  it("takes the hop before the trusted proxies, reading from the right", () => {
    const trusted = parseTrustedProxies("loopback, 10.0.0.0/8");
    // nginx on loopback appended the address it saw; a guest's own entries stand to the left.
    expect(clientAddress("127.0.0.1", "1.1.1.1, 203.0.113.9", trusted)).toBe("203.0.113.9");
    // Two trusted proxies: a balancer in 10/8 and nginx on loopback.
    expect(clientAddress("::1", "6.6.6.6, 203.0.113.9, 10.1.2.3", trusted)).toBe("203.0.113.9");
    // Everything trusted: the leftmost entry is all we know.
    expect(clientAddress("127.0.0.1", "10.0.0.5", trusted)).toBe("10.0.0.5");
    // Without the header, the proxy itself.
    expect(clientAddress("127.0.0.1", undefined, trusted)).toBe("127.0.0.1");
    // A trusted proxy forwarded something that is not an address: stop at the proxy.
    expect(clientAddress("127.0.0.1", "guest-1", trusted)).toBe("127.0.0.1");
  });

  it("counts proxies when given a number", () => {
    const oneProxy = parseTrustedProxies("1");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9", oneProxy)).toBe("203.0.113.9");
    const twoProxies = parseTrustedProxies("2");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.1", twoProxies)).toBe("203.0.113.9");
    // Fewer hops than proxies: the farthest one known.
    expect(clientAddress("10.0.0.2", "203.0.113.9", twoProxies)).toBe("203.0.113.9");
  });

  it("reads addresses with ports, brackets and IPv4-mapped IPv6", () => {
    expect(normalizeAddress("203.0.113.9:51234")).toBe("203.0.113.9");
    expect(normalizeAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(normalizeAddress("guest")).toBeUndefined();
    expect(clientAddress("127.0.0.1", "[2001:db8::7]:1234", parseTrustedProxies("loopback"))).toBe(
      "2001:db8::7",
    );
  });

  it("refuses a TRUSTED_PROXIES entry that is neither an address, a range nor a count", () => {
    for (const wrong of ["proxy.local", "10.0.0.0/33", "10.0.0.1/8/1", "::1/129", "10.0.0.0/x", "-1"])
      expect(() => parseTrustedProxies(wrong), wrong).toThrow(/TRUSTED_PROXIES/);
    expect(parseTrustedProxies(" loopback , 192.0.2.7, 2001:db8::/32 ")).toMatchObject({
      kind: "list",
      entries: ["loopback", "192.0.2.7", "2001:db8::/32"],
    });
  });
});

describe("the address the site vouches for", () => {
  const secret = "site-secret-0123456789abcdef0123456789";

  it("is believed only with the site's signature of that very address", () => {
    const signature = signClientAddress(secret, "203.0.113.9");
    expect(vouchedAddress(secret, "203.0.113.9", signature)).toBe("203.0.113.9");
    expect(vouchedAddress(secret, "203.0.113.10", signature)).toBeUndefined();
    expect(vouchedAddress("another-secret-0123456789abcdef012345", "203.0.113.9", signature)).toBeUndefined();
    expect(vouchedAddress(secret, "203.0.113.9", undefined)).toBeUndefined();
    expect(vouchedAddress(secret, "203.0.113.9", `${signature}x`)).toBeUndefined();
    expect(vouchedAddress(undefined, "203.0.113.9", signature)).toBeUndefined();
  });

  it("must be an address", () => {
    expect(vouchedAddress(secret, "guest-1", signClientAddress(secret, "guest-1"))).toBeUndefined();
  });
});

describe("the unit a per-client budget counts", () => {
  it("is an IPv4 address itself, and an IPv6 address's /64 however it is written", () => {
    expect(clientKey("198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:0:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("::ffff:192.0.2.1")).toBe("0:0:0:0::/64");
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
    expect(clientKey("unknown")).toBe("unknown");
  });
});

describe("the origin the guest asked for", () => {
  const none = parseTrustedProxies(undefined);
  /** A guest on the local network, straight to the server that listens on 192.168.1.5:3000. */
  const lan = {
    socketAddress: "192.168.1.20",
    localAddress: "192.168.1.5",
    encrypted: false,
    host: "192.168.1.5:3000",
    forwardedHost: undefined,
    forwardedProto: undefined,
  };

  it("is the address the guest's connection reached, with its port", () => {
    expect(clientOrigin(lan, none)).toBe("http://192.168.1.5:3000");
    expect(clientOrigin({ ...lan, localAddress: "::ffff:192.168.1.5" }, none)).toBe(
      "http://192.168.1.5:3000",
    );
    expect(clientOrigin({ ...lan, encrypted: true, host: "192.168.1.5" }, none)).toBe("https://192.168.1.5");
    const local = { ...lan, socketAddress: "127.0.0.1", localAddress: "127.0.0.1", host: "localhost:3000" };
    expect(clientOrigin(local, none)).toBe("http://localhost:3000");
    expect(clientOrigin({ ...local, localAddress: "::1", host: "[::1]:3000" }, none)).toBe(
      "http://[::1]:3000",
    );
  });

  it("ignores an untrusted caller's X-Forwarded-Host and Proto, and a Host naming another address", () => {
    const forged = { ...lan, forwardedHost: "evil.example", forwardedProto: "https" };
    expect(clientOrigin(forged, none)).toBe("http://192.168.1.5:3000");
    // A Host the connection did not reach: a name, another address, localhost from afar.
    for (const host of ["evil.example", "192.168.1.6:3000", "localhost:3000", undefined]) {
      expect(clientOrigin({ ...lan, host }, none), host).toBeUndefined();
    }
    // Not a host at all.
    for (const host of ["192.168.1.5:3000/x", "user@192.168.1.5", "192.168.1.5:3000?", "192.168.1.5:port"]) {
      expect(clientOrigin({ ...lan, host }, none), host).toBeUndefined();
    }
  });

  it("is what a trusted proxy forwarded (its nearest entry), and nothing that is not a host or http(s)", () => {
    const proxied = {
      ...lan,
      socketAddress: "10.0.0.2",
      host: "backend:3000",
      forwardedHost: "spoofed.example, hotel.example.ru",
      forwardedProto: "https",
    };
    const trusted = parseTrustedProxies("10.0.0.0/8");
    expect(clientOrigin(proxied, trusted)).toBe("https://hotel.example.ru");
    expect(clientOrigin({ ...proxied, forwardedHost: undefined, forwardedProto: undefined }, trusted)).toBe(
      "http://backend:3000",
    );
    expect(clientOrigin({ ...proxied, forwardedProto: "javascript" }, trusted)).toBeUndefined();
    expect(clientOrigin({ ...proxied, forwardedHost: "hotel.example.ru/evil" }, trusted)).toBeUndefined();
    // The same headers from a proxy that is not trusted: the Host is not the address reached.
    expect(clientOrigin(proxied, parseTrustedProxies("192.0.2.7"))).toBeUndefined();
  });

  it("is believed by the engine only with the site's signature of that very origin", () => {
    const secret = "site-secret-0123456789abcdef0123456789";
    const signature = signClientOrigin(secret, "http://192.168.1.5:3000");
    expect(vouchedOrigin(secret, "http://192.168.1.5:3000", signature)).toBe("http://192.168.1.5:3000");
    expect(vouchedOrigin(secret, "http://evil.example", signature)).toBeUndefined();
    expect(vouchedOrigin(secret, "http://192.168.1.5:3000", undefined)).toBeUndefined();
    // An address's signature is not an origin's.
    expect(vouchedOrigin(secret, "203.0.113.9", signClientAddress(secret, "203.0.113.9"))).toBeUndefined();
    const path = "http://192.168.1.5:3000/x";
    expect(vouchedOrigin(secret, path, signClientOrigin(secret, path))).toBeUndefined();
  });
});

describe("the key a client's budgets count under", () => {
  it("is an IPv4 address itself", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("unknown")).toBe("unknown");
  });

  it("is the /64 of an IPv6 address, however it is written", () => {
    const network = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0:0:0:7",
      "2001:db8:1:2::192.0.2.1",
      "2001:db8:1:2::1%eth0",
    ])
      expect(clientKey(address), address).toBe(network);
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::")).toBe("fe80:0:0:0::/64");
  });
});
