/**
 * Staff passwords: node:crypto's scrypt with a random 16-byte salt per password, stored as
 * `scrypt$N$r$p$<salt>$<hash>` (base64url) so the cost can be raised later without breaking the
 * hashes already stored, and compared in constant time. N = 2^15 takes ~60 ms on one core:
 * slow for a guesser with a copy of the table, quick enough for a login.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
/** The shortest password accepted: an administrator can still pick a longer one. */
export const MIN_PASSWORD_LENGTH = 10;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: N·r·128 bytes is 32 MiB at the default cost; Node's default cap is exactly that.
    scryptCallback(
      password.normalize("NFC"),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Why a password is refused, in Russian (shown by the command and the «Сотрудники» tool), or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Пароль короче ${MIN_PASSWORD_LENGTH} символов: придумайте длиннее`;
  if (password.trim() !== password) return "Пароль не может начинаться или кончаться пробелом";
  return undefined;
}

export async function hashPassword(
  password: string,
  cost: { N: number; r: number; p: number } = SCRYPT_COST,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Does the password match the stored hash? A malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, "base64url");
  if (expected.length !== KEY_LENGTH) return false;
  const key = await scrypt(password, Buffer.from(salt, "base64url"), cost);
  return timingSafeEqual(key, expected);
}

/** A password for a new user or a reset: 16 characters from 62, about 95 bits. */
export function generatePassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const bytes = randomBytes(32);
  let password = "";
  // Rejection sampling keeps every character equally likely (256 is not a multiple of the alphabet).
  for (const byte of bytes) {
    if (byte >= alphabet.length * Math.floor(256 / alphabet.length)) continue;
    password += alphabet[byte % alphabet.length];
    if (password.length === 16) break;
  }
  return password.length === 16 ? password : generatePassword();
}
