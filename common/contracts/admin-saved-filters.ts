import * as z from "zod/mini";
import { PERMISSIONS } from "../staff-roles.ts";
import { defineCall } from "./call.ts";
import { recordId, requiredText } from "./fields.ts";

/** Named list filters per staff account ("my open leads"), for any console list screen. */
const tag = "admin";
const invalid = { error: "invalidField" } as const;
const screen = () => z.string(invalid).check(z.trim(), z.regex(/^[a-z][a-z-]{0,31}$/, invalid));

export const savedFilterView = z.object({
  id: z.number(),
  screen: z.string(),
  name: z.string(),
  /** The list's query string ("status=new&mine=1"), as the screen keeps it in its address. */
  query: z.string(),
});
export type SavedFilterView = z.output<typeof savedFilterView>;

export const savedFilterListCall = defineCall({
  method: "GET",
  path: "/admin/saved-filters",
  summary: "Console: the signed-in staff member's saved filters of one list screen",
  tag,
  access: "session",
  permission: PERMISSIONS.console,
  query: z.object({ screen: screen() }),
  answer: { data: z.array(savedFilterView) },
});

export const savedFilterSaveBody = z.object({
  screen: screen(),
  name: requiredText("required", 60),
  query: z.string(invalid).check(z.maxLength(2000, invalid)),
});

export const savedFilterSaveCall = defineCall({
  method: "POST",
  path: "/admin/saved-filters",
  summary: "Console: save the current filter under a name (the same name replaces it)",
  tag,
  access: "session",
  permission: PERMISSIONS.console,
  body: savedFilterSaveBody,
  answer: { data: savedFilterView },
});

export const savedFilterDeleteCall = defineCall({
  method: "DELETE",
  path: "/admin/saved-filters/:id",
  summary: "Console: delete one of the signed-in staff member's saved filters",
  tag,
  access: "session",
  permission: PERMISSIONS.console,
  params: z.object({ id: recordId() }),
  answer: { data: z.null() },
});
