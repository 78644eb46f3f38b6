/**
 * The backup drill (docs/operations.md «Backup and restore»), on an embedded PGlite folder and on
 * a PostgreSQL database of its own when TEST_DATABASE_URL is set: a guest books and pays in the
 * sandbox, a manager uploads an image into the content lake; the servers stop; `backup` writes the
 * archive; a restore over the live data is refused and changes nothing; the data is wiped;
 * `restore` brings it back; the guest finds the booking by reference and e-mail, paid, and every
 * content document and image's bytes are as before. A damaged archive is refused, and the archive's
 * content export imports into an empty lake with Sanity's own tool.
 */
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { sanityImport } from "@sanity/import";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLake } from "../../content-lake/lake";
import { startHarness, FIXTURE, TEST_TOKEN } from "../../content-lake/testing/harness";
import { ManualClock } from "../../hotel/domain/clock";
import { createHotel, prepareHotel, type Hotel } from "../../hotel/hotel";
import { InvoiceResponse } from "../../hotel/http/schemas/payments";
import { LookupResponse } from "../../hotel/http/schemas/manage";
import { ReservationResponse } from "../../hotel/http/schemas/reservations";
import {
  bookingBody,
  callerOf,
  expectData,
  guestProof,
  NOW,
  testHotelOptions,
} from "../../hotel/testing/harness";
import { connect, type Connection } from "../../platform/database";
import { createServerDatabase, testTargets, type ServerDatabase } from "../../platform/testing/databases";
import { ArchiveError, readArchive } from "./archive";
import { backup, pgliteFolder, type BackupTarget } from "./backup";
import { restore, RestoreRefusedError } from "./restore";

type Doc = Record<string, unknown> & { _id: string; _type: string };

const EMAIL = "Anna.Ivanova@example.ru";

/** The engine and the lake on the target's database, as `npm start` runs them. */
async function startServer(target: BackupTarget, options: { seed: boolean }) {
  const connection: Connection = target.databaseUrl
    ? await connect({ url: target.databaseUrl, maxConnections: 4 })
    : await connect({ dataDir: pgliteFolder(target) });
  const clock = new ManualClock(NOW);
  await prepareHotel(connection, clock.now());
  const hotel: Hotel = createHotel({
    ...testHotelOptions(connection, clock),
    outboxDelivery: "inline",
    mail: { describe: "memory", send: async () => ({ messageId: "<1@test>" }) },
    log: () => undefined,
  });
  const lake = await openLake({
    connection,
    dataset: "production",
    token: TEST_TOKEN,
    tlsPort: 3999,
    studioPort: 3998,
    // After a restore nothing is seeded: an empty lake must stay empty and fail the test.
    seedFile: options.seed ? FIXTURE : undefined,
    log: () => undefined,
  });
  const call = callerOf(hotel);
  return {
    hotel,
    lake,
    call,
    async documents(): Promise<Doc[]> {
      return [...lake.store.documents("production")]
        .map((document) => {
          const { _rev: _r, _updatedAt: _u, ...rest } = document as Doc;
          return rest as Doc;
        })
        .sort((a, b) => (a._id < b._id ? -1 : 1));
    },
    /** SHA-1 of the bytes the lake serves for each asset, by asset id. */
    async assetBytes(): Promise<Record<string, string>> {
      const hashes: Record<string, string> = {};
      for (const document of lake.store.documents("production")) {
        if (document._type !== "sanity.imageAsset" && document._type !== "sanity.fileAsset") continue;
        const response = await lake.app.request(`http://127.0.0.1/${String(document.path)}`);
        expect(response.status, String(document.path)).toBe(200);
        hashes[document._id] = createHash("sha1")
          .update(new Uint8Array(await response.arrayBuffer()))
          .digest("hex");
      }
      return hashes;
    },
    async lookUp(reference: string) {
      return expectData(
        await call("POST", "/v1/reservation/lookup", { body: { reference, contact: EMAIL.toLowerCase() } }),
        200,
        LookupResponse,
      ).data;
    },
    async stop() {
      await lake.close();
      await hotel.close();
      await connection.close();
    },
  };
}

