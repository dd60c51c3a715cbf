import { describe, expect, it } from "vitest";
import { readAuditEntry } from "../../server/i18n/audit-sentences.ts";

const names = new Map([
  ["user:2", "张三"],
  ["user:3", "李四"],
  ["user:4", "王五"],
  ["assignmentRule:9", "华东销售"],
]);
const entry = (action: string, target: string, detail: Record<string, unknown>, actorId = 2) => ({
  actorId,
  actorName: actorId === 0 ? "system" : "zhangsan",
  action,
  target,
  detail,
});

describe("audit log sentences", () => {
  it("reads the issue's two examples", () => {
    expect(readAuditEntry("zh_CN", entry("leadChanged", "lead:76", { ownerId: { from: null, to: 3 } }), names).sentence).toBe(
      "张三 将线索 #76 指派给 李四",
    );
    expect(readAuditEntry("en_US", entry("leadChanged", "lead:76", { status: { from: "new", to: "contacted" } }, 3), names).sentence).toBe(
      "李四 changed lead #76 status from New to Contacted",
    );
  });

  it("joins several changes of one entry into one sentence", () => {
    const detail = { status: { from: "new", to: "qualified" }, ownerId: { from: 3, to: 4 }, note: "已电话沟通" };
    expect(readAuditEntry("zh_CN", entry("leadChanged", "lead:5", detail), names).sentence).toBe(
      "张三 将线索 #5 的状态从 新线索 改为 已确认需求，并从 李四 转给 王五，并添加备注：“已电话沟通”",
    );
    expect(readAuditEntry("en_US", entry("leadChanged", "lead:5", detail), names).sentence).toBe(
      "张三 changed lead #5 status from New to Qualified, reassigned it from 李四 to 王五 and added a note: “已电话沟通”",
    );
  });

  it("names the system, rules and ids without a name", () => {
    const assigned = entry("leadAssigned", "lead:8", { ownerId: { from: null, to: 3 }, rule: 9 }, 0);
    expect(readAuditEntry("zh_CN", assigned, names).sentence).toBe("系统 按分配规则“华东销售”将线索 #8 指派给 李四");
    expect(readAuditEntry("en_US", assigned, names).sentence).toBe("The system assigned lead #8 to 李四 by the rule “华东销售”");
    const gone = entry("leadChanged", "lead:8", { ownerId: { from: 77, to: null } });
    expect(readAuditEntry("en_US", gone, names).sentence).toBe("张三 unassigned lead #8 from #77");
  });

  it("reads an action it has no sentence for yet as one line with the action and target", () => {
    const unknown = entry("leadMerged", "lead:12", { into: 3 });
    expect(readAuditEntry("en_US", unknown, names).sentence).toBe("张三: lead merged (lead #12)");
    expect(readAuditEntry("zh_CN", unknown, names).sentence).toBe("张三 执行了操作 leadMerged（线索 #12）");
    expect(readAuditEntry("zh_CN", entry("somethingNew", "planet:3", {}), names)).toEqual({
      sentence: "张三 执行了操作 somethingNew（planet:3）",
      targetLabel: "planet:3",
    });
  });
});
