import { describe, expect, it } from "vitest";
import {
  clientAddress,
  clientGroup,
  normalizeAddress,
  parseTrustedProxies,
  signClientAddress,
  vouchedAddress,
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

describe("the key a client's budgets count under", () => {
  it("is an IPv4 address itself", () => {
    expect(clientGroup("203.0.113.9")).toBe("203.0.113.9");
    expect(clientGroup("unknown")).toBe("unknown");
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
      expect(clientGroup(address), address).toBe(network);
    expect(clientGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientGroup("::1")).toBe("0:0:0:0::/64");
    expect(clientGroup("fe80::")).toBe("fe80:0:0:0::/64");
  });
});