describe.each(testTargets())("backup and restore on $name", (testTarget) => {
  let folder: string;
  let server: ServerDatabase | undefined;
  let target: BackupTarget;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "hotel-backup-test-"));
    if (testTarget.serverUrl) server = await createServerDatabase(testTarget.serverUrl, "backup");
    target = { dataDir: path.join(folder, "data"), databaseUrl: server?.url, dataset: "production" };
  });
  afterAll(async () => {
    await server?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("books and pays, backs up, wipes, restores: the guest finds the paid booking, the content and its images are back", async () => {
    // 1. The hotel at work: a booking paid by the sandbox's success card, an image uploaded.
    const before = await startServer(target, { seed: true });
    const booked = expectData(
      await before.call("POST", "/v1/reservation", { body: bookingBody() }),
      201,
      ReservationResponse,
    ).data;
    const invoice = expectData(
      await before.call("POST", `/v1/reservation/${booked.reservation_id}/invoice`, {
        headers: await guestProof(before, booked.reservation_id),
        body: { payment_provider_id: 1, payment_type: "card" },
      }),
      201,
      InvoiceResponse,
    ).data;
    const paymentId = invoice.confirmation_url?.split("/").at(-1) ?? "";
    expect((await before.hotel.sandbox.settle(paymentId, "succeeded"))?.status).toBe("succeeded");
    const paid = (await before.lookUp(booked.reference)).reservation;
    expect(paid.payment_status).toBe("succeeded");

    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#2f6b4f" } })
      .png()
      .toBuffer();
    const upload = await before.lake.app.request("http://127.0.0.1/v2025-02-19/assets/images/production", {
      method: "POST",
      headers: { Authorization: `Bearer ${TEST_TOKEN}`, "Content-Type": "image/png" },
      body: png,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const documents = await before.documents();
    const assets = await before.assetBytes();
    expect(Object.keys(assets).length).toBeGreaterThanOrEqual(3);
    expect(documents.length).toBeGreaterThan(Object.keys(assets).length);
    await before.stop();

    // 2. Backup, with the server stopped.
    const backups = path.join(folder, "backups");
    const made = await backup(target, { outDir: backups });
    expect(path.basename(made.file)).toMatch(/^hotel-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    expect(made.manifest.database.rows["hotel.reservations"]).toBeGreaterThanOrEqual(1);
    expect(made.manifest.content.documents + made.manifest.content.assets).toBe(documents.length);
    expect(made.manifest.content.assets).toBe(Object.keys(assets).length);
    process.stdout.write(
      `[backup drill, ${testTarget.name}] archive ${made.bytes} bytes, backup ${made.ms} ms\n`,
    );

    // 3. A restore over the live data is refused and changes nothing.
    await expect(restore(made.file, target, { backupDir: backups })).rejects.toThrow(RestoreRefusedError);
    expect(await readdir(backups)).toEqual([path.basename(made.file)]);

    // 4. A damaged archive is refused before anything is touched.
    const bytes = await readFile(made.file);
    const damaged = Buffer.from(bytes);
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    const damagedFile = path.join(folder, "damaged.tar.gz");
    await writeFile(damagedFile, damaged);
    await expect(restore(damagedFile, target, { backupDir: backups, force: true })).rejects.toThrow(
      ArchiveError,
    );
    await writeFile(damagedFile, bytes.subarray(0, bytes.length - 4096));
    await expect(restore(damagedFile, target, { backupDir: backups, force: true })).rejects.toThrow(
      ArchiveError,
    );

    // 5. Wipe: the data folder's database, or the whole PostgreSQL database.
    if (server && testTarget.serverUrl) {
      await server.drop();
      const name = new URL(server.url).pathname.slice(1);
      const admin = await connect({ url: testTarget.serverUrl, maxConnections: 1 });
      if (admin.kind === "postgres") await admin.client.query(`CREATE DATABASE "${name}"`);
      await admin.close();
    } else {
      await rm(pgliteFolder(target), { recursive: true, force: true });
      expect(existsSync(pgliteFolder(target))).toBe(false);
    }

    // 6. Restore into the empty target.
    const restored = await restore(made.file, target, { backupDir: backups });
    expect(restored.keptAside).toEqual([]);

    // 7. The guest looks the booking up as before; content and images are back, byte for byte.
    const after = await startServer(target, { seed: false });
    try {
      const found = await after.lookUp(booked.reference);
      expect(found.reservation.reservation_id).toBe(booked.reservation_id);
      expect(found.reservation.payment_status).toBe("succeeded");
      expect(found.reservation.status).toBe(paid.status);
      expect(await after.documents()).toEqual(documents);
      expect(await after.assetBytes()).toEqual(assets);
    } finally {
      await after.stop();
    }

    // 8. The archive's content is `sanity dataset export`'s format: Sanity's import takes it.
    const contentExport = await contentExportOf(made.file);
    const contentFile = path.join(folder, "content.tar.gz");
    await writeFile(contentFile, contentExport);
    const empty = await startHarness({ name: "PGlite" }, { seed: null });
    try {
      const imported = await sanityImport(createReadStream(contentFile), {
        client: empty.client(),
        operation: "create",
      });
      expect(imported.numDocs).toBe(made.manifest.content.documents);
      const ids = await empty
        .client()
        .fetch<string[]>(`*[!(_type in ["sanity.imageAsset", "sanity.fileAsset"])]._id`);
      expect(ids.sort()).toEqual(
        documents
          .filter((document) => !document._type.startsWith("sanity."))
          .map((document) => document._id)
          .sort(),
      );
    } finally {
      await empty.close();
    }
    // PGlite creates its cluster on disk, and the backup and the restore each write and read it
    // whole: minutes on a loaded two-core machine.
  }, 300_000);
});

/** The content export's bytes inside the archive. */
async function contentExportOf(file: string): Promise<Buffer> {
  const { manifest, entries } = readArchive(await readFile(file));
  const entry = manifest.content.entry ? entries.get(manifest.content.entry) : undefined;
  if (!entry) throw new Error("no content export in the archive");
  // A gzip file itself, as `sanity dataset export` writes it.
  expect(gunzipSync(entry).length).toBeGreaterThan(entry.length / 2);
  return entry;
}
