// Next.js looks for its config in its project folder (web/); the real config lives at the repository root.
export { default } from "../next.config.mjs";
