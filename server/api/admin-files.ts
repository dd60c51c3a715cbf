import { fileDeleteCall, fileListCall, fileReplaceCall, fileUploadCall } from "../../common/contracts/admin-files.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { ok, paged, requestLanguage } from "./envelope.ts";
import { receiveUpload, type UploadLimits } from "./multipart-upload.ts";

/** The console's files (/api/admin/files): multipart uploads, read as they stream, and the list. */
export function adminFileRoutes(services: Services, limits: UploadLimits) {
  const { app, handle } = callRouter(services);

  handle(fileUploadCall, async (c) =>
    ok(c, await services.fileUploads.upload(await receiveUpload(c, limits), c.get("staff")), "fileUploaded"),
  );

  handle(fileListCall, async (c, { query }) => paged(c, await services.fileUploads.list(query, requestLanguage(c))));

  handle(fileReplaceCall, async (c, { params }) =>
    ok(c, await services.fileUploads.replace(params.id, await receiveUpload(c, limits), c.get("staff")), "fileReplaced"),
  );

  handle(fileDeleteCall, async (c, { params }) => {
    await services.fileUploads.remove(params.id, c.get("staff"), requestLanguage(c));
    return ok(c, null, "fileDeleted");
  });

  return app;
}
