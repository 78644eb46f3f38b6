/**
 * Booking rules shared by the site (web/) and the engine (hotel/): pure functions and schemas, no
 * I/O, importing neither side. Each rule lives in one module with its tests beside it.
 */
export * from "./contact";
// The engine reads every country's phones (the browser's modules import ./contact alone).
import "./phone-world";
export * from "./dates";
export * from "./guest-changes";
export * from "./guest-form";
export * from "./guests";
export * from "./language";
export * from "./money";
export * from "./occupancy";
export * from "./plural";
export * from "./request-form";
export * from "./search";
export * from "./stay-hours";
