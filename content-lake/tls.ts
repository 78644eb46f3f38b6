/**
 * The certificate of the Studio-facing port. The Studio needs HTTP/2 (it opens more listeners
 * than HTTP/1.1's six connections per host allow), and browsers speak HTTP/2 only over TLS.
 *
 * Made once under DATA_DIR/certs: with mkcert when it is installed (Debian: `apt-get install
 * mkcert`; after `mkcert -install` browsers trust it), otherwise self-signed (accept it once in
 * the browser at the lake's URL). Remade when it expires or lacks a name the lake needs.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import selfsigned from "selfsigned";

export interface Certificate {
  cert: string;
  key: string;
  /** "mkcert" or "self-signed", for the start message. */
  kind: "mkcert" | "self-signed";
  file: string;
}

export const CERTIFICATE_NAMES = ["localhost", "embedded.localhost", "127.0.0.1", "::1"];

function usable(certPem: string, names: string[]): boolean {
  try {
    const cert = new X509Certificate(certPem);
    const validTo = new Date(cert.validTo).getTime();
    if (validTo - Date.now() < 7 * 24 * 3600 * 1000) return false;
    const san = cert.subjectAltName ?? "";
    return names.every(
      (name) =>
        san.includes(name.includes(":") ? "IP Address:0:0:0:0:0:0:0:1" : name) ||
        san.includes(`IP Address:${name}`),
    );
  } catch {
    // An unreadable certificate file is simply replaced.
    return false;
  }
}

function hasMkcert(): boolean {
  return spawnSync("mkcert", ["-help"], { stdio: "ignore" }).status === 0;
}

export async function ensureCertificate(dataDir: string, names = CERTIFICATE_NAMES): Promise<Certificate> {
  const folder = path.join(dataDir, "certs");
  const certFile = path.join(folder, "content-lake.pem");
  const keyFile = path.join(folder, "content-lake-key.pem");
  const kindFile = path.join(folder, "content-lake.kind");
  mkdirSync(folder, { recursive: true });
  if (existsSync(certFile) && existsSync(keyFile)) {
    const cert = readFileSync(certFile, "utf8");
    if (usable(cert, names)) {
      const kind =
        existsSync(kindFile) && readFileSync(kindFile, "utf8").trim() === "mkcert" ? "mkcert" : "self-signed";
      return { cert, key: readFileSync(keyFile, "utf8"), kind, file: certFile };
    }
  }
  if (hasMkcert()) {
    execFileSync("mkcert", ["-cert-file", certFile, "-key-file", keyFile, ...names], { stdio: "ignore" });
    writeFileSync(kindFile, "mkcert\n");
    return {
      cert: readFileSync(certFile, "utf8"),
      key: readFileSync(keyFile, "utf8"),
      kind: "mkcert",
      file: certFile,
    };
  }
  const notBeforeDate = new Date(Date.now() - 60_000);
  const generated = await selfsigned.generate([{ name: "commonName", value: "embedded.localhost" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 365 * 24 * 3600 * 1000),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: names.map((name) =>
          /^[\d.]+$|:/.test(name) ? { type: 7 as const, ip: name } : { type: 2 as const, value: name },
        ),
      },
    ],
  });
  writeFileSync(certFile, generated.cert);
  writeFileSync(keyFile, generated.private, { mode: 0o600 });
  writeFileSync(kindFile, "self-signed\n");
  return { cert: generated.cert, key: generated.private, kind: "self-signed", file: certFile };
}
