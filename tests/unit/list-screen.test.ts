import { describe, expect, it } from "vitest";
import { leadListCall } from "../../common/contracts/admin-leads.ts";
import { queryFromAddress } from "../../app/components/admin/use-list-screen.ts";

const FILTERS = ["q", "type", "status", "ownerId", "from", "to"];
const read = (address: string) => queryFromAddress(leadListCall, new URLSearchParams(address), FILTERS, 20);

describe("a list screen's query from its address", () => {
  it("is parsed by the call's contract: defaults filled in, numbers read, text trimmed", () => {
    expect(read("")).toEqual({ q: "", sort: "createdAt", order: "desc", pageNum: 1, pageSize: 20 });
    expect(read("q=+acme+&type=partner&ownerId=7&sort=company&order=asc&pageNum=3")).toEqual({
      q: "acme",
      type: "partner",
      ownerId: 7,
      sort: "company",
      order: "asc",
      pageNum: 3,
      pageSize: 20,
    });
  });

  it("drops what the contract refuses (an edited or outdated link) and keeps the rest", () => {
    expect(read("type=spam&status=won&sort=newest&pageNum=0")).toEqual({
      q: "",
      status: "won",
      sort: "createdAt",
      order: "desc",
      pageNum: 1,
      pageSize: 20,
    });
  });

  it("reads only the screen's own filters and order, never its page size", () => {
    expect(read("pageSize=100&utm_source=mail&note=x")).toEqual(read(""));
  });
});
