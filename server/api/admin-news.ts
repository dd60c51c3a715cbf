import {
  adminNewsColumnsCall,
  adminNewsCreateCall,
  adminNewsDetailCall,
  adminNewsListCall,
  adminNewsPreviewCall,
  adminNewsUnpublishCall,
  adminNewsUpdateCall,
  newsEditorLeaveCall,
  newsEditorsCall,
  newsPreviewLinkCreateCall,
  newsPreviewLinkRevokeCall,
  newsPreviewLinksCall,
  newsRestoreCall,
  newsRevisionCall,
  newsRevisionsCall,
} from "../../common/contracts/admin-news.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { ok, paged, requestLanguage } from "./envelope.ts";

/** The console's news (/api/admin/news): permission news:edit; answers are never cached. */
export function adminNewsRoutes(services: Services) {
  const { app, handle } = callRouter(services);
  const news = services.newsEditing;

  handle(adminNewsListCall, async (c, { query }) => {
    const page = await news.list(query);
    return paged(c, page);
  });
  // Before /admin/news/:id, which would take "columns" for an id.
  handle(adminNewsColumnsCall, async (c) => ok(c, await news.columns()));
  handle(adminNewsPreviewCall, async (c, { body }) => ok(c, await news.preview(body)));
  handle(adminNewsDetailCall, async (c, { params }) => ok(c, await news.detail(params.id)));
  handle(adminNewsCreateCall, async (c, { body }) => ok(c, await news.create(body, c.get("staff"), requestLanguage(c)), "newsSaved"));
  handle(adminNewsUpdateCall, async (c, { params, body }) =>
    ok(c, await news.update(params.id, body, c.get("staff"), requestLanguage(c)), "newsSaved"),
  );
  handle(adminNewsUnpublishCall, async (c, { params }) => ok(c, await news.unpublish(params.id, c.get("staff")), "newsUnpublished"));
  handle(newsRevisionsCall, async (c, { params }) => {
    await news.detail(params.id);
    return ok(c, await news.revisions(params.id));
  });
  handle(newsRevisionCall, async (c, { params }) => ok(c, await news.revision(params.id, params.revisionId)));
  handle(newsEditorsCall, async (c, { params, body }) => {
    await news.detail(params.id);
    return ok(c, { others: await services.editLocks.hold(`news:${params.id}`, body.holder, c.get("staff")) });
  });
  handle(newsEditorLeaveCall, async (c, { params }) => {
    await services.editLocks.release(`news:${params.id}`, params.holder, c.get("staff"));
    return ok(c, null);
  });
  handle(newsPreviewLinksCall, async (c, { params }) => ok(c, await services.newsPreviewLinks.active(params.id)));
  handle(newsPreviewLinkCreateCall, async (c, { params, body }) =>
    ok(c, await services.newsPreviewLinks.create(params.id, body.days, c.get("staff")), "newsPreviewShared"),
  );
  handle(newsPreviewLinkRevokeCall, async (c, { params }) => {
    await services.newsPreviewLinks.revoke(params.id, params.linkId, c.get("staff"));
    return ok(c, null, "newsPreviewRevoked");
  });
  handle(newsRestoreCall, async (c, { params }) => ok(c, await news.restore(params.id, params.revisionId, c.get("staff")), "newsRestored"));

  return app;
}
