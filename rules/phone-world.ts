/**
 * Gives the phone rules (./contact) every country's metadata, the «min» set of libphonenumber-js
 * (83 KB, 19.5 KB gzipped). The servers import this module once where they check a phone (the
 * engine through ./index, the site's routes that check a guest); the browser loads the same data
 * only when a guest reaches a phone field (web/components/phone-input).
 */
import worldPhoneMetadata from "libphonenumber-js/metadata.min.json";
import { setPhoneMetadata } from "./contact";

setPhoneMetadata(worldPhoneMetadata);
