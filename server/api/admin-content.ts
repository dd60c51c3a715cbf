import { dictChangeCall, dictCreateCall, dictListCall, dictOrderCall } from "../../common/contracts/admin-dictionaries.ts";
import { HOME_LISTS, homeCallsOf } from "../../common/contracts/admin-home.ts";
import { settingsChangeCall, settingsReadCall } from "../../common/contracts/admin-settings.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { ok } from "./envelope.ts";

/**
 * The console's content screens' API (/api/admin): site settings, the home page's lists and the
 * dictionaries. Each write is audited and announced to every instance by its service.
 */
export function adminContentRoutes(services: Services) {
  const { app, handle } = callRouter(services);

  handle(settingsReadCall, async (c) => ok(c, await services.siteSettings.read()));
  handle(settingsChangeCall, async (c, { body }) => ok(c, await services.siteSettings.update(body, c.get("staff")), "settingsSaved"));

  handle(dictListCall, async (c) => ok(c, await services.dictionaryEditor.list()));
  handle(dictCreateCall, async (c, { body }) => ok(c, await services.dictionaryEditor.create(body, c.get("staff")), "contentSaved"));
  // Before the :id route, whose id check would turn "order" into a 404.
  handle(dictOrderCall, async (c, { body }) =>
    ok(c, await services.dictionaryEditor.reorder(body.dictType, body.ids, c.get("staff")), "contentSaved"),
  );
  handle(dictChangeCall, async (c, { params, body }) =>
    ok(c, await services.dictionaryEditor.change(params.id, body, c.get("staff")), "contentSaved"),
  );

  for (const list of HOME_LISTS) {
    const calls = homeCallsOf[list];
    const editor = services.homeEditor;
    handle(calls.list, async (c) => ok(c, await editor.list(list)));
    handle(calls.create, async (c, { body }) => ok(c, await editor.create(list, body, c.get("staff")), "contentSaved"));
    handle(calls.order, async (c, { body }) => ok(c, await editor.reorder(list, body.ids, c.get("staff")), "contentSaved"));
    handle(calls.change, async (c, { params, body }) => ok(c, await editor.change(list, params.id, body, c.get("staff")), "contentSaved"));
    handle(calls.remove, async (c, { params }) => {
      await editor.remove(list, params.id, c.get("staff"));
      return ok(c, null, "contentDeleted");
    });
  }
  return app;
}
