import "server-only";
/**
 * The guest's address as the platform's server found it (the connection's, or what trusted
 * proxies forwarded: platform/client-address.ts), for the engine's rate limits. The server
 * replaces whatever a browser sent in this header, so a guest cannot choose it.
 */
import { headers } from "next/headers";
import { CLIENT_ADDRESS_HEADER, CLIENT_ORIGIN_HEADER } from "@platform/client-address";

export async function guestAddress(): Promise<string | undefined> {
  return (await headers()).get(CLIENT_ADDRESS_HEADER) ?? undefined;
}

/**
 * The origin the guest asked for, as the platform's server found it (only an address the guest's
 * connection reached, or what trusted proxies forwarded): where a payment returns the guest when
 * SITE_URL is not set. The server removes whatever a browser sent in this header.
 */
export async function guestOrigin(): Promise<string | undefined> {
  return (await headers()).get(CLIENT_ORIGIN_HEADER) ?? undefined;
}
