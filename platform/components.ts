/** The parts that run in the site's process, in start order. */
import { createContentLakeComponent } from "../content-lake/component";
import { hotelComponent } from "../hotel/component";
import type { Component } from "./component";

export const components: Component[] = [createContentLakeComponent(), hotelComponent];
