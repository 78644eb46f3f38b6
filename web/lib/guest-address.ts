import "server-only";
/**
 * The guest's address as the platform's server found it (the connection's, or what trusted
 * proxies forwarded: platform/client-address.ts), for the engine's rate limits. The server
 * replaces whatever a browser sent in this header, so a guest cannot choose it.
 */
import { headers } from "next/headers";
import { CLIENT_ADDRESS_HEADER } from "@platform/client-address";

export async function guestAddress(): Promise<string | undefined> {
  return (await headers()).get(CLIENT_ADDRESS_HEADER) ?? undefined;
}
