/** The parts that run in the site's process, in start order. */
import type { Component } from "./component";

export const components: Component[] = [];
